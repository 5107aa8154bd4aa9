ALTER TABLE "assignments" ADD COLUMN "homework_id" integer;
--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "max_points" numeric(7, 2);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "assignments_homework_idx" ON "assignments" USING btree ("homework_id");
