ALTER TABLE "student_payments" DROP CONSTRAINT "student_payments_student_id_students_id_fk";

--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT "receipts_student_id_students_id_fk";

--> statement-breakpoint
ALTER TABLE "payment_reports" DROP CONSTRAINT "payment_reports_student_id_students_id_fk";

--> statement-breakpoint
ALTER TABLE "installments" ADD COLUMN "paid_amount" numeric(14, 2) DEFAULT '0.00';
--> statement-breakpoint
ALTER TABLE "student_payments" ADD COLUMN "voided_at" timestamp;
--> statement-breakpoint
ALTER TABLE "student_payments" ADD COLUMN "voided_by_id" integer;
--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "voided_at" timestamp;
--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "voided_by_id" integer;
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD COLUMN "voided_at" timestamp;
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD COLUMN "voided_by_id" integer;
--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_voided_by_id_users_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_voided_by_id_users_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_voided_by_id_users_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "student_payments_voidedBy_idx" ON "student_payments" USING btree ("voided_by_id");
--> statement-breakpoint
CREATE INDEX "receipts_voidedBy_idx" ON "receipts" USING btree ("voided_by_id");
--> statement-breakpoint
CREATE INDEX "payment_reports_voidedBy_idx" ON "payment_reports" USING btree ("voided_by_id");
--> statement-breakpoint
-- What was paid stays paid: a paid installment's paid amount is its whole amount (issue 26, partial payments).
UPDATE "installments" SET "paid_amount" = "amount" WHERE "is_done_payment";
