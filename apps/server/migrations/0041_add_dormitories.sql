CREATE TABLE "dorm_buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"building_gender" text NOT NULL,
	"building_note" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "dorm_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"room_number" text NOT NULL,
	"floor" integer,
	"capacity" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "dorm_beds" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"bed_label" text NOT NULL,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "bed_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"bed_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"assigned_on" date,
	"assignment_note" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"leave_from" date NOT NULL,
	"leave_until" date NOT NULL,
	"leave_reason" text NOT NULL,
	"destination" text NOT NULL,
	"leave_status" text DEFAULT 'pending',
	"decision_note" text,
	"requested_by_id" integer,
	"decided_by_id" integer,
	"decided_at" timestamp,
	"signed_out_at" timestamp,
	"signed_in_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "roll_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"roll_date" date NOT NULL,
	"taken_by_id" integer,
	"taken_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "roll_call_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"roll_call_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"roll_mark" text NOT NULL,
	"alerted_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "dorm_buildings" ADD CONSTRAINT "dorm_buildings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dorm_rooms" ADD CONSTRAINT "dorm_rooms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dorm_rooms" ADD CONSTRAINT "dorm_rooms_building_id_dorm_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."dorm_buildings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dorm_beds" ADD CONSTRAINT "dorm_beds_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dorm_beds" ADD CONSTRAINT "dorm_beds_room_id_dorm_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."dorm_rooms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bed_assignments" ADD CONSTRAINT "bed_assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bed_assignments" ADD CONSTRAINT "bed_assignments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bed_assignments" ADD CONSTRAINT "bed_assignments_bed_id_dorm_beds_id_fk" FOREIGN KEY ("bed_id") REFERENCES "public"."dorm_beds"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bed_assignments" ADD CONSTRAINT "bed_assignments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_building_id_dorm_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."dorm_buildings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_taken_by_id_users_id_fk" FOREIGN KEY ("taken_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roll_call_marks" ADD CONSTRAINT "roll_call_marks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roll_call_marks" ADD CONSTRAINT "roll_call_marks_roll_call_id_roll_calls_id_fk" FOREIGN KEY ("roll_call_id") REFERENCES "public"."roll_calls"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roll_call_marks" ADD CONSTRAINT "roll_call_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "dorm_buildings_school_idx" ON "dorm_buildings" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "dorm_buildings_school_title_key" ON "dorm_buildings" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "dorm_buildings_school_title_idx" ON "dorm_buildings" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "dorm_rooms_school_idx" ON "dorm_rooms" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "dorm_rooms_building_idx" ON "dorm_rooms" USING btree ("building_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "dorm_rooms_building_roomNumber_key" ON "dorm_rooms" USING btree ("building_id","room_number");
--> statement-breakpoint
CREATE INDEX "dorm_rooms_school_roomNumber_idx" ON "dorm_rooms" USING btree ("school_id","room_number");
--> statement-breakpoint
CREATE INDEX "dorm_beds_school_idx" ON "dorm_beds" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "dorm_beds_room_idx" ON "dorm_beds" USING btree ("room_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "dorm_beds_room_bedLabel_key" ON "dorm_beds" USING btree ("room_id","bed_label");
--> statement-breakpoint
CREATE INDEX "dorm_beds_school_bedLabel_idx" ON "dorm_beds" USING btree ("school_id","bed_label");
--> statement-breakpoint
CREATE INDEX "bed_assignments_school_idx" ON "bed_assignments" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "bed_assignments_season_idx" ON "bed_assignments" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "bed_assignments_bed_idx" ON "bed_assignments" USING btree ("bed_id");
--> statement-breakpoint
CREATE INDEX "bed_assignments_student_idx" ON "bed_assignments" USING btree ("student_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "bed_assignments_season_bed_key" ON "bed_assignments" USING btree ("season_id","bed_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "bed_assignments_season_student_key" ON "bed_assignments" USING btree ("season_id","student_id");
--> statement-breakpoint
CREATE INDEX "bed_assignments_school_assignedOn_idx" ON "bed_assignments" USING btree ("school_id","assigned_on");
--> statement-breakpoint
CREATE INDEX "leave_requests_school_idx" ON "leave_requests" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "leave_requests_season_idx" ON "leave_requests" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "leave_requests_student_idx" ON "leave_requests" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "leave_requests_requestedBy_idx" ON "leave_requests" USING btree ("requested_by_id");
--> statement-breakpoint
CREATE INDEX "leave_requests_decidedBy_idx" ON "leave_requests" USING btree ("decided_by_id");
--> statement-breakpoint
CREATE INDEX "leave_requests_school_leaveFrom_idx" ON "leave_requests" USING btree ("school_id","leave_from");
--> statement-breakpoint
CREATE INDEX "roll_calls_school_idx" ON "roll_calls" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "roll_calls_season_idx" ON "roll_calls" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "roll_calls_building_idx" ON "roll_calls" USING btree ("building_id");
--> statement-breakpoint
CREATE INDEX "roll_calls_takenBy_idx" ON "roll_calls" USING btree ("taken_by_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "roll_calls_building_rollDate_key" ON "roll_calls" USING btree ("building_id","roll_date");
--> statement-breakpoint
CREATE INDEX "roll_calls_school_rollDate_idx" ON "roll_calls" USING btree ("school_id","roll_date");
--> statement-breakpoint
CREATE INDEX "roll_call_marks_school_idx" ON "roll_call_marks" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "roll_call_marks_rollCall_idx" ON "roll_call_marks" USING btree ("roll_call_id");
--> statement-breakpoint
CREATE INDEX "roll_call_marks_student_idx" ON "roll_call_marks" USING btree ("student_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "roll_call_marks_rollCall_student_key" ON "roll_call_marks" USING btree ("roll_call_id","student_id");
