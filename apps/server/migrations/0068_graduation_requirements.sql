CREATE TABLE "graduation_requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"subject_id" integer,
	"credits" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "graduation_requirements" ADD CONSTRAINT "graduation_requirements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "graduation_requirements" ADD CONSTRAINT "graduation_requirements_subject_id_subject_branches_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_branches"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "graduation_requirements_school_idx" ON "graduation_requirements" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "graduation_requirements_subject_idx" ON "graduation_requirements" USING btree ("subject_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "graduation_requirements_school_title_key" ON "graduation_requirements" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "graduation_requirements_school_title_idx" ON "graduation_requirements" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "graduation_requirements_school_credits_idx" ON "graduation_requirements" USING btree ("school_id","credits");
