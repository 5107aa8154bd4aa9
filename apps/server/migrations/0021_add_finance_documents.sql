CREATE TABLE "lawyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"address" text,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"tax_office" text,
	"tax_number" text,
	"address" text,
	"phone" text,
	"email" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "promissory_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer,
	"title" text NOT NULL,
	"address" text,
	"promissory_no" integer,
	"promissory_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"promissory_order" integer DEFAULT 1,
	"number_of_promissory" integer DEFAULT 1,
	"is_paid" boolean DEFAULT false,
	"return_date" date,
	"lawyer" integer DEFAULT 0,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "deleted_promissory_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer,
	"title" text NOT NULL,
	"address" text,
	"promissory_no" integer,
	"promissory_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"promissory_order" integer DEFAULT 1,
	"number_of_promissory" integer DEFAULT 1,
	"is_paid" boolean DEFAULT false,
	"return_date" date,
	"lawyer" integer DEFAULT 0,
	"promissory_id" integer NOT NULL,
	"deleted_person" text,
	"deleted_date" date,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "invoice_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"serial" text NOT NULL,
	"next_number" integer DEFAULT 1,
	"description" text,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"company" integer,
	"invoice_title" text,
	"invoice_serial" text NOT NULL,
	"invoice_number" integer,
	"invoice_address" text,
	"invoice_vd" text,
	"invoice_vno" text,
	"explanation" text,
	"invoice_amount" numeric(14, 2) NOT NULL,
	"invoice_date" date NOT NULL,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "lawyers" ADD CONSTRAINT "lawyers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promissory_notes" ADD CONSTRAINT "promissory_notes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promissory_notes" ADD CONSTRAINT "promissory_notes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promissory_notes" ADD CONSTRAINT "promissory_notes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promissory_notes" ADD CONSTRAINT "promissory_notes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deleted_promissory_notes" ADD CONSTRAINT "deleted_promissory_notes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deleted_promissory_notes" ADD CONSTRAINT "deleted_promissory_notes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deleted_promissory_notes" ADD CONSTRAINT "deleted_promissory_notes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deleted_promissory_notes" ADD CONSTRAINT "deleted_promissory_notes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_definitions" ADD CONSTRAINT "invoice_definitions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lawyers_school_idx" ON "lawyers" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "lawyers_school_name_idx" ON "lawyers" USING btree ("school_id","name");
--> statement-breakpoint
CREATE INDEX "companies_school_idx" ON "companies" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "companies_school_title_idx" ON "companies" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "promissory_notes_school_idx" ON "promissory_notes" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "promissory_notes_season_idx" ON "promissory_notes" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "promissory_notes_studentId_idx" ON "promissory_notes" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "promissory_notes_courseId_idx" ON "promissory_notes" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "promissory_notes_school_promissoryDate_idx" ON "promissory_notes" USING btree ("school_id","promissory_date");
--> statement-breakpoint
CREATE INDEX "promissory_notes_school_promissoryNo_idx" ON "promissory_notes" USING btree ("school_id","promissory_no");
--> statement-breakpoint
CREATE INDEX "promissory_notes_school_amount_idx" ON "promissory_notes" USING btree ("school_id","amount");
--> statement-breakpoint
CREATE INDEX "deleted_promissory_notes_school_idx" ON "deleted_promissory_notes" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "deleted_promissory_notes_season_idx" ON "deleted_promissory_notes" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "deleted_promissory_notes_studentId_idx" ON "deleted_promissory_notes" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "deleted_promissory_notes_courseId_idx" ON "deleted_promissory_notes" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "deleted_promissory_notes_school_deletedDate_idx" ON "deleted_promissory_notes" USING btree ("school_id","deleted_date");
--> statement-breakpoint
CREATE INDEX "deleted_promissory_notes_school_promissoryDate_idx" ON "deleted_promissory_notes" USING btree ("school_id","promissory_date");
--> statement-breakpoint
CREATE INDEX "invoice_definitions_schoolId_idx" ON "invoice_definitions" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_definitions_schoolId_serial_key" ON "invoice_definitions" USING btree ("school_id","serial");
--> statement-breakpoint
CREATE INDEX "invoice_definitions_schoolId_serial_idx" ON "invoice_definitions" USING btree ("school_id","serial");
--> statement-breakpoint
CREATE INDEX "invoices_schoolId_idx" ON "invoices" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "invoices_seasonId_idx" ON "invoices" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "invoices_studentId_idx" ON "invoices" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_schoolId_invoiceSerial_invoiceNumber_key" ON "invoices" USING btree ("school_id","invoice_serial","invoice_number");
--> statement-breakpoint
CREATE INDEX "invoices_schoolId_invoiceDate_idx" ON "invoices" USING btree ("school_id","invoice_date");
--> statement-breakpoint
CREATE INDEX "invoices_schoolId_invoiceNumber_idx" ON "invoices" USING btree ("school_id","invoice_number");
--> statement-breakpoint
CREATE INDEX "invoices_schoolId_invoiceAmount_idx" ON "invoices" USING btree ("school_id","invoice_amount");
