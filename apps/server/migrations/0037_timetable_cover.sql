CREATE TABLE "teacher_absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"teacher" integer NOT NULL,
	"absence_date" date NOT NULL,
	"all_day" boolean DEFAULT true,
	"from_time" time,
	"to_time" time,
	"reason_kind" text NOT NULL,
	"note" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "lesson_covers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"cover_date" date NOT NULL,
	"absent_teacher" integer NOT NULL,
	"substitute" integer NOT NULL,
	"assigned_by_id" integer,
	"assigned_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "teacher_absences" ADD CONSTRAINT "teacher_absences_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "teacher_absences" ADD CONSTRAINT "teacher_absences_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "teacher_absences" ADD CONSTRAINT "teacher_absences_teacher_users_id_fk" FOREIGN KEY ("teacher") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lesson_covers" ADD CONSTRAINT "lesson_covers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lesson_covers" ADD CONSTRAINT "lesson_covers_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lesson_covers" ADD CONSTRAINT "lesson_covers_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lesson_covers" ADD CONSTRAINT "lesson_covers_absent_teacher_users_id_fk" FOREIGN KEY ("absent_teacher") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lesson_covers" ADD CONSTRAINT "lesson_covers_substitute_users_id_fk" FOREIGN KEY ("substitute") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lesson_covers" ADD CONSTRAINT "lesson_covers_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "teacher_absences_school_idx" ON "teacher_absences" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "teacher_absences_season_idx" ON "teacher_absences" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "teacher_absences_teacher_idx" ON "teacher_absences" USING btree ("teacher");
--> statement-breakpoint
CREATE INDEX "teacher_absences_school_absenceDate_idx" ON "teacher_absences" USING btree ("school_id","absence_date");
--> statement-breakpoint
CREATE INDEX "lesson_covers_school_idx" ON "lesson_covers" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "lesson_covers_season_idx" ON "lesson_covers" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "lesson_covers_schedule_idx" ON "lesson_covers" USING btree ("schedule_id");
--> statement-breakpoint
CREATE INDEX "lesson_covers_absentTeacher_idx" ON "lesson_covers" USING btree ("absent_teacher");
--> statement-breakpoint
CREATE INDEX "lesson_covers_substitute_idx" ON "lesson_covers" USING btree ("substitute");
--> statement-breakpoint
CREATE INDEX "lesson_covers_assignedBy_idx" ON "lesson_covers" USING btree ("assigned_by_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_covers_schedule_key" ON "lesson_covers" USING btree ("schedule_id");
--> statement-breakpoint
CREATE INDEX "lesson_covers_school_coverDate_idx" ON "lesson_covers" USING btree ("school_id","cover_date");
