CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"form_type" text DEFAULT 'general',
	"fields" jsonb,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "form_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"public_link" text DEFAULT '',
	"public_token" text,
	"show_header" boolean DEFAULT true,
	"show_school_logo" boolean DEFAULT true,
	"show_school_name" boolean DEFAULT true,
	"show_form_name" boolean DEFAULT true,
	"show_countdown" boolean DEFAULT false,
	"end_date" timestamp,
	"show_total_application_count" boolean DEFAULT false,
	"show_footer" boolean DEFAULT true,
	"settings" jsonb,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"files" jsonb,
	"language" text,
	"admission_interview_id" integer,
	"submitted_at" timestamp NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"mail_subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "message_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"channel" text NOT NULL,
	"template_title" text NOT NULL,
	"recipient_source" text NOT NULL,
	"audience" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"send_state" text DEFAULT 'queued' NOT NULL,
	"created_by_id" integer,
	"finished_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "message_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"send" integer NOT NULL,
	"student_id" integer,
	"recipient_name" text NOT NULL,
	"address" text NOT NULL,
	"mail_subject" text,
	"body" text NOT NULL,
	"delivery_state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"sent_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "form_settings" ADD CONSTRAINT "form_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "form_settings" ADD CONSTRAINT "form_settings_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_admission_interview_id_admission_interviews_id_fk" FOREIGN KEY ("admission_interview_id") REFERENCES "public"."admission_interviews"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_send_message_sends_id_fk" FOREIGN KEY ("send") REFERENCES "public"."message_sends"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "forms_school_idx" ON "forms" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "forms_school_title_idx" ON "forms" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "form_settings_school_idx" ON "form_settings" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "form_settings_form_idx" ON "form_settings" USING btree ("form_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "form_settings_form_key" ON "form_settings" USING btree ("form_id");
--> statement-breakpoint
CREATE INDEX "form_submissions_school_idx" ON "form_submissions" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
--> statement-breakpoint
CREATE INDEX "form_submissions_admissionInterview_idx" ON "form_submissions" USING btree ("admission_interview_id");
--> statement-breakpoint
CREATE INDEX "form_submissions_school_submittedAt_idx" ON "form_submissions" USING btree ("school_id","submitted_at");
--> statement-breakpoint
CREATE INDEX "sms_templates_school_idx" ON "sms_templates" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "sms_templates_school_title_idx" ON "sms_templates" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "mail_templates_school_idx" ON "mail_templates" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "mail_templates_school_title_idx" ON "mail_templates" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "message_sends_school_idx" ON "message_sends" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "message_sends_createdBy_idx" ON "message_sends" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "message_sends_school_id_idx" ON "message_sends" USING btree ("school_id","id");
--> statement-breakpoint
CREATE INDEX "message_deliveries_school_idx" ON "message_deliveries" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "message_deliveries_send_idx" ON "message_deliveries" USING btree ("send");
--> statement-breakpoint
CREATE INDEX "message_deliveries_studentId_idx" ON "message_deliveries" USING btree ("student_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "message_deliveries_send_address_studentId_key" ON "message_deliveries" USING btree ("send","address","student_id");
--> statement-breakpoint
CREATE INDEX "message_deliveries_school_id_idx" ON "message_deliveries" USING btree ("school_id","id");
--> statement-breakpoint
CREATE INDEX "message_deliveries_school_sentAt_idx" ON "message_deliveries" USING btree ("school_id","sent_at");
