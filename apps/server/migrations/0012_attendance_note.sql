ALTER TABLE "attendances" ADD COLUMN "note" text;
