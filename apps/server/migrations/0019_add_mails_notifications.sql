CREATE TABLE "mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" jsonb NOT NULL,
	"user_id" integer NOT NULL,
	"is_sender" boolean DEFAULT false,
	"is_to" boolean DEFAULT false,
	"is_cc" boolean DEFAULT false,
	"is_bcc" boolean DEFAULT false,
	"is_read" boolean DEFAULT false,
	"is_starred" boolean DEFAULT false,
	"is_trashed" boolean DEFAULT false,
	"is_draft" boolean DEFAULT false,
	"sent_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"is_read" boolean DEFAULT false,
	"notified_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"by_mail" boolean DEFAULT true,
	"by_sms" boolean DEFAULT false,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending',
	"channel_ref" text,
	"sent_at" timestamp,
	"error" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "mails_user_idx" ON "mails" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "mails_sentAt_idx" ON "mails" USING btree ("sent_at");
--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "notifications_notifiedAt_idx" ON "notifications" USING btree ("notified_at");
--> statement-breakpoint
CREATE INDEX "notification_preferences_user_idx" ON "notification_preferences" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preferences_user_key" ON "notification_preferences" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "sms_outbox_school_idx" ON "sms_outbox" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "sms_outbox_user_idx" ON "sms_outbox" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "sms_outbox_school_sentAt_idx" ON "sms_outbox" USING btree ("school_id","sent_at");
