CREATE TABLE "enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"grade_level_id" integer,
	"course_id" integer,
	"enrollment_date" date NOT NULL,
	"is_returning" boolean DEFAULT false,
	"agreement_id" integer,
	"signature_date" date,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_agreement_id_enrollment_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."enrollment_agreements"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "enrollments_school_idx" ON "enrollments" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "enrollments_season_idx" ON "enrollments" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "enrollments_studentId_idx" ON "enrollments" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "enrollments_gradeLevel_idx" ON "enrollments" USING btree ("grade_level_id");
--> statement-breakpoint
CREATE INDEX "enrollments_courseId_idx" ON "enrollments" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "enrollments_agreement_idx" ON "enrollments" USING btree ("agreement_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_season_studentId_key" ON "enrollments" USING btree ("season_id","student_id");
--> statement-breakpoint
CREATE INDEX "enrollments_school_enrollmentDate_idx" ON "enrollments" USING btree ("school_id","enrollment_date");
