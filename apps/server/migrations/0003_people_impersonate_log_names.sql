ALTER TABLE "impersonate_logs" ADD COLUMN "impersonator_name" text;
--> statement-breakpoint
ALTER TABLE "impersonate_logs" ADD COLUMN "impersonated_name" text;
