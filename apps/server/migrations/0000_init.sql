CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"menu_title" text,
	"type" text DEFAULT 'school' NOT NULL,
	"parent_id" integer,
	"founder" text,
	"representative" text,
	"principal" text,
	"country_code" text,
	"phone1" text,
	"phone2" text,
	"fax" text,
	"email" text,
	"address" text,
	"zip" text,
	"ib_code" text,
	"ceeb_code" text,
	"picture" text,
	"favicon" text,
	"small_logo" text,
	"logo" text,
	"big_logo" text,
	"google_link" text,
	"google_map" text,
	"timezone" text DEFAULT 'Europe/Istanbul',
	"class_levels" text,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "user_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_type" text NOT NULL,
	"login_type" text NOT NULL,
	"type_order" integer DEFAULT 0,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"user_type_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"expires_at" date,
	"is_active" boolean DEFAULT true,
	"is_superadmin" boolean DEFAULT false,
	"password" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "user_schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"user_type_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"is_default" boolean DEFAULT false,
	"database" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "grading_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"title" text NOT NULL,
	"term_order" integer DEFAULT 1,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "grade_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"level_order" integer DEFAULT 0,
	"active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"type" text NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"url" text,
	"icon" text,
	"position" integer DEFAULT 0,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "global_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"url" text,
	"icon" text,
	"position" integer DEFAULT 0,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "frequent_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"count" integer DEFAULT 1,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"code" text NOT NULL,
	"iso3" text,
	"phone_code" text,
	"currency" text,
	"is_published" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"code" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "blood_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"local_title" text NOT NULL,
	"short_code" text NOT NULL,
	"long_code" text NOT NULL,
	"icon" text,
	"svg_icon" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"school_id" integer,
	"path" text NOT NULL,
	"title" text,
	"meta" jsonb,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_parent_id_schools_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_id_user_types_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_schools" ADD CONSTRAINT "user_schools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_schools" ADD CONSTRAINT "user_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_schools" ADD CONSTRAINT "user_schools_user_type_id_user_types_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grading_terms" ADD CONSTRAINT "grading_terms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grading_terms" ADD CONSTRAINT "grading_terms_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "grade_levels" ADD CONSTRAINT "grade_levels_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "global_menus" ADD CONSTRAINT "global_menus_parent_id_global_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."global_menus"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "frequent_menus" ADD CONSTRAINT "frequent_menus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "frequent_menus" ADD CONSTRAINT "frequent_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "schools_parent_idx" ON "schools" USING btree ("parent_id");
--> statement-breakpoint
CREATE INDEX "schools_title_idx" ON "schools" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "schools_type_idx" ON "schools" USING btree ("type");
--> statement-breakpoint
CREATE INDEX "user_types_typeOrder_idx" ON "user_types" USING btree ("type_order");
--> statement-breakpoint
CREATE INDEX "user_types_userType_idx" ON "user_types" USING btree ("user_type");
--> statement-breakpoint
CREATE INDEX "users_userType_idx" ON "users" USING btree ("user_type_id");
--> statement-breakpoint
CREATE INDEX "users_schoolId_idx" ON "users" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_uuid_key" ON "users" USING btree ("uuid");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");
--> statement-breakpoint
CREATE INDEX "users_schoolId_name_idx" ON "users" USING btree ("school_id","name");
--> statement-breakpoint
CREATE INDEX "users_schoolId_lastName_idx" ON "users" USING btree ("school_id","last_name");
--> statement-breakpoint
CREATE INDEX "users_schoolId_email_idx" ON "users" USING btree ("school_id","email");
--> statement-breakpoint
CREATE INDEX "user_schools_user_idx" ON "user_schools" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "user_schools_school_idx" ON "user_schools" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "user_schools_userType_idx" ON "user_schools" USING btree ("user_type_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "user_schools_user_school_key" ON "user_schools" USING btree ("user_id","school_id");
--> statement-breakpoint
CREATE INDEX "configurations_school_idx" ON "configurations" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "configurations_school_key_key" ON "configurations" USING btree ("school_id","key");
--> statement-breakpoint
CREATE INDEX "configurations_school_key_idx" ON "configurations" USING btree ("school_id","key");
--> statement-breakpoint
CREATE INDEX "seasons_school_idx" ON "seasons" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "seasons_school_title_idx" ON "seasons" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "seasons_school_startDate_idx" ON "seasons" USING btree ("school_id","start_date");
--> statement-breakpoint
CREATE INDEX "grading_terms_school_idx" ON "grading_terms" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "grading_terms_season_idx" ON "grading_terms" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "grading_terms_school_startDate_idx" ON "grading_terms" USING btree ("school_id","start_date");
--> statement-breakpoint
CREATE INDEX "grading_terms_school_termOrder_idx" ON "grading_terms" USING btree ("school_id","term_order");
--> statement-breakpoint
CREATE INDEX "grade_levels_school_idx" ON "grade_levels" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "grade_levels_school_levelOrder_idx" ON "grade_levels" USING btree ("school_id","level_order");
--> statement-breakpoint
CREATE INDEX "grade_levels_school_title_idx" ON "grade_levels" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "menus_school_idx" ON "menus" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("parent_id");
--> statement-breakpoint
CREATE INDEX "menus_school_position_idx" ON "menus" USING btree ("school_id","position");
--> statement-breakpoint
CREATE INDEX "menus_school_title_idx" ON "menus" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "global_menus_parent_idx" ON "global_menus" USING btree ("parent_id");
--> statement-breakpoint
CREATE INDEX "global_menus_position_idx" ON "global_menus" USING btree ("position");
--> statement-breakpoint
CREATE INDEX "global_menus_title_idx" ON "global_menus" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "frequent_menus_user_idx" ON "frequent_menus" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "frequent_menus_menuId_idx" ON "frequent_menus" USING btree ("menu_id");
--> statement-breakpoint
CREATE INDEX "frequent_menus_count_idx" ON "frequent_menus" USING btree ("count");
--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_key" ON "countries" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "countries_country_idx" ON "countries" USING btree ("country");
--> statement-breakpoint
CREATE INDEX "countries_code_idx" ON "countries" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_id");
--> statement-breakpoint
CREATE INDEX "states_name_idx" ON "states" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "cities_state_idx" ON "cities" USING btree ("state_id");
--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name");
--> statement-breakpoint
CREATE UNIQUE INDEX "blood_groups_title_key" ON "blood_groups" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "blood_groups_title_idx" ON "blood_groups" USING btree ("title");
--> statement-breakpoint
CREATE UNIQUE INDEX "languages_shortCode_key" ON "languages" USING btree ("short_code");
--> statement-breakpoint
CREATE INDEX "languages_title_idx" ON "languages" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "login_attempts_email_at_idx" ON "login_attempts" USING btree ("email","at");
--> statement-breakpoint
CREATE INDEX "login_attempts_ip_at_idx" ON "login_attempts" USING btree ("ip","at");
--> statement-breakpoint
CREATE INDEX "page_views_school_viewed_idx" ON "page_views" USING btree ("school_id","viewed_at");
