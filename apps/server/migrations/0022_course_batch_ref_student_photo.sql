-- batch_id was a plain number before: one naming no batch (0, a removed batch) is cleared, so the reference holds.
UPDATE "course_videos" SET "batch_id" = NULL WHERE "batch_id" IS NOT NULL AND "batch_id" NOT IN (SELECT "id" FROM "batches");
--> statement-breakpoint
UPDATE "course_assets" SET "batch_id" = NULL WHERE "batch_id" IS NOT NULL AND "batch_id" NOT IN (SELECT "id" FROM "batches");
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "photo" text;
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "photo_key" text;
--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_assets" ADD CONSTRAINT "course_assets_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "course_videos_batchId_idx" ON "course_videos" USING btree ("batch_id");
--> statement-breakpoint
CREATE INDEX "course_assets_batchId_idx" ON "course_assets" USING btree ("batch_id");
