CREATE TABLE "counselling_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"session_date" date NOT NULL,
	"session_kind" text NOT NULL,
	"session_notes" text,
	"counsellor_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "guidance_referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"referral_reason" text NOT NULL,
	"referred_by_id" integer,
	"referred_on" date,
	"referral_status" text DEFAULT 'open',
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "referral_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"referral" integer NOT NULL,
	"student_id" integer NOT NULL,
	"followed_up_on" date NOT NULL,
	"follow_up_note" text NOT NULL,
	"counsellor_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "support_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"plan_goals" text NOT NULL,
	"plan_notes" text,
	"plan_start" date NOT NULL,
	"plan_review_due" date,
	"plan_status" text DEFAULT 'active',
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "plan_accommodations" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"plan" integer NOT NULL,
	"student_id" integer NOT NULL,
	"accommodation_kind" text NOT NULL,
	"accommodation_detail" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "plan_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"plan" integer NOT NULL,
	"student_id" integer NOT NULL,
	"reviewed_on" date NOT NULL,
	"review_note" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "career_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"career_interests" text NOT NULL,
	"career_notes" text,
	"recorded_on" date NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "university_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"university" text NOT NULL,
	"programme" text NOT NULL,
	"applied_on" date,
	"application_result" text DEFAULT 'planned',
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "counselling_sessions" ADD CONSTRAINT "counselling_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "counselling_sessions" ADD CONSTRAINT "counselling_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "counselling_sessions" ADD CONSTRAINT "counselling_sessions_counsellor_id_users_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "guidance_referrals" ADD CONSTRAINT "guidance_referrals_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "guidance_referrals" ADD CONSTRAINT "guidance_referrals_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "guidance_referrals" ADD CONSTRAINT "guidance_referrals_referred_by_id_users_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "referral_follow_ups" ADD CONSTRAINT "referral_follow_ups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "referral_follow_ups" ADD CONSTRAINT "referral_follow_ups_referral_guidance_referrals_id_fk" FOREIGN KEY ("referral") REFERENCES "public"."guidance_referrals"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "referral_follow_ups" ADD CONSTRAINT "referral_follow_ups_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "referral_follow_ups" ADD CONSTRAINT "referral_follow_ups_counsellor_id_users_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "support_plans" ADD CONSTRAINT "support_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "support_plans" ADD CONSTRAINT "support_plans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_accommodations" ADD CONSTRAINT "plan_accommodations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_accommodations" ADD CONSTRAINT "plan_accommodations_plan_support_plans_id_fk" FOREIGN KEY ("plan") REFERENCES "public"."support_plans"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_accommodations" ADD CONSTRAINT "plan_accommodations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_reviews" ADD CONSTRAINT "plan_reviews_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_reviews" ADD CONSTRAINT "plan_reviews_plan_support_plans_id_fk" FOREIGN KEY ("plan") REFERENCES "public"."support_plans"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_reviews" ADD CONSTRAINT "plan_reviews_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "career_records" ADD CONSTRAINT "career_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "career_records" ADD CONSTRAINT "career_records_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "university_applications" ADD CONSTRAINT "university_applications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "university_applications" ADD CONSTRAINT "university_applications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "counselling_sessions_school_idx" ON "counselling_sessions" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "counselling_sessions_student_idx" ON "counselling_sessions" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "counselling_sessions_counsellor_idx" ON "counselling_sessions" USING btree ("counsellor_id");
--> statement-breakpoint
CREATE INDEX "counselling_sessions_school_sessionDate_idx" ON "counselling_sessions" USING btree ("school_id","session_date");
--> statement-breakpoint
CREATE INDEX "guidance_referrals_school_idx" ON "guidance_referrals" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "guidance_referrals_student_idx" ON "guidance_referrals" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "guidance_referrals_referredBy_idx" ON "guidance_referrals" USING btree ("referred_by_id");
--> statement-breakpoint
CREATE INDEX "guidance_referrals_school_referredOn_idx" ON "guidance_referrals" USING btree ("school_id","referred_on");
--> statement-breakpoint
CREATE INDEX "guidance_referrals_school_id_idx" ON "guidance_referrals" USING btree ("school_id","id");
--> statement-breakpoint
CREATE INDEX "referral_follow_ups_school_idx" ON "referral_follow_ups" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "referral_follow_ups_referral_idx" ON "referral_follow_ups" USING btree ("referral");
--> statement-breakpoint
CREATE INDEX "referral_follow_ups_student_idx" ON "referral_follow_ups" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "referral_follow_ups_counsellor_idx" ON "referral_follow_ups" USING btree ("counsellor_id");
--> statement-breakpoint
CREATE INDEX "referral_follow_ups_school_followedUpOn_idx" ON "referral_follow_ups" USING btree ("school_id","followed_up_on");
--> statement-breakpoint
CREATE INDEX "support_plans_school_idx" ON "support_plans" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "support_plans_student_idx" ON "support_plans" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "support_plans_school_planStart_idx" ON "support_plans" USING btree ("school_id","plan_start");
--> statement-breakpoint
CREATE INDEX "plan_accommodations_school_idx" ON "plan_accommodations" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "plan_accommodations_plan_idx" ON "plan_accommodations" USING btree ("plan");
--> statement-breakpoint
CREATE INDEX "plan_accommodations_student_idx" ON "plan_accommodations" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "plan_accommodations_school_id_idx" ON "plan_accommodations" USING btree ("school_id","id");
--> statement-breakpoint
CREATE INDEX "plan_reviews_school_idx" ON "plan_reviews" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "plan_reviews_plan_idx" ON "plan_reviews" USING btree ("plan");
--> statement-breakpoint
CREATE INDEX "plan_reviews_student_idx" ON "plan_reviews" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "plan_reviews_school_reviewedOn_idx" ON "plan_reviews" USING btree ("school_id","reviewed_on");
--> statement-breakpoint
CREATE INDEX "career_records_school_idx" ON "career_records" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "career_records_student_idx" ON "career_records" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "career_records_school_recordedOn_idx" ON "career_records" USING btree ("school_id","recorded_on");
--> statement-breakpoint
CREATE INDEX "university_applications_school_idx" ON "university_applications" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "university_applications_student_idx" ON "university_applications" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "university_applications_school_appliedOn_idx" ON "university_applications" USING btree ("school_id","applied_on");
--> statement-breakpoint
CREATE INDEX "university_applications_school_university_idx" ON "university_applications" USING btree ("school_id","university");
