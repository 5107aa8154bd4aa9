ALTER TABLE "batches" ADD COLUMN "teacher_id" integer;
--> statement-breakpoint
ALTER TABLE "elective_offers" ADD COLUMN "periods_per_week" integer;
--> statement-breakpoint
ALTER TABLE "elective_offers" ADD COLUMN "length" integer DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "elective_offers" ADD COLUMN "room_kind" text DEFAULT 'classroom';
--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD COLUMN "elective_offer_id" integer;
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_elective_offer_id_elective_offers_id_fk" FOREIGN KEY ("elective_offer_id") REFERENCES "public"."elective_offers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "batches_teacher_idx" ON "batches" USING btree ("teacher_id");
--> statement-breakpoint
CREATE INDEX "timetable_lessons_electiveOffer_idx" ON "timetable_lessons" USING btree ("elective_offer_id");
