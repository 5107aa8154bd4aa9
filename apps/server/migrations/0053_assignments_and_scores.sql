CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"grading_category_id" integer,
	"title" text NOT NULL,
	"kind" text DEFAULT 'homework' NOT NULL,
	"due_date" date,
	"max_points" numeric(7, 2) NOT NULL,
	"released_at" timestamp,
	"description" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "assignment_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"score_status" text DEFAULT 'scored' NOT NULL,
	"points" numeric(7, 2),
	"days_late" integer,
	"comment" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_grading_category_id_grading_categories_id_fk" FOREIGN KEY ("grading_category_id") REFERENCES "public"."grading_categories"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignment_scores" ADD CONSTRAINT "assignment_scores_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignment_scores" ADD CONSTRAINT "assignment_scores_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignment_scores" ADD CONSTRAINT "assignment_scores_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "assignments_school_idx" ON "assignments" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "assignments_class_idx" ON "assignments" USING btree ("class_id");
--> statement-breakpoint
CREATE INDEX "assignments_course_idx" ON "assignments" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "assignments_gradingCategory_idx" ON "assignments" USING btree ("grading_category_id");
--> statement-breakpoint
CREATE INDEX "assignments_school_dueDate_idx" ON "assignments" USING btree ("school_id","due_date");
--> statement-breakpoint
CREATE INDEX "assignments_school_title_idx" ON "assignments" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "assignments_school_releasedAt_idx" ON "assignments" USING btree ("school_id","released_at");
--> statement-breakpoint
CREATE INDEX "assignment_scores_school_idx" ON "assignment_scores" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "assignment_scores_assignment_idx" ON "assignment_scores" USING btree ("assignment_id");
--> statement-breakpoint
CREATE INDEX "assignment_scores_student_idx" ON "assignment_scores" USING btree ("student_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_scores_assignment_student_key" ON "assignment_scores" USING btree ("assignment_id","student_id");
--> statement-breakpoint
CREATE INDEX "assignment_scores_school_points_idx" ON "assignment_scores" USING btree ("school_id","points");
--> statement-breakpoint
CREATE INDEX "assignment_scores_school_daysLate_idx" ON "assignment_scores" USING btree ("school_id","days_late");
