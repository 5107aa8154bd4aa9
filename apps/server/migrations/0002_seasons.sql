CREATE TABLE "databases" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"name" text,
	"is_created" boolean DEFAULT false,
	"provisioned_at" timestamp,
	"last_error" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"title" text NOT NULL,
	"code" text,
	"grade_level_id" integer,
	"weekly_hours" integer DEFAULT 0,
	"credit" integer,
	"description" text,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"locked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);

--> statement-breakpoint
ALTER TABLE "databases" ADD CONSTRAINT "databases_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "databases" ADD CONSTRAINT "databases_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "databases_school_idx" ON "databases" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "databases_season_idx" ON "databases" USING btree ("season_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "databases_season_key" ON "databases" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "databases_school_name_idx" ON "databases" USING btree ("school_id","name");
--> statement-breakpoint
CREATE INDEX "courses_school_idx" ON "courses" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "courses_season_idx" ON "courses" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "courses_gradeLevel_idx" ON "courses" USING btree ("grade_level_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "courses_season_code_key" ON "courses" USING btree ("season_id","code");
--> statement-breakpoint
CREATE INDEX "courses_school_title_idx" ON "courses" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "courses_school_code_idx" ON "courses" USING btree ("school_id","code");
--> statement-breakpoint
CREATE INDEX "courses_school_weeklyHours_idx" ON "courses" USING btree ("school_id","weekly_hours");
--> statement-breakpoint
CREATE INDEX "jobs_pending_run_at_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."state" = 'pending';
--> statement-breakpoint
CREATE INDEX "jobs_task_state_idx" ON "jobs" USING btree ("task","state");
