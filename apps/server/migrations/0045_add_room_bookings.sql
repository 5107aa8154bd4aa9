CREATE TABLE "room_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"booking_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"booking_kind" text DEFAULT 'event',
	"booking_purpose" text NOT NULL,
	"note" text,
	"booked_by_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_booked_by_id_users_id_fk" FOREIGN KEY ("booked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "room_bookings_school_idx" ON "room_bookings" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "room_bookings_room_idx" ON "room_bookings" USING btree ("room_id");
--> statement-breakpoint
CREATE INDEX "room_bookings_bookedBy_idx" ON "room_bookings" USING btree ("booked_by_id");
--> statement-breakpoint
CREATE INDEX "room_bookings_school_bookingDate_idx" ON "room_bookings" USING btree ("school_id","booking_date");
--> statement-breakpoint
CREATE INDEX "room_bookings_school_startTime_idx" ON "room_bookings" USING btree ("school_id","start_time");
