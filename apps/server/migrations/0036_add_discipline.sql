CREATE TABLE "discipline_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"severity" text NOT NULL,
	"default_points" integer DEFAULT 0,
	"default_action_kind" text,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "discipline_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"occurred_at" timestamp NOT NULL,
	"place" text,
	"description" text,
	"description_internal" boolean DEFAULT false,
	"code" integer NOT NULL,
	"reported_by_id" integer,
	"incident_status" text DEFAULT 'open',
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "incident_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"incident" integer NOT NULL,
	"student_id" integer NOT NULL,
	"role" text NOT NULL,
	"points" integer,
	"notify_parents" boolean DEFAULT false,
	"parents_notified_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "discipline_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"incident_student" integer NOT NULL,
	"action_kind" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"action_status" text DEFAULT 'planned',
	"follow_up" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "discipline_codes" ADD CONSTRAINT "discipline_codes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discipline_incidents" ADD CONSTRAINT "discipline_incidents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discipline_incidents" ADD CONSTRAINT "discipline_incidents_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discipline_incidents" ADD CONSTRAINT "discipline_incidents_code_discipline_codes_id_fk" FOREIGN KEY ("code") REFERENCES "public"."discipline_codes"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discipline_incidents" ADD CONSTRAINT "discipline_incidents_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incident_students" ADD CONSTRAINT "incident_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incident_students" ADD CONSTRAINT "incident_students_incident_discipline_incidents_id_fk" FOREIGN KEY ("incident") REFERENCES "public"."discipline_incidents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "incident_students" ADD CONSTRAINT "incident_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discipline_actions" ADD CONSTRAINT "discipline_actions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discipline_actions" ADD CONSTRAINT "discipline_actions_incident_student_incident_students_id_fk" FOREIGN KEY ("incident_student") REFERENCES "public"."incident_students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "discipline_codes_school_idx" ON "discipline_codes" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "discipline_codes_school_code_key" ON "discipline_codes" USING btree ("school_id","code");
--> statement-breakpoint
CREATE INDEX "discipline_codes_school_code_idx" ON "discipline_codes" USING btree ("school_id","code");
--> statement-breakpoint
CREATE INDEX "discipline_codes_school_title_idx" ON "discipline_codes" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "discipline_codes_school_defaultPoints_idx" ON "discipline_codes" USING btree ("school_id","default_points");
--> statement-breakpoint
CREATE INDEX "discipline_incidents_school_idx" ON "discipline_incidents" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "discipline_incidents_season_idx" ON "discipline_incidents" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "discipline_incidents_code_idx" ON "discipline_incidents" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "discipline_incidents_reportedBy_idx" ON "discipline_incidents" USING btree ("reported_by_id");
--> statement-breakpoint
CREATE INDEX "discipline_incidents_school_occurredAt_idx" ON "discipline_incidents" USING btree ("school_id","occurred_at");
--> statement-breakpoint
CREATE INDEX "incident_students_school_idx" ON "incident_students" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "incident_students_incident_idx" ON "incident_students" USING btree ("incident");
--> statement-breakpoint
CREATE INDEX "incident_students_studentId_idx" ON "incident_students" USING btree ("student_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "incident_students_incident_studentId_key" ON "incident_students" USING btree ("incident","student_id");
--> statement-breakpoint
CREATE INDEX "discipline_actions_school_idx" ON "discipline_actions" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "discipline_actions_incidentStudent_idx" ON "discipline_actions" USING btree ("incident_student");
--> statement-breakpoint
CREATE INDEX "discipline_actions_school_startDate_idx" ON "discipline_actions" USING btree ("school_id","start_date");
