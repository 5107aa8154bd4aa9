CREATE TABLE "school_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"title" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "scim_groups" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"external_id" text
);

--> statement-breakpoint
CREATE TABLE "scim_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"external_id" text,
	"deleted_at" timestamp with time zone
);

--> statement-breakpoint
ALTER TABLE "school_holidays" ADD CONSTRAINT "school_holidays_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "school_holidays" ADD CONSTRAINT "school_holidays_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "school_holidays_school_idx" ON "school_holidays" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "school_holidays_season_idx" ON "school_holidays" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "school_holidays_school_firstDay_idx" ON "school_holidays" USING btree ("school_id","first_day");
--> statement-breakpoint
CREATE INDEX "school_holidays_school_title_idx" ON "school_holidays" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "scim_groups_external_idx" ON "scim_groups" USING btree ("external_id");
--> statement-breakpoint
CREATE INDEX "scim_users_external_idx" ON "scim_users" USING btree ("external_id");
