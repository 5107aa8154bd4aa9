CREATE TABLE "health_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"blood_group_id" integer,
	"conditions" text,
	"emergency_instructions" text,
	"doctor_name" text,
	"doctor_phone" text,
	"insurance_provider" text,
	"insurance_number" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "health_allergies" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"allergen" text NOT NULL,
	"severity" text NOT NULL,
	"reaction" text,
	"allergy_action" text,
	"reported_by_parent" boolean DEFAULT false,
	"confirmed" boolean DEFAULT true,
	"reported_by_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "health_medications" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"medication" text NOT NULL,
	"dosage" text,
	"medication_times" text,
	"given_at_school" boolean DEFAULT false,
	"reported_by_parent" boolean DEFAULT false,
	"confirmed" boolean DEFAULT true,
	"reported_by_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "immunisation_doses" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"vaccine" text NOT NULL,
	"dose_number" integer NOT NULL,
	"given_on" date NOT NULL,
	"batch_number" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "nurse_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"visited_at" timestamp NOT NULL,
	"complaint" text NOT NULL,
	"treatment" text,
	"visit_outcome" text NOT NULL,
	"parent_notified" boolean DEFAULT false,
	"nurse_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "medication_givings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"medication_given_id" integer NOT NULL,
	"given_at" timestamp NOT NULL,
	"giving_note" text,
	"administered_by_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "staff_duties" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"duty" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_blood_group_id_blood_groups_id_fk" FOREIGN KEY ("blood_group_id") REFERENCES "public"."blood_groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "health_allergies" ADD CONSTRAINT "health_allergies_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "health_allergies" ADD CONSTRAINT "health_allergies_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "health_allergies" ADD CONSTRAINT "health_allergies_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "health_medications" ADD CONSTRAINT "health_medications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "health_medications" ADD CONSTRAINT "health_medications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "health_medications" ADD CONSTRAINT "health_medications_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "immunisation_doses" ADD CONSTRAINT "immunisation_doses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "immunisation_doses" ADD CONSTRAINT "immunisation_doses_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nurse_visits" ADD CONSTRAINT "nurse_visits_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nurse_visits" ADD CONSTRAINT "nurse_visits_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nurse_visits" ADD CONSTRAINT "nurse_visits_nurse_id_users_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "medication_givings" ADD CONSTRAINT "medication_givings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "medication_givings" ADD CONSTRAINT "medication_givings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "medication_givings" ADD CONSTRAINT "medication_givings_medication_given_id_health_medications_id_fk" FOREIGN KEY ("medication_given_id") REFERENCES "public"."health_medications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "medication_givings" ADD CONSTRAINT "medication_givings_administered_by_id_users_id_fk" FOREIGN KEY ("administered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_duties" ADD CONSTRAINT "staff_duties_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_duties" ADD CONSTRAINT "staff_duties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "health_records_school_idx" ON "health_records" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "health_records_student_idx" ON "health_records" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "health_records_bloodGroup_idx" ON "health_records" USING btree ("blood_group_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "health_records_student_key" ON "health_records" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "health_records_school_id_idx" ON "health_records" USING btree ("school_id","id");
--> statement-breakpoint
CREATE INDEX "health_allergies_school_idx" ON "health_allergies" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "health_allergies_student_idx" ON "health_allergies" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "health_allergies_reportedBy_idx" ON "health_allergies" USING btree ("reported_by_id");
--> statement-breakpoint
CREATE INDEX "health_allergies_school_allergen_idx" ON "health_allergies" USING btree ("school_id","allergen");
--> statement-breakpoint
CREATE INDEX "health_medications_school_idx" ON "health_medications" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "health_medications_student_idx" ON "health_medications" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "health_medications_reportedBy_idx" ON "health_medications" USING btree ("reported_by_id");
--> statement-breakpoint
CREATE INDEX "health_medications_school_medication_idx" ON "health_medications" USING btree ("school_id","medication");
--> statement-breakpoint
CREATE INDEX "immunisation_doses_school_idx" ON "immunisation_doses" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "immunisation_doses_student_idx" ON "immunisation_doses" USING btree ("student_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "immunisation_doses_student_vaccine_doseNumber_key" ON "immunisation_doses" USING btree ("student_id","vaccine","dose_number");
--> statement-breakpoint
CREATE INDEX "immunisation_doses_school_givenOn_idx" ON "immunisation_doses" USING btree ("school_id","given_on");
--> statement-breakpoint
CREATE INDEX "nurse_visits_school_idx" ON "nurse_visits" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "nurse_visits_student_idx" ON "nurse_visits" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "nurse_visits_nurse_idx" ON "nurse_visits" USING btree ("nurse_id");
--> statement-breakpoint
CREATE INDEX "nurse_visits_school_visitedAt_idx" ON "nurse_visits" USING btree ("school_id","visited_at");
--> statement-breakpoint
CREATE INDEX "medication_givings_school_idx" ON "medication_givings" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "medication_givings_student_idx" ON "medication_givings" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "medication_givings_medicationGiven_idx" ON "medication_givings" USING btree ("medication_given_id");
--> statement-breakpoint
CREATE INDEX "medication_givings_administeredBy_idx" ON "medication_givings" USING btree ("administered_by_id");
--> statement-breakpoint
CREATE INDEX "medication_givings_school_givenAt_idx" ON "medication_givings" USING btree ("school_id","given_at");
--> statement-breakpoint
CREATE INDEX "staff_duties_school_idx" ON "staff_duties" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "staff_duties_user_idx" ON "staff_duties" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_duties_school_user_duty_key" ON "staff_duties" USING btree ("school_id","user_id","duty");
--> statement-breakpoint
CREATE INDEX "staff_duties_school_duty_idx" ON "staff_duties" USING btree ("school_id","duty");
