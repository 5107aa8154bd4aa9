ALTER TABLE "auth_sessions" ADD COLUMN "method" text DEFAULT 'password' NOT NULL;
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "schools" integer[];
--> statement-breakpoint
ALTER TABLE "password_tokens" ADD COLUMN "email" text;
--> statement-breakpoint
CREATE INDEX "auth_sessions_impersonator_idx" ON "auth_sessions" USING btree ("impersonator_id");
