CREATE TABLE "transport_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"plate" text NOT NULL,
	"seats" integer NOT NULL,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "transport_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "transport_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"vehicle" integer,
	"driver" integer,
	"escort_id" integer,
	"bus_fee" integer,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "transport_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"transport_route" integer NOT NULL,
	"title" text NOT NULL,
	"district" text,
	"morning_order" integer DEFAULT 0,
	"morning_time" time,
	"afternoon_order" integer DEFAULT 0,
	"afternoon_time" time,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "transport_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"transport_route" integer NOT NULL,
	"morning_stop" integer,
	"afternoon_stop" integer,
	"add_fee" boolean DEFAULT false,
	"student_fee" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "boarding_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"transport_route" integer NOT NULL,
	"student_id" integer NOT NULL,
	"check_date" date NOT NULL,
	"leg" text NOT NULL,
	"on_board" boolean NOT NULL,
	"checked_by_id" integer,
	"family_notified_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "transport_vehicles" ADD CONSTRAINT "transport_vehicles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_drivers" ADD CONSTRAINT "transport_drivers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_vehicle_transport_vehicles_id_fk" FOREIGN KEY ("vehicle") REFERENCES "public"."transport_vehicles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_driver_transport_drivers_id_fk" FOREIGN KEY ("driver") REFERENCES "public"."transport_drivers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_escort_id_users_id_fk" FOREIGN KEY ("escort_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_bus_fee_school_bus_fees_id_fk" FOREIGN KEY ("bus_fee") REFERENCES "public"."school_bus_fees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_stops" ADD CONSTRAINT "transport_stops_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_stops" ADD CONSTRAINT "transport_stops_transport_route_transport_routes_id_fk" FOREIGN KEY ("transport_route") REFERENCES "public"."transport_routes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_assignments" ADD CONSTRAINT "transport_assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_assignments" ADD CONSTRAINT "transport_assignments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_assignments" ADD CONSTRAINT "transport_assignments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_assignments" ADD CONSTRAINT "transport_assignments_transport_route_transport_routes_id_fk" FOREIGN KEY ("transport_route") REFERENCES "public"."transport_routes"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_assignments" ADD CONSTRAINT "transport_assignments_morning_stop_transport_stops_id_fk" FOREIGN KEY ("morning_stop") REFERENCES "public"."transport_stops"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_assignments" ADD CONSTRAINT "transport_assignments_afternoon_stop_transport_stops_id_fk" FOREIGN KEY ("afternoon_stop") REFERENCES "public"."transport_stops"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transport_assignments" ADD CONSTRAINT "transport_assignments_student_fee_student_fees_id_fk" FOREIGN KEY ("student_fee") REFERENCES "public"."student_fees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "boarding_checks" ADD CONSTRAINT "boarding_checks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "boarding_checks" ADD CONSTRAINT "boarding_checks_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "boarding_checks" ADD CONSTRAINT "boarding_checks_transport_route_transport_routes_id_fk" FOREIGN KEY ("transport_route") REFERENCES "public"."transport_routes"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "boarding_checks" ADD CONSTRAINT "boarding_checks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "boarding_checks" ADD CONSTRAINT "boarding_checks_checked_by_id_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "transport_vehicles_school_idx" ON "transport_vehicles" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "transport_vehicles_school_plate_key" ON "transport_vehicles" USING btree ("school_id","plate");
--> statement-breakpoint
CREATE INDEX "transport_vehicles_school_plate_idx" ON "transport_vehicles" USING btree ("school_id","plate");
--> statement-breakpoint
CREATE INDEX "transport_vehicles_school_seats_idx" ON "transport_vehicles" USING btree ("school_id","seats");
--> statement-breakpoint
CREATE INDEX "transport_drivers_school_idx" ON "transport_drivers" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "transport_drivers_school_name_idx" ON "transport_drivers" USING btree ("school_id","name");
--> statement-breakpoint
CREATE INDEX "transport_routes_school_idx" ON "transport_routes" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "transport_routes_vehicle_idx" ON "transport_routes" USING btree ("vehicle");
--> statement-breakpoint
CREATE INDEX "transport_routes_driver_idx" ON "transport_routes" USING btree ("driver");
--> statement-breakpoint
CREATE INDEX "transport_routes_escort_idx" ON "transport_routes" USING btree ("escort_id");
--> statement-breakpoint
CREATE INDEX "transport_routes_busFee_idx" ON "transport_routes" USING btree ("bus_fee");
--> statement-breakpoint
CREATE UNIQUE INDEX "transport_routes_school_title_key" ON "transport_routes" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "transport_routes_school_title_idx" ON "transport_routes" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "transport_stops_school_idx" ON "transport_stops" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "transport_stops_transportRoute_idx" ON "transport_stops" USING btree ("transport_route");
--> statement-breakpoint
CREATE INDEX "transport_stops_school_morningOrder_idx" ON "transport_stops" USING btree ("school_id","morning_order");
--> statement-breakpoint
CREATE INDEX "transport_stops_school_afternoonOrder_idx" ON "transport_stops" USING btree ("school_id","afternoon_order");
--> statement-breakpoint
CREATE INDEX "transport_stops_school_title_idx" ON "transport_stops" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "transport_assignments_school_idx" ON "transport_assignments" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "transport_assignments_season_idx" ON "transport_assignments" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "transport_assignments_studentId_idx" ON "transport_assignments" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "transport_assignments_transportRoute_idx" ON "transport_assignments" USING btree ("transport_route");
--> statement-breakpoint
CREATE INDEX "transport_assignments_morningStop_idx" ON "transport_assignments" USING btree ("morning_stop");
--> statement-breakpoint
CREATE INDEX "transport_assignments_afternoonStop_idx" ON "transport_assignments" USING btree ("afternoon_stop");
--> statement-breakpoint
CREATE INDEX "transport_assignments_studentFee_idx" ON "transport_assignments" USING btree ("student_fee");
--> statement-breakpoint
CREATE UNIQUE INDEX "transport_assignments_season_studentId_key" ON "transport_assignments" USING btree ("season_id","student_id");
--> statement-breakpoint
CREATE INDEX "boarding_checks_school_idx" ON "boarding_checks" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "boarding_checks_season_idx" ON "boarding_checks" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "boarding_checks_transportRoute_idx" ON "boarding_checks" USING btree ("transport_route");
--> statement-breakpoint
CREATE INDEX "boarding_checks_studentId_idx" ON "boarding_checks" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "boarding_checks_checkedBy_idx" ON "boarding_checks" USING btree ("checked_by_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "boarding_checks_studentId_checkDate_leg_key" ON "boarding_checks" USING btree ("student_id","check_date","leg");
--> statement-breakpoint
CREATE INDEX "boarding_checks_school_checkDate_idx" ON "boarding_checks" USING btree ("school_id","check_date");
