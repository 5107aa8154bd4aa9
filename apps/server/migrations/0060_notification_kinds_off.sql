ALTER TABLE "notification_preferences" ADD COLUMN "kinds_off" jsonb;
