CREATE TABLE "feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"short_text" text,
	"content" text,
	"cover_picture" text,
	"files" jsonb,
	"tags" jsonb,
	"feed_type" text DEFAULT 'news',
	"url" text,
	"related" text,
	"comments_on" boolean DEFAULT true,
	"audiences" jsonb,
	"poster_id" integer,
	"posted_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "feed_likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"feed_id" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "feed_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"feed_id" integer NOT NULL,
	"comment" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "online_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"title" text NOT NULL,
	"class_id" integer NOT NULL,
	"teacher_id" integer,
	"starts_at" timestamp NOT NULL,
	"duration" integer DEFAULT 40 NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "online_class_attendances" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"online_class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "recent_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"is_active" boolean DEFAULT true,
	"published_at" date NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feed_likes" ADD CONSTRAINT "feed_likes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feed_likes" ADD CONSTRAINT "feed_likes_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feed_likes" ADD CONSTRAINT "feed_likes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_classes" ADD CONSTRAINT "online_classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_classes" ADD CONSTRAINT "online_classes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_classes" ADD CONSTRAINT "online_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_classes" ADD CONSTRAINT "online_classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_class_attendances" ADD CONSTRAINT "online_class_attendances_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_class_attendances" ADD CONSTRAINT "online_class_attendances_online_class_id_online_classes_id_fk" FOREIGN KEY ("online_class_id") REFERENCES "public"."online_classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "online_class_attendances" ADD CONSTRAINT "online_class_attendances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "feeds_school_idx" ON "feeds" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "feeds_poster_idx" ON "feeds" USING btree ("poster_id");
--> statement-breakpoint
CREATE INDEX "feeds_school_postedAt_idx" ON "feeds" USING btree ("school_id","posted_at");
--> statement-breakpoint
CREATE INDEX "feeds_school_title_idx" ON "feeds" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "feed_likes_school_idx" ON "feed_likes" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "feed_likes_feed_idx" ON "feed_likes" USING btree ("feed_id");
--> statement-breakpoint
CREATE INDEX "feed_likes_createdBy_idx" ON "feed_likes" USING btree ("created_by_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "feed_likes_feed_createdBy_key" ON "feed_likes" USING btree ("feed_id","created_by_id");
--> statement-breakpoint
CREATE INDEX "feed_comments_school_idx" ON "feed_comments" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "feed_comments_feed_idx" ON "feed_comments" USING btree ("feed_id");
--> statement-breakpoint
CREATE INDEX "feed_comments_createdBy_idx" ON "feed_comments" USING btree ("created_by_id");
--> statement-breakpoint
CREATE INDEX "online_classes_school_idx" ON "online_classes" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "online_classes_season_idx" ON "online_classes" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "online_classes_classId_idx" ON "online_classes" USING btree ("class_id");
--> statement-breakpoint
CREATE INDEX "online_classes_teacher_idx" ON "online_classes" USING btree ("teacher_id");
--> statement-breakpoint
CREATE INDEX "online_classes_school_startsAt_idx" ON "online_classes" USING btree ("school_id","starts_at");
--> statement-breakpoint
CREATE INDEX "online_classes_school_title_idx" ON "online_classes" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "online_class_attendances_school_idx" ON "online_class_attendances" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "online_class_attendances_onlineClass_idx" ON "online_class_attendances" USING btree ("online_class_id");
--> statement-breakpoint
CREATE INDEX "online_class_attendances_user_idx" ON "online_class_attendances" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "online_class_attendances_school_joinedAt_idx" ON "online_class_attendances" USING btree ("school_id","joined_at");
--> statement-breakpoint
CREATE INDEX "recent_updates_publishedAt_idx" ON "recent_updates" USING btree ("published_at");
--> statement-breakpoint
CREATE INDEX "recent_updates_title_idx" ON "recent_updates" USING btree ("title");
