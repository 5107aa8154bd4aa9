CREATE TABLE "file_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"path" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "file_shares_school_idx" ON "file_shares" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "file_shares_user_idx" ON "file_shares" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "file_shares_school_path_user_key" ON "file_shares" USING btree ("school_id","path","user_id");
--> statement-breakpoint
CREATE INDEX "file_shares_school_path_idx" ON "file_shares" USING btree ("school_id","path");
