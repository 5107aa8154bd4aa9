CREATE INDEX "room_bookings_room_bookingDate_idx" ON "room_bookings" USING btree ("room_id","booking_date");
--> statement-breakpoint
CREATE INDEX "schedules_room_scheduleDate_idx" ON "schedules" USING btree ("room_id","schedule_date");
