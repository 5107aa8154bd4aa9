CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"student_number" text,
	"national_id" text,
	"gender" text,
	"birth_date" date,
	"email" text,
	"phone" text,
	"address" text,
	"grade_level_id" integer,
	"enrollment_date" date,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"user_id" integer,
	"relation" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"email" text,
	"occupation" text,
	"is_primary" boolean DEFAULT false,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "class_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"bgcolor" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"title" text NOT NULL,
	"teacher_id" integer,
	"grade_level_id" integer,
	"class_type_id" integer,
	"classroom" text,
	"capacity" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "class_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"schedule_date" date NOT NULL,
	"enter_time" time NOT NULL,
	"exit_time" time NOT NULL,
	"is_done" boolean DEFAULT false,
	"is_done_attendance" boolean DEFAULT false,
	"class_id" integer NOT NULL,
	"class_type_id" integer,
	"class_branch_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "attendance_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"short_code" text,
	"status" integer DEFAULT 0,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "attendances" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"attendance_date" date NOT NULL,
	"enter_time" time,
	"exit_time" time,
	"teacher_id" integer,
	"student_id" integer NOT NULL,
	"class_type_id" integer,
	"class_branch_id" integer,
	"class_id" integer,
	"schedule_id" integer,
	"attendance_type_id" integer,
	"adder_id" integer,
	"added_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_types" ADD CONSTRAINT "class_types_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_term_id_grading_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."grading_terms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_attendance_type_id_attendance_types_id_fk" FOREIGN KEY ("attendance_type_id") REFERENCES "public"."attendance_types"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_adder_id_users_id_fk" FOREIGN KEY ("adder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "students_school_idx" ON "students" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "students_user_idx" ON "students" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "students_gradeLevel_idx" ON "students" USING btree ("grade_level_id");
--> statement-breakpoint
CREATE INDEX "students_school_lastName_idx" ON "students" USING btree ("school_id","last_name");
--> statement-breakpoint
CREATE INDEX "students_school_name_idx" ON "students" USING btree ("school_id","name");
--> statement-breakpoint
CREATE INDEX "students_school_studentNumber_idx" ON "students" USING btree ("school_id","student_number");
--> statement-breakpoint
CREATE INDEX "guardians_school_idx" ON "guardians" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "guardians_studentId_idx" ON "guardians" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "guardians_user_idx" ON "guardians" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_studentId_user_key" ON "guardians" USING btree ("student_id","user_id");
--> statement-breakpoint
CREATE INDEX "guardians_school_lastName_idx" ON "guardians" USING btree ("school_id","last_name");
--> statement-breakpoint
CREATE INDEX "class_types_school_idx" ON "class_types" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "class_types_school_title_idx" ON "class_types" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "classes_school_idx" ON "classes" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "classes_season_idx" ON "classes" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "classes_teacher_idx" ON "classes" USING btree ("teacher_id");
--> statement-breakpoint
CREATE INDEX "classes_gradeLevel_idx" ON "classes" USING btree ("grade_level_id");
--> statement-breakpoint
CREATE INDEX "classes_classTypeId_idx" ON "classes" USING btree ("class_type_id");
--> statement-breakpoint
CREATE INDEX "classes_school_title_idx" ON "classes" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "class_students_school_idx" ON "class_students" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "class_students_classId_idx" ON "class_students" USING btree ("class_id");
--> statement-breakpoint
CREATE INDEX "class_students_student_idx" ON "class_students" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "class_students_term_idx" ON "class_students" USING btree ("term_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "class_students_classId_student_term_key" ON "class_students" USING btree ("class_id","student_id","term_id");
--> statement-breakpoint
CREATE INDEX "schedules_school_idx" ON "schedules" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "schedules_season_idx" ON "schedules" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "schedules_teacherId_idx" ON "schedules" USING btree ("teacher_id");
--> statement-breakpoint
CREATE INDEX "schedules_classId_idx" ON "schedules" USING btree ("class_id");
--> statement-breakpoint
CREATE INDEX "schedules_classTypeId_idx" ON "schedules" USING btree ("class_type_id");
--> statement-breakpoint
CREATE INDEX "schedules_school_scheduleDate_idx" ON "schedules" USING btree ("school_id","schedule_date");
--> statement-breakpoint
CREATE INDEX "schedules_school_enterTime_idx" ON "schedules" USING btree ("school_id","enter_time");
--> statement-breakpoint
CREATE INDEX "attendance_types_title_idx" ON "attendance_types" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "attendance_types_status_idx" ON "attendance_types" USING btree ("status");
--> statement-breakpoint
CREATE INDEX "attendances_school_idx" ON "attendances" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "attendances_season_idx" ON "attendances" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "attendances_teacherId_idx" ON "attendances" USING btree ("teacher_id");
--> statement-breakpoint
CREATE INDEX "attendances_student_idx" ON "attendances" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "attendances_classTypeId_idx" ON "attendances" USING btree ("class_type_id");
--> statement-breakpoint
CREATE INDEX "attendances_classId_idx" ON "attendances" USING btree ("class_id");
--> statement-breakpoint
CREATE INDEX "attendances_scheduleId_idx" ON "attendances" USING btree ("schedule_id");
--> statement-breakpoint
CREATE INDEX "attendances_attendanceType_idx" ON "attendances" USING btree ("attendance_type_id");
--> statement-breakpoint
CREATE INDEX "attendances_adder_idx" ON "attendances" USING btree ("adder_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_scheduleId_student_key" ON "attendances" USING btree ("schedule_id","student_id");
--> statement-breakpoint
CREATE INDEX "attendances_school_attendanceDate_idx" ON "attendances" USING btree ("school_id","attendance_date");
--> statement-breakpoint
CREATE INDEX "attendances_school_enterTime_idx" ON "attendances" USING btree ("school_id","enter_time");
