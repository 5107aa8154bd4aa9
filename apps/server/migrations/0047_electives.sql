CREATE TABLE "elective_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"block" text NOT NULL,
	"grade_level_id" integer,
	"capacity" integer NOT NULL,
	"sections" integer DEFAULT 1,
	"teacher_id" integer,
	"requests_open" date NOT NULL,
	"requests_close" date NOT NULL,
	"offer_summary" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "course_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"block" text,
	"rank" integer NOT NULL,
	"request_status" text DEFAULT 'requested',
	"section" integer,
	"waitlist_position" integer,
	"placed_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "elective_placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"seed" integer NOT NULL,
	"reset_placements" boolean DEFAULT false,
	"placed_count" integer NOT NULL,
	"waitlisted_count" integer NOT NULL,
	"placed_by_id" integer,
	"placed_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "elective_offers" ADD CONSTRAINT "elective_offers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "elective_offers" ADD CONSTRAINT "elective_offers_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "elective_offers" ADD CONSTRAINT "elective_offers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "elective_offers" ADD CONSTRAINT "elective_offers_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "elective_offers" ADD CONSTRAINT "elective_offers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_requests" ADD CONSTRAINT "course_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_requests" ADD CONSTRAINT "course_requests_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_requests" ADD CONSTRAINT "course_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_requests" ADD CONSTRAINT "course_requests_offer_id_elective_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."elective_offers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "elective_placements" ADD CONSTRAINT "elective_placements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "elective_placements" ADD CONSTRAINT "elective_placements_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "elective_placements" ADD CONSTRAINT "elective_placements_placed_by_id_users_id_fk" FOREIGN KEY ("placed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "elective_offers_school_idx" ON "elective_offers" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "elective_offers_season_idx" ON "elective_offers" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "elective_offers_course_idx" ON "elective_offers" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "elective_offers_gradeLevel_idx" ON "elective_offers" USING btree ("grade_level_id");
--> statement-breakpoint
CREATE INDEX "elective_offers_teacher_idx" ON "elective_offers" USING btree ("teacher_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "elective_offers_season_title_key" ON "elective_offers" USING btree ("season_id","title");
--> statement-breakpoint
CREATE INDEX "elective_offers_school_block_idx" ON "elective_offers" USING btree ("school_id","block");
--> statement-breakpoint
CREATE INDEX "elective_offers_school_title_idx" ON "elective_offers" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "elective_offers_school_requestsClose_idx" ON "elective_offers" USING btree ("school_id","requests_close");
--> statement-breakpoint
CREATE INDEX "course_requests_school_idx" ON "course_requests" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "course_requests_season_idx" ON "course_requests" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "course_requests_student_idx" ON "course_requests" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "course_requests_offer_idx" ON "course_requests" USING btree ("offer_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "course_requests_student_offer_key" ON "course_requests" USING btree ("student_id","offer_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "course_requests_student_block_rank_key" ON "course_requests" USING btree ("student_id","block","rank");
--> statement-breakpoint
CREATE INDEX "course_requests_school_block_idx" ON "course_requests" USING btree ("school_id","block");
--> statement-breakpoint
CREATE INDEX "course_requests_school_rank_idx" ON "course_requests" USING btree ("school_id","rank");
--> statement-breakpoint
CREATE INDEX "course_requests_school_waitlistPosition_idx" ON "course_requests" USING btree ("school_id","waitlist_position");
--> statement-breakpoint
CREATE INDEX "course_requests_school_section_idx" ON "course_requests" USING btree ("school_id","section");
--> statement-breakpoint
CREATE INDEX "course_requests_school_placedAt_idx" ON "course_requests" USING btree ("school_id","placed_at");
--> statement-breakpoint
CREATE INDEX "elective_placements_school_idx" ON "elective_placements" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "elective_placements_season_idx" ON "elective_placements" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "elective_placements_placedBy_idx" ON "elective_placements" USING btree ("placed_by_id");
--> statement-breakpoint
CREATE INDEX "elective_placements_school_placedAt_idx" ON "elective_placements" USING btree ("school_id","placed_at");
