CREATE TABLE "grade_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"override_grade" text NOT NULL,
	"override_reason" text NOT NULL,
	"released_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "payment_gateways" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"gateway_provider" text DEFAULT 'standin' NOT NULL,
	"gateway_public_key" text,
	"gateway_secret_key" text,
	"gateway_webhook_secret" text,
	"gateway_secret_key_hint" text,
	"gateway_webhook_secret_hint" text,
	"gateway_webhook_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "online_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"checkout_reference" uuid DEFAULT gen_random_uuid() NOT NULL,
	"installments" jsonb,
	"checkout_amount" numeric(14, 2) NOT NULL,
	"currency" text,
	"gateway_provider" text NOT NULL,
	"gateway_checkout_id" text,
	"checkout_status" text DEFAULT 'pending' NOT NULL,
	"payment_id" integer,
	"receipt_id" integer,
	"started_by" integer,
	"settled_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "online_payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"gateway_provider" text NOT NULL,
	"gateway_event_id" text NOT NULL,
	"checkout_id" integer,
	"webhook_outcome" text NOT NULL,
	"event_amount" numeric(14, 2),
	"currency" text,
	"received_at" timestamp,
	"payment_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "grade_overrides" ADD CONSTRAINT "grade_overrides_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grade_overrides" ADD CONSTRAINT "grade_overrides_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grade_overrides" ADD CONSTRAINT "grade_overrides_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grade_overrides" ADD CONSTRAINT "grade_overrides_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD CONSTRAINT "payment_gateways_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_payment_id_student_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."student_payments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_payment_events" ADD CONSTRAINT "online_payment_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_payment_events" ADD CONSTRAINT "online_payment_events_checkout_id_online_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."online_checkouts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "grade_overrides_school_idx" ON "grade_overrides" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "grade_overrides_class_idx" ON "grade_overrides" USING btree ("class_id");
--> statement-breakpoint
CREATE INDEX "grade_overrides_course_idx" ON "grade_overrides" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "grade_overrides_student_idx" ON "grade_overrides" USING btree ("student_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "grade_overrides_class_course_student_key" ON "grade_overrides" USING btree ("class_id","course_id","student_id");
--> statement-breakpoint
CREATE INDEX "grade_overrides_school_releasedAt_idx" ON "grade_overrides" USING btree ("school_id","released_at");
--> statement-breakpoint
CREATE INDEX "payment_gateways_school_idx" ON "payment_gateways" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateways_school_key" ON "payment_gateways" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "payment_gateways_school_gatewayProvider_idx" ON "payment_gateways" USING btree ("school_id","gateway_provider");
--> statement-breakpoint
CREATE INDEX "online_checkouts_school_idx" ON "online_checkouts" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "online_checkouts_season_idx" ON "online_checkouts" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "online_checkouts_studentId_idx" ON "online_checkouts" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "online_checkouts_paymentId_idx" ON "online_checkouts" USING btree ("payment_id");
--> statement-breakpoint
CREATE INDEX "online_checkouts_receiptId_idx" ON "online_checkouts" USING btree ("receipt_id");
--> statement-breakpoint
CREATE INDEX "online_checkouts_startedBy_idx" ON "online_checkouts" USING btree ("started_by");
--> statement-breakpoint
CREATE UNIQUE INDEX "online_checkouts_checkoutReference_key" ON "online_checkouts" USING btree ("checkout_reference");
--> statement-breakpoint
CREATE UNIQUE INDEX "online_checkouts_paymentId_key" ON "online_checkouts" USING btree ("payment_id");
--> statement-breakpoint
CREATE INDEX "online_checkouts_school_createdAt_idx" ON "online_checkouts" USING btree ("school_id","created_at");
--> statement-breakpoint
CREATE INDEX "online_payment_events_school_idx" ON "online_payment_events" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "online_payment_events_checkoutId_idx" ON "online_payment_events" USING btree ("checkout_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_events_gatewayProvider_gatewayEventId_key" ON "online_payment_events" USING btree ("gateway_provider","gateway_event_id");
--> statement-breakpoint
CREATE INDEX "online_payment_events_school_receivedAt_idx" ON "online_payment_events" USING btree ("school_id","received_at");
