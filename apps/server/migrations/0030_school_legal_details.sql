ALTER TABLE "schools" ADD COLUMN "tax_office" text;
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "tax_number" text;
