ALTER TABLE "courses" ADD COLUMN "subject_id" integer;
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "exam_id" integer;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_subject_id_subject_branches_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_branches"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "courses_subject_idx" ON "courses" USING btree ("subject_id");
--> statement-breakpoint
CREATE INDEX "assignments_exam_idx" ON "assignments" USING btree ("exam_id");
