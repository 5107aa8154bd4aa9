CREATE TABLE "learning_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"subject_id" integer,
	"grade_level_id" integer,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "assignment_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"standard_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "learning_standards" ADD CONSTRAINT "learning_standards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_standards" ADD CONSTRAINT "learning_standards_subject_id_subject_branches_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_branches"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "learning_standards" ADD CONSTRAINT "learning_standards_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignment_standards" ADD CONSTRAINT "assignment_standards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignment_standards" ADD CONSTRAINT "assignment_standards_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignment_standards" ADD CONSTRAINT "assignment_standards_standard_id_learning_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."learning_standards"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "learning_standards_school_idx" ON "learning_standards" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "learning_standards_subject_idx" ON "learning_standards" USING btree ("subject_id");
--> statement-breakpoint
CREATE INDEX "learning_standards_gradeLevel_idx" ON "learning_standards" USING btree ("grade_level_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "learning_standards_school_code_key" ON "learning_standards" USING btree ("school_id","code");
--> statement-breakpoint
CREATE INDEX "learning_standards_school_code_idx" ON "learning_standards" USING btree ("school_id","code");
--> statement-breakpoint
CREATE INDEX "assignment_standards_school_idx" ON "assignment_standards" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "assignment_standards_assignment_idx" ON "assignment_standards" USING btree ("assignment_id");
--> statement-breakpoint
CREATE INDEX "assignment_standards_standard_idx" ON "assignment_standards" USING btree ("standard_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_standards_assignment_standard_key" ON "assignment_standards" USING btree ("assignment_id","standard_id");
