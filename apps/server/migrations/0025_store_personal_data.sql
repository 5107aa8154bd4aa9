ALTER TABLE "users" ADD COLUMN "phone" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_address" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "work_address" text;
