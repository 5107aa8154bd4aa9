CREATE TABLE "audit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"resource" text NOT NULL,
	"record_id" integer,
	"action" text NOT NULL,
	"user_id" integer,
	"impersonator_id" integer,
	"ip" text,
	"at" timestamp NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"changed" jsonb,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "audit_logs_school_idx" ON "audit_logs" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "audit_logs_impersonator_idx" ON "audit_logs" USING btree ("impersonator_id");
--> statement-breakpoint
CREATE INDEX "audit_logs_school_at_idx" ON "audit_logs" USING btree ("school_id","at");
