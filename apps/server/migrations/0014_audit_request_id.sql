ALTER TABLE "audit_logs" ADD COLUMN "request_id" text;
