ALTER TABLE "feeds" ADD COLUMN "pictured" jsonb;
