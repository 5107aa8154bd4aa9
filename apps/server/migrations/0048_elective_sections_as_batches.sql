ALTER TABLE "schedules" ALTER COLUMN "class_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "elective_offer_id" integer;
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "elective_section" integer;
--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "batch_id" integer;
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_elective_offer_id_elective_offers_id_fk" FOREIGN KEY ("elective_offer_id") REFERENCES "public"."elective_offers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "batches_electiveOffer_idx" ON "batches" USING btree ("elective_offer_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "batches_electiveOffer_electiveSection_key" ON "batches" USING btree ("elective_offer_id","elective_section");
--> statement-breakpoint
CREATE INDEX "schedules_batch_idx" ON "schedules" USING btree ("batch_id");
