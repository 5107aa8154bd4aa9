CREATE TABLE "fee_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"max_independent_discount" numeric(14, 2) DEFAULT '0.00',
	"min_enrollment_fee" numeric(14, 2) DEFAULT '0.00',
	"max_installment_count" integer DEFAULT 0,
	"min_down_payment" numeric(14, 2) DEFAULT '0.00',
	"min_installment_amount" numeric(14, 2) DEFAULT '0.00',
	"max_installment_date" date,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "student_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"fee_name" text NOT NULL,
	"fee_amount" numeric(14, 2) NOT NULL,
	"course_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "installments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer,
	"installment_no" integer DEFAULT 0,
	"installment_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"is_down_payment" boolean DEFAULT false,
	"is_done_payment" boolean DEFAULT false,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "student_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"payment_amount" numeric(14, 2) NOT NULL,
	"payment_date" date NOT NULL,
	"description" text,
	"payment_type" text DEFAULT 'cash',
	"bank_id" integer,
	"installments" jsonb,
	"installment_id" integer DEFAULT 0,
	"user_id" integer,
	"is_down_payment" boolean DEFAULT false,
	"committer" text,
	"course_id" integer,
	"is_refund" boolean DEFAULT false,
	"refund_of" integer,
	"last_updater" text,
	"invoice_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"receipt_number" integer,
	"student_id" integer NOT NULL,
	"receipt_date" date NOT NULL,
	"receipt_amount" numeric(14, 2) NOT NULL,
	"payment_id" integer NOT NULL,
	"course_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "payment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"installment_id" integer,
	"installment_date" date,
	"amount" numeric(14, 2) DEFAULT '0.00',
	"course_id" integer,
	"previous_month" boolean DEFAULT false,
	"this_month" boolean DEFAULT false,
	"next_month" boolean DEFAULT false,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"discount_name" text NOT NULL,
	"discount_percentage" numeric(5, 4),
	"discount_amount" numeric(14, 2),
	"auto_apply" boolean DEFAULT false,
	"independent" boolean DEFAULT false,
	"start_date" date,
	"end_date" date,
	"course_id" integer,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "discount_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"criteria_name" text NOT NULL,
	"criteria_percentage" numeric(5, 2),
	"discount_id" integer,
	"description" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "scholarship_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"scholarship_percentage" numeric(5, 4),
	"scholarship_amount" numeric(14, 2),
	"description" text,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "student_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"discount_id" integer,
	"scholarship_id" integer,
	"discount_type" text DEFAULT 'amount',
	"discount_amount" numeric(14, 2),
	"is_scholarship" boolean DEFAULT false,
	"course_id" integer,
	"added_by_id" integer,
	"added_at" date,
	"description" text,
	"document" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "student_scholarships" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"scholarship_definition_id" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	"description" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "fee_settings" ADD CONSTRAINT "fee_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fee_settings" ADD CONSTRAINT "fee_settings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_fees" ADD CONSTRAINT "student_fees_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_fees" ADD CONSTRAINT "student_fees_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_fees" ADD CONSTRAINT "student_fees_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_fees" ADD CONSTRAINT "student_fees_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_bank_id_bank_accounts_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_student_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."student_payments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_payment_id_student_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."student_payments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_installment_id_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."installments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_criteria" ADD CONSTRAINT "discount_criteria_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_criteria" ADD CONSTRAINT "discount_criteria_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "scholarship_definitions" ADD CONSTRAINT "scholarship_definitions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_discounts" ADD CONSTRAINT "student_discounts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_discounts" ADD CONSTRAINT "student_discounts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_discounts" ADD CONSTRAINT "student_discounts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_discounts" ADD CONSTRAINT "student_discounts_scholarship_id_scholarship_definitions_id_fk" FOREIGN KEY ("scholarship_id") REFERENCES "public"."scholarship_definitions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_discounts" ADD CONSTRAINT "student_discounts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_discounts" ADD CONSTRAINT "student_discounts_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_scholarships" ADD CONSTRAINT "student_scholarships_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_scholarships" ADD CONSTRAINT "student_scholarships_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_scholarships" ADD CONSTRAINT "student_scholarships_scholarship_definition_id_scholarship_definitions_id_fk" FOREIGN KEY ("scholarship_definition_id") REFERENCES "public"."scholarship_definitions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "fee_settings_school_idx" ON "fee_settings" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "fee_settings_season_idx" ON "fee_settings" USING btree ("season_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "fee_settings_school_season_key" ON "fee_settings" USING btree ("school_id","season_id");
--> statement-breakpoint
CREATE INDEX "student_fees_school_idx" ON "student_fees" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "student_fees_season_idx" ON "student_fees" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "student_fees_studentId_idx" ON "student_fees" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "student_fees_courseId_idx" ON "student_fees" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "student_fees_school_feeName_idx" ON "student_fees" USING btree ("school_id","fee_name");
--> statement-breakpoint
CREATE INDEX "student_fees_school_feeAmount_idx" ON "student_fees" USING btree ("school_id","fee_amount");
--> statement-breakpoint
CREATE INDEX "installments_school_idx" ON "installments" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "installments_season_idx" ON "installments" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "installments_studentId_idx" ON "installments" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "installments_courseId_idx" ON "installments" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "installments_school_installmentDate_idx" ON "installments" USING btree ("school_id","installment_date");
--> statement-breakpoint
CREATE INDEX "installments_school_installmentNo_idx" ON "installments" USING btree ("school_id","installment_no");
--> statement-breakpoint
CREATE INDEX "installments_school_amount_idx" ON "installments" USING btree ("school_id","amount");
--> statement-breakpoint
CREATE INDEX "student_payments_schoolId_idx" ON "student_payments" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "student_payments_season_idx" ON "student_payments" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "student_payments_studentId_idx" ON "student_payments" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "student_payments_bankId_idx" ON "student_payments" USING btree ("bank_id");
--> statement-breakpoint
CREATE INDEX "student_payments_userId_idx" ON "student_payments" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "student_payments_courseId_idx" ON "student_payments" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "student_payments_schoolId_paymentDate_idx" ON "student_payments" USING btree ("school_id","payment_date");
--> statement-breakpoint
CREATE INDEX "student_payments_schoolId_paymentAmount_idx" ON "student_payments" USING btree ("school_id","payment_amount");
--> statement-breakpoint
CREATE INDEX "receipts_school_idx" ON "receipts" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "receipts_season_idx" ON "receipts" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "receipts_studentId_idx" ON "receipts" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "receipts_paymentId_idx" ON "receipts" USING btree ("payment_id");
--> statement-breakpoint
CREATE INDEX "receipts_courseId_idx" ON "receipts" USING btree ("course_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_school_receiptNumber_key" ON "receipts" USING btree ("school_id","receipt_number");
--> statement-breakpoint
CREATE INDEX "receipts_school_receiptNumber_idx" ON "receipts" USING btree ("school_id","receipt_number");
--> statement-breakpoint
CREATE INDEX "receipts_school_receiptDate_idx" ON "receipts" USING btree ("school_id","receipt_date");
--> statement-breakpoint
CREATE INDEX "payment_reports_schoolId_idx" ON "payment_reports" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "payment_reports_season_idx" ON "payment_reports" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "payment_reports_studentId_idx" ON "payment_reports" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "payment_reports_paymentId_idx" ON "payment_reports" USING btree ("payment_id");
--> statement-breakpoint
CREATE INDEX "payment_reports_installmentId_idx" ON "payment_reports" USING btree ("installment_id");
--> statement-breakpoint
CREATE INDEX "payment_reports_courseId_idx" ON "payment_reports" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "payment_reports_schoolId_installmentDate_idx" ON "payment_reports" USING btree ("school_id","installment_date");
--> statement-breakpoint
CREATE INDEX "discounts_school_idx" ON "discounts" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "discounts_courseId_idx" ON "discounts" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "discounts_school_discountName_idx" ON "discounts" USING btree ("school_id","discount_name");
--> statement-breakpoint
CREATE INDEX "discount_criteria_school_idx" ON "discount_criteria" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "discount_criteria_discountId_idx" ON "discount_criteria" USING btree ("discount_id");
--> statement-breakpoint
CREATE INDEX "discount_criteria_school_criteriaName_idx" ON "discount_criteria" USING btree ("school_id","criteria_name");
--> statement-breakpoint
CREATE INDEX "scholarship_definitions_school_idx" ON "scholarship_definitions" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "scholarship_definitions_school_title_idx" ON "scholarship_definitions" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "student_discounts_school_idx" ON "student_discounts" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "student_discounts_studentId_idx" ON "student_discounts" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "student_discounts_discount_idx" ON "student_discounts" USING btree ("discount_id");
--> statement-breakpoint
CREATE INDEX "student_discounts_scholarship_idx" ON "student_discounts" USING btree ("scholarship_id");
--> statement-breakpoint
CREATE INDEX "student_discounts_courseId_idx" ON "student_discounts" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "student_discounts_addedBy_idx" ON "student_discounts" USING btree ("added_by_id");
--> statement-breakpoint
CREATE INDEX "student_discounts_school_addedAt_idx" ON "student_discounts" USING btree ("school_id","added_at");
--> statement-breakpoint
CREATE INDEX "student_scholarships_school_idx" ON "student_scholarships" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "student_scholarships_studentId_idx" ON "student_scholarships" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "student_scholarships_scholarshipDefinitionId_idx" ON "student_scholarships" USING btree ("scholarship_definition_id");
--> statement-breakpoint
CREATE INDEX "student_scholarships_school_startDate_idx" ON "student_scholarships" USING btree ("school_id","start_date");
