CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"capacity" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "class_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "personnel" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"department_id" integer,
	"personnel_category_id" integer,
	"phone" text,
	"email" text,
	"start_date" date,
	"user_id" integer,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "student_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "student_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "school_bus_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "student_bus_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"school_bus_fee" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "student_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"tag" text NOT NULL,
	"hit" integer DEFAULT 0,
	"added_by_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "student_taggings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "student_behaviours" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"behaviour_date" date NOT NULL,
	"behaviour_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"added_by_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "enrollment_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"is_required" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "student_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"enrollment_document" integer,
	"title" text NOT NULL,
	"file_name" text,
	"file_size" integer,
	"file_key" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_batches" ADD CONSTRAINT "class_batches_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_batches" ADD CONSTRAINT "class_batches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_batches" ADD CONSTRAINT "class_batches_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_batches" ADD CONSTRAINT "class_batches_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_personnel_category_id_personnel_categories_id_fk" FOREIGN KEY ("personnel_category_id") REFERENCES "public"."personnel_categories"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_batches" ADD CONSTRAINT "student_batches_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_batches" ADD CONSTRAINT "student_batches_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_batches" ADD CONSTRAINT "student_batches_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "school_bus_fees" ADD CONSTRAINT "school_bus_fees_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_bus_fees" ADD CONSTRAINT "student_bus_fees_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_bus_fees" ADD CONSTRAINT "student_bus_fees_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_bus_fees" ADD CONSTRAINT "student_bus_fees_school_bus_fee_school_bus_fees_id_fk" FOREIGN KEY ("school_bus_fee") REFERENCES "public"."school_bus_fees"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_tags" ADD CONSTRAINT "student_tags_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_tags" ADD CONSTRAINT "student_tags_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_taggings" ADD CONSTRAINT "student_taggings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_taggings" ADD CONSTRAINT "student_taggings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_taggings" ADD CONSTRAINT "student_taggings_tag_id_student_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."student_tags"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_behaviours" ADD CONSTRAINT "student_behaviours_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_behaviours" ADD CONSTRAINT "student_behaviours_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_behaviours" ADD CONSTRAINT "student_behaviours_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollment_documents" ADD CONSTRAINT "enrollment_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_school_id_id_schools_id_fk" FOREIGN KEY ("school_id_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_enrollment_document_enrollment_documents_id_fk" FOREIGN KEY ("enrollment_document") REFERENCES "public"."enrollment_documents"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "batches_school_idx" ON "batches" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "batches_season_idx" ON "batches" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "batches_courseId_idx" ON "batches" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "batches_school_title_idx" ON "batches" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "class_batches_school_idx" ON "class_batches" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "class_batches_season_idx" ON "class_batches" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "class_batches_batchId_idx" ON "class_batches" USING btree ("batch_id");
--> statement-breakpoint
CREATE INDEX "class_batches_classId_idx" ON "class_batches" USING btree ("class_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "class_batches_batchId_classId_key" ON "class_batches" USING btree ("batch_id","class_id");
--> statement-breakpoint
CREATE INDEX "personnel_school_idx" ON "personnel" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "personnel_department_idx" ON "personnel" USING btree ("department_id");
--> statement-breakpoint
CREATE INDEX "personnel_personnelCategory_idx" ON "personnel" USING btree ("personnel_category_id");
--> statement-breakpoint
CREATE INDEX "personnel_user_idx" ON "personnel" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "personnel_school_lastName_idx" ON "personnel" USING btree ("school_id","last_name");
--> statement-breakpoint
CREATE INDEX "personnel_school_name_idx" ON "personnel" USING btree ("school_id","name");
--> statement-breakpoint
CREATE INDEX "personnel_school_startDate_idx" ON "personnel" USING btree ("school_id","start_date");
--> statement-breakpoint
CREATE INDEX "student_batches_school_idx" ON "student_batches" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "student_batches_studentId_idx" ON "student_batches" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "student_batches_batchId_idx" ON "student_batches" USING btree ("batch_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "student_batches_studentId_batchId_key" ON "student_batches" USING btree ("student_id","batch_id");
--> statement-breakpoint
CREATE INDEX "student_courses_school_idx" ON "student_courses" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "student_courses_studentId_idx" ON "student_courses" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "student_courses_courseId_idx" ON "student_courses" USING btree ("course_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "student_courses_studentId_courseId_key" ON "student_courses" USING btree ("student_id","course_id");
--> statement-breakpoint
CREATE INDEX "student_courses_school_startDate_idx" ON "student_courses" USING btree ("school_id","start_date");
--> statement-breakpoint
CREATE INDEX "school_bus_fees_school_idx" ON "school_bus_fees" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "school_bus_fees_school_title_idx" ON "school_bus_fees" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "school_bus_fees_school_amount_idx" ON "school_bus_fees" USING btree ("school_id","amount");
--> statement-breakpoint
CREATE INDEX "student_bus_fees_school_idx" ON "student_bus_fees" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "student_bus_fees_studentId_idx" ON "student_bus_fees" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "student_bus_fees_schoolBusFee_idx" ON "student_bus_fees" USING btree ("school_bus_fee");
--> statement-breakpoint
CREATE INDEX "student_bus_fees_school_startDate_idx" ON "student_bus_fees" USING btree ("school_id","start_date");
--> statement-breakpoint
CREATE INDEX "student_bus_fees_school_amount_idx" ON "student_bus_fees" USING btree ("school_id","amount");
--> statement-breakpoint
CREATE INDEX "student_tags_school_idx" ON "student_tags" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "student_tags_addedBy_idx" ON "student_tags" USING btree ("added_by_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "student_tags_school_tag_key" ON "student_tags" USING btree ("school_id","tag");
--> statement-breakpoint
CREATE INDEX "student_tags_school_tag_idx" ON "student_tags" USING btree ("school_id","tag");
--> statement-breakpoint
CREATE INDEX "student_tags_school_hit_idx" ON "student_tags" USING btree ("school_id","hit");
--> statement-breakpoint
CREATE INDEX "student_taggings_school_idx" ON "student_taggings" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "student_taggings_studentId_idx" ON "student_taggings" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "student_taggings_tagId_idx" ON "student_taggings" USING btree ("tag_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "student_taggings_studentId_tagId_key" ON "student_taggings" USING btree ("student_id","tag_id");
--> statement-breakpoint
CREATE INDEX "student_behaviours_school_idx" ON "student_behaviours" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "student_behaviours_studentId_idx" ON "student_behaviours" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "student_behaviours_addedBy_idx" ON "student_behaviours" USING btree ("added_by_id");
--> statement-breakpoint
CREATE INDEX "student_behaviours_school_behaviourDate_idx" ON "student_behaviours" USING btree ("school_id","behaviour_date");
--> statement-breakpoint
CREATE INDEX "student_behaviours_school_title_idx" ON "student_behaviours" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "enrollment_documents_school_idx" ON "enrollment_documents" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "enrollment_documents_school_title_idx" ON "enrollment_documents" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "student_documents_schoolId_idx" ON "student_documents" USING btree ("school_id_id");
--> statement-breakpoint
CREATE INDEX "student_documents_studentId_idx" ON "student_documents" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "student_documents_enrollmentDocument_idx" ON "student_documents" USING btree ("enrollment_document");
--> statement-breakpoint
CREATE INDEX "student_documents_schoolId_title_idx" ON "student_documents" USING btree ("school_id_id","title");
