ALTER TABLE "dorm_buildings" ADD COLUMN "boarding_fee" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "bed_assignments" ADD COLUMN "add_boarding_fee" boolean DEFAULT false;
--> statement-breakpoint
ALTER TABLE "bed_assignments" ADD COLUMN "added_fee" integer;
--> statement-breakpoint
ALTER TABLE "bed_assignments" ADD CONSTRAINT "bed_assignments_added_fee_student_fees_id_fk" FOREIGN KEY ("added_fee") REFERENCES "public"."student_fees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bed_assignments_addedFee_idx" ON "bed_assignments" USING btree ("added_fee");
