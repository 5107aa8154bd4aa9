DROP INDEX "online_checkouts_school_createdAt_idx";
--> statement-breakpoint
CREATE INDEX "online_checkouts_school_settledAt_idx" ON "online_checkouts" USING btree ("school_id","settled_at");
--> statement-breakpoint
CREATE INDEX "online_checkouts_school_checkoutAmount_idx" ON "online_checkouts" USING btree ("school_id","checkout_amount");
