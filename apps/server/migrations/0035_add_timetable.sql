CREATE TABLE "timetable_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"weekday" integer,
	"period_number" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'classroom',
	"capacity" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "timetable_teacher_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"max_per_day" integer,
	"max_in_a_row" integer,
	"unavailable" jsonb,
	"avoided" jsonb,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "timetable_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"periods_per_week" integer NOT NULL,
	"length" integer DEFAULT 1,
	"room_kind" text DEFAULT 'classroom',
	"combined_group" text,
	"fixed_starts" jsonb,
	"prefer_morning" boolean DEFAULT false,
	"not_same_day_as_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "timetable_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"time_limit" integer NOT NULL,
	"seed" integer NOT NULL,
	"hard_count" integer,
	"soft_score" integer,
	"result" jsonb,
	"report" jsonb,
	"problem" jsonb,
	"started_at" timestamp,
	"finished_at" timestamp,
	"requested_by_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "course_id" integer;
--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "room_id" integer;
--> statement-breakpoint
ALTER TABLE "timetable_periods" ADD CONSTRAINT "timetable_periods_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_periods" ADD CONSTRAINT "timetable_periods_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_teacher_rules" ADD CONSTRAINT "timetable_teacher_rules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_teacher_rules" ADD CONSTRAINT "timetable_teacher_rules_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_teacher_rules" ADD CONSTRAINT "timetable_teacher_rules_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_not_same_day_as_id_courses_id_fk" FOREIGN KEY ("not_same_day_as_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_runs" ADD CONSTRAINT "timetable_runs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_runs" ADD CONSTRAINT "timetable_runs_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timetable_runs" ADD CONSTRAINT "timetable_runs_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "timetable_periods_school_idx" ON "timetable_periods" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "timetable_periods_season_idx" ON "timetable_periods" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "timetable_periods_school_weekday_idx" ON "timetable_periods" USING btree ("school_id","weekday");
--> statement-breakpoint
CREATE INDEX "timetable_periods_school_periodNumber_idx" ON "timetable_periods" USING btree ("school_id","period_number");
--> statement-breakpoint
CREATE INDEX "rooms_school_idx" ON "rooms" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_school_name_key" ON "rooms" USING btree ("school_id","name");
--> statement-breakpoint
CREATE INDEX "rooms_school_name_idx" ON "rooms" USING btree ("school_id","name");
--> statement-breakpoint
CREATE INDEX "rooms_school_capacity_idx" ON "rooms" USING btree ("school_id","capacity");
--> statement-breakpoint
CREATE INDEX "timetable_teacher_rules_school_idx" ON "timetable_teacher_rules" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "timetable_teacher_rules_season_idx" ON "timetable_teacher_rules" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "timetable_teacher_rules_teacher_idx" ON "timetable_teacher_rules" USING btree ("teacher_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_teacher_rules_season_teacher_key" ON "timetable_teacher_rules" USING btree ("season_id","teacher_id");
--> statement-breakpoint
CREATE INDEX "timetable_lessons_school_idx" ON "timetable_lessons" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "timetable_lessons_season_idx" ON "timetable_lessons" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "timetable_lessons_classId_idx" ON "timetable_lessons" USING btree ("class_id");
--> statement-breakpoint
CREATE INDEX "timetable_lessons_course_idx" ON "timetable_lessons" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "timetable_lessons_teacher_idx" ON "timetable_lessons" USING btree ("teacher_id");
--> statement-breakpoint
CREATE INDEX "timetable_lessons_notSameDayAs_idx" ON "timetable_lessons" USING btree ("not_same_day_as_id");
--> statement-breakpoint
CREATE INDEX "timetable_lessons_school_periodsPerWeek_idx" ON "timetable_lessons" USING btree ("school_id","periods_per_week");
--> statement-breakpoint
CREATE INDEX "timetable_runs_school_idx" ON "timetable_runs" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "timetable_runs_season_idx" ON "timetable_runs" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "timetable_runs_requestedBy_idx" ON "timetable_runs" USING btree ("requested_by_id");
--> statement-breakpoint
CREATE INDEX "timetable_runs_school_startedAt_idx" ON "timetable_runs" USING btree ("school_id","started_at");
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "schedules_course_idx" ON "schedules" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "schedules_room_idx" ON "schedules" USING btree ("room_id");
