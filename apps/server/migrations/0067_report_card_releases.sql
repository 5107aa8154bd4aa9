CREATE TABLE "report_card_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"report_type_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"released_at" timestamp,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "report_card_releases" ADD CONSTRAINT "report_card_releases_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_card_releases" ADD CONSTRAINT "report_card_releases_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_card_releases" ADD CONSTRAINT "report_card_releases_report_type_id_report_types_id_fk" FOREIGN KEY ("report_type_id") REFERENCES "public"."report_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_card_releases" ADD CONSTRAINT "report_card_releases_term_id_grading_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."grading_terms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "report_card_releases_school_idx" ON "report_card_releases" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "report_card_releases_class_idx" ON "report_card_releases" USING btree ("class_id");
--> statement-breakpoint
CREATE INDEX "report_card_releases_reportType_idx" ON "report_card_releases" USING btree ("report_type_id");
--> statement-breakpoint
CREATE INDEX "report_card_releases_term_idx" ON "report_card_releases" USING btree ("term_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "report_card_releases_class_reportType_term_key" ON "report_card_releases" USING btree ("class_id","report_type_id","term_id");
--> statement-breakpoint
CREATE INDEX "report_card_releases_school_releasedAt_idx" ON "report_card_releases" USING btree ("school_id","released_at");
