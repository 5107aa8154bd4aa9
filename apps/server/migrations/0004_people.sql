CREATE TABLE "impersonate_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"impersonate_user_id" integer NOT NULL,
	"enter_time" timestamp NOT NULL,
	"exit_time" timestamp,
	"impersonator_name" text,
	"impersonated_name" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "impersonate_logs" ADD CONSTRAINT "impersonate_logs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "impersonate_logs" ADD CONSTRAINT "impersonate_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "impersonate_logs" ADD CONSTRAINT "impersonate_logs_impersonate_user_id_users_id_fk" FOREIGN KEY ("impersonate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "impersonate_logs_school_idx" ON "impersonate_logs" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "impersonate_logs_user_idx" ON "impersonate_logs" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "impersonate_logs_impersonateUser_idx" ON "impersonate_logs" USING btree ("impersonate_user_id");
--> statement-breakpoint
CREATE INDEX "impersonate_logs_school_enterTime_idx" ON "impersonate_logs" USING btree ("school_id","enter_time");
--> statement-breakpoint
CREATE INDEX "impersonate_logs_school_exitTime_idx" ON "impersonate_logs" USING btree ("school_id","exit_time");
