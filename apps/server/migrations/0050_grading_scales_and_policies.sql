CREATE TABLE "grading_scales" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"scale_kind" text NOT NULL,
	"pass_mark" numeric(5, 2) NOT NULL,
	"rounding" text DEFAULT 'half_up',
	"decimals" integer DEFAULT 2,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "grading_scale_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"grading_scale_id" integer NOT NULL,
	"min_percent" numeric(5, 2) NOT NULL,
	"band_label" text NOT NULL,
	"gpa_points" numeric(4, 2),
	"passing" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "grading_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"grading_scale_id" integer NOT NULL,
	"grading_method" text NOT NULL,
	"missing_work" text DEFAULT 'zero',
	"late_penalty_per_day" numeric(5, 2) DEFAULT '0',
	"late_penalty_max" numeric(5, 2) DEFAULT '0',
	"is_default" boolean DEFAULT false,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "grading_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"grading_policy_id" integer NOT NULL,
	"title" text NOT NULL,
	"weight" integer NOT NULL,
	"drop_lowest" integer DEFAULT 0,
	"position" integer DEFAULT 0,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "grading_policy_id" integer;
--> statement-breakpoint
ALTER TABLE "grading_scales" ADD CONSTRAINT "grading_scales_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grading_scale_bands" ADD CONSTRAINT "grading_scale_bands_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grading_scale_bands" ADD CONSTRAINT "grading_scale_bands_grading_scale_id_grading_scales_id_fk" FOREIGN KEY ("grading_scale_id") REFERENCES "public"."grading_scales"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grading_policies" ADD CONSTRAINT "grading_policies_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grading_policies" ADD CONSTRAINT "grading_policies_grading_scale_id_grading_scales_id_fk" FOREIGN KEY ("grading_scale_id") REFERENCES "public"."grading_scales"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grading_categories" ADD CONSTRAINT "grading_categories_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grading_categories" ADD CONSTRAINT "grading_categories_grading_policy_id_grading_policies_id_fk" FOREIGN KEY ("grading_policy_id") REFERENCES "public"."grading_policies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "grading_scales_school_idx" ON "grading_scales" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "grading_scales_school_title_key" ON "grading_scales" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "grading_scales_school_title_idx" ON "grading_scales" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "grading_scale_bands_school_idx" ON "grading_scale_bands" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "grading_scale_bands_gradingScale_idx" ON "grading_scale_bands" USING btree ("grading_scale_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "grading_scale_bands_gradingScale_minPercent_key" ON "grading_scale_bands" USING btree ("grading_scale_id","min_percent");
--> statement-breakpoint
CREATE UNIQUE INDEX "grading_scale_bands_gradingScale_bandLabel_key" ON "grading_scale_bands" USING btree ("grading_scale_id","band_label");
--> statement-breakpoint
CREATE INDEX "grading_scale_bands_school_minPercent_idx" ON "grading_scale_bands" USING btree ("school_id","min_percent");
--> statement-breakpoint
CREATE INDEX "grading_policies_school_idx" ON "grading_policies" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "grading_policies_gradingScale_idx" ON "grading_policies" USING btree ("grading_scale_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "grading_policies_school_title_key" ON "grading_policies" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "grading_policies_school_title_idx" ON "grading_policies" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "grading_categories_school_idx" ON "grading_categories" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "grading_categories_gradingPolicy_idx" ON "grading_categories" USING btree ("grading_policy_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "grading_categories_gradingPolicy_title_key" ON "grading_categories" USING btree ("grading_policy_id","title");
--> statement-breakpoint
CREATE INDEX "grading_categories_school_position_idx" ON "grading_categories" USING btree ("school_id","position");
--> statement-breakpoint
CREATE INDEX "grading_categories_school_title_idx" ON "grading_categories" USING btree ("school_id","title");
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_grading_policy_id_grading_policies_id_fk" FOREIGN KEY ("grading_policy_id") REFERENCES "public"."grading_policies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "courses_gradingPolicy_idx" ON "courses" USING btree ("grading_policy_id");
