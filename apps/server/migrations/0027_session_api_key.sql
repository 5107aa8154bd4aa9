ALTER TABLE "auth_sessions" ADD COLUMN "api_key_id" uuid;
--> statement-breakpoint
CREATE INDEX "auth_sessions_api_key_idx" ON "auth_sessions" USING btree ("api_key_id");
