CREATE TABLE "lti_tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"login_url" text NOT NULL,
	"launch_url" text NOT NULL,
	"jwks_url" text NOT NULL,
	"send_names" boolean DEFAULT true,
	"client_id" text,
	"deployment_id" text,
	"owner_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "lti_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"lti_tool_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "lti_launches" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
CREATE TABLE "lti_line_items" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"tool_id" integer NOT NULL,
	"link_id" integer,
	"resource_id" text,
	"tag" text,
	"start_date_time" text,
	"end_date_time" text
);

--> statement-breakpoint
CREATE TABLE "lti_platform_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_key" text NOT NULL,
	"public_jwk" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "lti_score_times" (
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"posted_at" timestamp (3) with time zone NOT NULL,
	"activity_progress" text NOT NULL,
	"grading_progress" text NOT NULL,
	CONSTRAINT "lti_score_times_assignment_id_student_id_pk" PRIMARY KEY("assignment_id","student_id")
);

--> statement-breakpoint
ALTER TABLE "lti_tools" ADD CONSTRAINT "lti_tools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_tools" ADD CONSTRAINT "lti_tools_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_links" ADD CONSTRAINT "lti_links_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_links" ADD CONSTRAINT "lti_links_lti_tool_id_lti_tools_id_fk" FOREIGN KEY ("lti_tool_id") REFERENCES "public"."lti_tools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_links" ADD CONSTRAINT "lti_links_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_links" ADD CONSTRAINT "lti_links_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_link_id_lti_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."lti_links"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_line_items" ADD CONSTRAINT "lti_line_items_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_line_items" ADD CONSTRAINT "lti_line_items_tool_id_lti_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."lti_tools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_line_items" ADD CONSTRAINT "lti_line_items_link_id_lti_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."lti_links"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_score_times" ADD CONSTRAINT "lti_score_times_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_score_times" ADD CONSTRAINT "lti_score_times_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lti_tools_school_idx" ON "lti_tools" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "lti_tools_owner_idx" ON "lti_tools" USING btree ("owner_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "lti_tools_clientId_key" ON "lti_tools" USING btree ("client_id");
--> statement-breakpoint
CREATE INDEX "lti_tools_school_title_idx" ON "lti_tools" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "lti_links_school_idx" ON "lti_links" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "lti_links_ltiTool_idx" ON "lti_links" USING btree ("lti_tool_id");
--> statement-breakpoint
CREATE INDEX "lti_links_class_idx" ON "lti_links" USING btree ("class_id");
--> statement-breakpoint
CREATE INDEX "lti_links_course_idx" ON "lti_links" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "lti_links_school_title_idx" ON "lti_links" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "lti_launches_expires_idx" ON "lti_launches" USING btree ("expires_at");
--> statement-breakpoint
CREATE INDEX "lti_line_items_tool_idx" ON "lti_line_items" USING btree ("tool_id");
