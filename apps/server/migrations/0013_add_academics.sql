CREATE TABLE "cip_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"required_hours" numeric(6, 2),
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cip_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"cip_season_id" integer,
	"title" text NOT NULL,
	"activity_date" date NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"place" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cip_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"activity" integer NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "subject_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"code" text,
	"country_code" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "message_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"parameter" text NOT NULL,
	"description" text NOT NULL,
	"country_code" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "optic_form_field_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"country_code" text NOT NULL,
	"position" integer DEFAULT 0,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "score_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"min_score" numeric(6, 2) NOT NULL,
	"max_score" numeric(6, 2) NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "exam_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "exam_template_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"exam_template_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"question_count" integer NOT NULL,
	"points" numeric(6, 2) NOT NULL,
	"answer_key" text,
	"position" integer DEFAULT 0,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "optic_form_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"lines_per_record" integer DEFAULT 1,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "optic_form_template_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"optic_form_id" integer NOT NULL,
	"field_name_id" integer NOT NULL,
	"subject_id" integer,
	"start_column" integer NOT NULL,
	"length" integer NOT NULL,
	"row" integer DEFAULT 1,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"title" text NOT NULL,
	"exam_template_id" integer NOT NULL,
	"exam_date" date NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "exam_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"class_id" integer,
	"subject_scores" jsonb NOT NULL,
	"total_score" numeric(8, 2) NOT NULL,
	"class_rank" integer,
	"exam_rank" integer,
	"source" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "homeworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"class_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"teacher_id" integer,
	"assigned_date" date,
	"due_date" date NOT NULL,
	"attachments" jsonb,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "homework_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"homework" integer NOT NULL,
	"student_id" integer NOT NULL,
	"done_at" timestamp NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "admission_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_last_name" text NOT NULL,
	"guardian_name" text,
	"guardian_phone" text,
	"guardian_email" text,
	"grade_level_id" integer,
	"interview_date" date NOT NULL,
	"interview_time" time NOT NULL,
	"interviewer_id" integer,
	"interview_status" text DEFAULT 'scheduled' NOT NULL,
	"interview_notes" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "cip_seasons" ADD CONSTRAINT "cip_seasons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cip_activities" ADD CONSTRAINT "cip_activities_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cip_activities" ADD CONSTRAINT "cip_activities_cip_season_id_cip_seasons_id_fk" FOREIGN KEY ("cip_season_id") REFERENCES "public"."cip_seasons"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cip_participants" ADD CONSTRAINT "cip_participants_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cip_participants" ADD CONSTRAINT "cip_participants_activity_cip_activities_id_fk" FOREIGN KEY ("activity") REFERENCES "public"."cip_activities"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cip_participants" ADD CONSTRAINT "cip_participants_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "score_categories" ADD CONSTRAINT "score_categories_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_templates" ADD CONSTRAINT "exam_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_template_subjects" ADD CONSTRAINT "exam_template_subjects_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_template_subjects" ADD CONSTRAINT "exam_template_subjects_exam_template_id_exam_templates_id_fk" FOREIGN KEY ("exam_template_id") REFERENCES "public"."exam_templates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_template_subjects" ADD CONSTRAINT "exam_template_subjects_subject_id_subject_branches_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_branches"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "optic_form_templates" ADD CONSTRAINT "optic_form_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "optic_form_template_fields" ADD CONSTRAINT "optic_form_template_fields_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "optic_form_template_fields" ADD CONSTRAINT "optic_form_template_fields_optic_form_id_optic_form_templates_id_fk" FOREIGN KEY ("optic_form_id") REFERENCES "public"."optic_form_templates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "optic_form_template_fields" ADD CONSTRAINT "optic_form_template_fields_field_name_id_optic_form_field_names_id_fk" FOREIGN KEY ("field_name_id") REFERENCES "public"."optic_form_field_names"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "optic_form_template_fields" ADD CONSTRAINT "optic_form_template_fields_subject_id_subject_branches_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_branches"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_exam_template_id_exam_templates_id_fk" FOREIGN KEY ("exam_template_id") REFERENCES "public"."exam_templates"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_subject_id_subject_branches_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_branches"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homework_completions" ADD CONSTRAINT "homework_completions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homework_completions" ADD CONSTRAINT "homework_completions_homework_homeworks_id_fk" FOREIGN KEY ("homework") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homework_completions" ADD CONSTRAINT "homework_completions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "admission_interviews" ADD CONSTRAINT "admission_interviews_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "admission_interviews" ADD CONSTRAINT "admission_interviews_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "admission_interviews" ADD CONSTRAINT "admission_interviews_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "admission_interviews" ADD CONSTRAINT "admission_interviews_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cip_seasons_school_idx" ON "cip_seasons" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "cip_seasons_school_startDate_idx" ON "cip_seasons" USING btree ("school_id","start_date");
--> statement-breakpoint
CREATE INDEX "cip_seasons_school_title_idx" ON "cip_seasons" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "cip_activities_school_idx" ON "cip_activities" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "cip_activities_cipSeason_idx" ON "cip_activities" USING btree ("cip_season_id");
--> statement-breakpoint
CREATE INDEX "cip_activities_school_activityDate_idx" ON "cip_activities" USING btree ("school_id","activity_date");
--> statement-breakpoint
CREATE INDEX "cip_activities_school_title_idx" ON "cip_activities" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "cip_participants_school_idx" ON "cip_participants" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "cip_participants_activity_idx" ON "cip_participants" USING btree ("activity");
--> statement-breakpoint
CREATE INDEX "cip_participants_student_idx" ON "cip_participants" USING btree ("student_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "cip_participants_activity_student_key" ON "cip_participants" USING btree ("activity","student_id");
--> statement-breakpoint
CREATE INDEX "subject_branches_title_idx" ON "subject_branches" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "message_parameters_parameter_idx" ON "message_parameters" USING btree ("parameter");
--> statement-breakpoint
CREATE INDEX "optic_form_field_names_position_idx" ON "optic_form_field_names" USING btree ("position");
--> statement-breakpoint
CREATE INDEX "optic_form_field_names_title_idx" ON "optic_form_field_names" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "score_categories_school_idx" ON "score_categories" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "score_categories_school_minScore_idx" ON "score_categories" USING btree ("school_id","min_score");
--> statement-breakpoint
CREATE INDEX "score_categories_school_title_idx" ON "score_categories" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "exam_templates_school_idx" ON "exam_templates" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "exam_templates_school_title_idx" ON "exam_templates" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "exam_template_subjects_school_idx" ON "exam_template_subjects" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "exam_template_subjects_examTemplateId_idx" ON "exam_template_subjects" USING btree ("exam_template_id");
--> statement-breakpoint
CREATE INDEX "exam_template_subjects_subject_idx" ON "exam_template_subjects" USING btree ("subject_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "exam_template_subjects_examTemplateId_subject_key" ON "exam_template_subjects" USING btree ("exam_template_id","subject_id");
--> statement-breakpoint
CREATE INDEX "exam_template_subjects_school_position_idx" ON "exam_template_subjects" USING btree ("school_id","position");
--> statement-breakpoint
CREATE INDEX "optic_form_templates_school_idx" ON "optic_form_templates" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "optic_form_templates_school_title_idx" ON "optic_form_templates" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "optic_form_template_fields_school_idx" ON "optic_form_template_fields" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "optic_form_template_fields_opticFormId_idx" ON "optic_form_template_fields" USING btree ("optic_form_id");
--> statement-breakpoint
CREATE INDEX "optic_form_template_fields_fieldName_idx" ON "optic_form_template_fields" USING btree ("field_name_id");
--> statement-breakpoint
CREATE INDEX "optic_form_template_fields_subject_idx" ON "optic_form_template_fields" USING btree ("subject_id");
--> statement-breakpoint
CREATE INDEX "optic_form_template_fields_school_row_idx" ON "optic_form_template_fields" USING btree ("school_id","row");
--> statement-breakpoint
CREATE INDEX "optic_form_template_fields_school_startColumn_idx" ON "optic_form_template_fields" USING btree ("school_id","start_column");
--> statement-breakpoint
CREATE INDEX "exams_school_idx" ON "exams" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "exams_season_idx" ON "exams" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "exams_examTemplate_idx" ON "exams" USING btree ("exam_template_id");
--> statement-breakpoint
CREATE INDEX "exams_school_examDate_idx" ON "exams" USING btree ("school_id","exam_date");
--> statement-breakpoint
CREATE INDEX "exams_school_title_idx" ON "exams" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "exam_classes_school_idx" ON "exam_classes" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "exam_classes_examId_idx" ON "exam_classes" USING btree ("exam_id");
--> statement-breakpoint
CREATE INDEX "exam_classes_classId_idx" ON "exam_classes" USING btree ("class_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "exam_classes_examId_classId_key" ON "exam_classes" USING btree ("exam_id","class_id");
--> statement-breakpoint
CREATE INDEX "exam_results_school_idx" ON "exam_results" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "exam_results_examId_idx" ON "exam_results" USING btree ("exam_id");
--> statement-breakpoint
CREATE INDEX "exam_results_student_idx" ON "exam_results" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "exam_results_classId_idx" ON "exam_results" USING btree ("class_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "exam_results_examId_student_key" ON "exam_results" USING btree ("exam_id","student_id");
--> statement-breakpoint
CREATE INDEX "exam_results_school_totalScore_idx" ON "exam_results" USING btree ("school_id","total_score");
--> statement-breakpoint
CREATE INDEX "exam_results_school_classRank_idx" ON "exam_results" USING btree ("school_id","class_rank");
--> statement-breakpoint
CREATE INDEX "exam_results_school_examRank_idx" ON "exam_results" USING btree ("school_id","exam_rank");
--> statement-breakpoint
CREATE INDEX "homeworks_schoolId_idx" ON "homeworks" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "homeworks_season_idx" ON "homeworks" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "homeworks_classId_idx" ON "homeworks" USING btree ("class_id");
--> statement-breakpoint
CREATE INDEX "homeworks_subject_idx" ON "homeworks" USING btree ("subject_id");
--> statement-breakpoint
CREATE INDEX "homeworks_teacher_idx" ON "homeworks" USING btree ("teacher_id");
--> statement-breakpoint
CREATE INDEX "homeworks_schoolId_dueDate_idx" ON "homeworks" USING btree ("school_id","due_date");
--> statement-breakpoint
CREATE INDEX "homeworks_schoolId_title_idx" ON "homeworks" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "homeworks_schoolId_assignedDate_idx" ON "homeworks" USING btree ("school_id","assigned_date");
--> statement-breakpoint
CREATE INDEX "homework_completions_school_idx" ON "homework_completions" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "homework_completions_homework_idx" ON "homework_completions" USING btree ("homework");
--> statement-breakpoint
CREATE INDEX "homework_completions_student_idx" ON "homework_completions" USING btree ("student_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "homework_completions_homework_student_key" ON "homework_completions" USING btree ("homework","student_id");
--> statement-breakpoint
CREATE INDEX "homework_completions_school_doneAt_idx" ON "homework_completions" USING btree ("school_id","done_at");
--> statement-breakpoint
CREATE INDEX "admission_interviews_school_idx" ON "admission_interviews" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "admission_interviews_season_idx" ON "admission_interviews" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "admission_interviews_gradeLevel_idx" ON "admission_interviews" USING btree ("grade_level_id");
--> statement-breakpoint
CREATE INDEX "admission_interviews_interviewer_idx" ON "admission_interviews" USING btree ("interviewer_id");
--> statement-breakpoint
CREATE INDEX "admission_interviews_school_interviewDate_idx" ON "admission_interviews" USING btree ("school_id","interview_date");
--> statement-breakpoint
CREATE INDEX "admission_interviews_school_interviewTime_idx" ON "admission_interviews" USING btree ("school_id","interview_time");
