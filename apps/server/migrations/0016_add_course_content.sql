CREATE TABLE "course_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"group_name" text,
	"title" text NOT NULL,
	"thumb" text,
	"video" text,
	"video_length" integer,
	"is_preview" boolean DEFAULT false,
	"short_id" text,
	"assets_zip" text,
	"user_id" integer,
	"course_id" integer NOT NULL,
	"batch_id" integer,
	"class_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "course_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"lecture_name" text NOT NULL,
	"lecture_file" text,
	"course_id" integer NOT NULL,
	"batch_id" integer,
	"class_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_assets" ADD CONSTRAINT "course_assets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_assets" ADD CONSTRAINT "course_assets_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_assets" ADD CONSTRAINT "course_assets_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "course_videos_school_idx" ON "course_videos" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "course_videos_userId_idx" ON "course_videos" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "course_videos_courseId_idx" ON "course_videos" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "course_videos_classId_idx" ON "course_videos" USING btree ("class_id");
--> statement-breakpoint
CREATE INDEX "course_videos_school_title_idx" ON "course_videos" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "course_videos_school_groupName_idx" ON "course_videos" USING btree ("school_id","group_name");
--> statement-breakpoint
CREATE INDEX "course_assets_school_idx" ON "course_assets" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "course_assets_courseId_idx" ON "course_assets" USING btree ("course_id");
--> statement-breakpoint
CREATE INDEX "course_assets_classId_idx" ON "course_assets" USING btree ("class_id");
--> statement-breakpoint
CREATE INDEX "course_assets_school_lectureName_idx" ON "course_assets" USING btree ("school_id","lecture_name");
