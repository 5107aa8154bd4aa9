ALTER TABLE "timetable_lessons" ALTER COLUMN "class_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD COLUMN "batch_id" integer;
--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD COLUMN "parallel_group" text;
--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "timetable_lessons_batch_idx" ON "timetable_lessons" USING btree ("batch_id");
