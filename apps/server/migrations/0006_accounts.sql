CREATE TABLE "google_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"google_user_id" text NOT NULL,
	"google_email" text,
	"user_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "facebook_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"facebook_user_id" text NOT NULL,
	"facebook_email" text,
	"user_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text,
	"last_seen_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "delete_personal_data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_text" text NOT NULL,
	"requested_date" date NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"name" text,
	"last_name" text,
	"language" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "mail_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_tokens_token_hash_unique" UNIQUE("token_hash")
);

--> statement-breakpoint
ALTER TABLE "google_users" ADD CONSTRAINT "google_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facebook_users" ADD CONSTRAINT "facebook_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "delete_personal_data_requests" ADD CONSTRAINT "delete_personal_data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "delete_personal_data_requests" ADD CONSTRAINT "delete_personal_data_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "google_users_user_idx" ON "google_users" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "google_users_googleUserId_key" ON "google_users" USING btree ("google_user_id");
--> statement-breakpoint
CREATE INDEX "facebook_users_user_idx" ON "facebook_users" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "facebook_users_facebookUserId_key" ON "facebook_users" USING btree ("facebook_user_id");
--> statement-breakpoint
CREATE INDEX "devices_user_idx" ON "devices" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "devices_user_deviceId_key" ON "devices" USING btree ("user_id","device_id");
--> statement-breakpoint
CREATE INDEX "devices_lastSeenAt_idx" ON "devices" USING btree ("last_seen_at");
--> statement-breakpoint
CREATE INDEX "delete_personal_data_requests_user_idx" ON "delete_personal_data_requests" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "delete_personal_data_requests_school_idx" ON "delete_personal_data_requests" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "delete_personal_data_requests_school_requestedDate_idx" ON "delete_personal_data_requests" USING btree ("school_id","requested_date");
--> statement-breakpoint
CREATE INDEX "email_verifications_email_idx" ON "email_verifications" USING btree ("email");
--> statement-breakpoint
CREATE INDEX "mail_queue_next_attempt_idx" ON "mail_queue" USING btree ("next_attempt_at");
--> statement-breakpoint
CREATE INDEX "password_tokens_user_idx" ON "password_tokens" USING btree ("user_id");
