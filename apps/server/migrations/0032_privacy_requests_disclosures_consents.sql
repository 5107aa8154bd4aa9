CREATE TABLE "disclosures" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"client_kind" text NOT NULL,
	"client" text NOT NULL,
	"user_id" integer,
	"route" text NOT NULL,
	"record_count" integer DEFAULT 0 NOT NULL,
	"student_ids" jsonb NOT NULL,
	"at" timestamp NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer,
	"user_id" integer,
	"consent_kind" text NOT NULL,
	"given" boolean NOT NULL,
	"text_version" text NOT NULL,
	"given_by_id" integer,
	"at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "delete_personal_data_requests" ADD COLUMN "request_kind" text DEFAULT 'erasure';
--> statement-breakpoint
ALTER TABLE "delete_personal_data_requests" ADD COLUMN "request_status" text DEFAULT 'received';
--> statement-breakpoint
ALTER TABLE "delete_personal_data_requests" ADD COLUMN "due_date" date;
--> statement-breakpoint
ALTER TABLE "delete_personal_data_requests" ADD COLUMN "answered_date" date;
--> statement-breakpoint
ALTER TABLE "delete_personal_data_requests" ADD COLUMN "answer" text;
--> statement-breakpoint
ALTER TABLE "delete_personal_data_requests" ADD COLUMN "handled_by_id" integer;
--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_given_by_id_users_id_fk" FOREIGN KEY ("given_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "disclosures_school_idx" ON "disclosures" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "disclosures_user_idx" ON "disclosures" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "disclosures_school_at_idx" ON "disclosures" USING btree ("school_id","at");
--> statement-breakpoint
CREATE INDEX "consents_school_idx" ON "consents" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "consents_student_idx" ON "consents" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "consents_givenBy_idx" ON "consents" USING btree ("given_by_id");
--> statement-breakpoint
CREATE INDEX "consents_school_at_idx" ON "consents" USING btree ("school_id","at");
--> statement-breakpoint
ALTER TABLE "delete_personal_data_requests" ADD CONSTRAINT "delete_personal_data_requests_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "delete_personal_data_requests_handledBy_idx" ON "delete_personal_data_requests" USING btree ("handled_by_id");
--> statement-breakpoint
CREATE INDEX "delete_personal_data_requests_school_dueDate_idx" ON "delete_personal_data_requests" USING btree ("school_id","due_date");
--> statement-breakpoint
-- Requests filed before the deadline was tracked are due 30 days after their date too (KVKK art. 13).
UPDATE "delete_personal_data_requests" SET "due_date" = "requested_date" + 30 WHERE "due_date" IS NULL;
