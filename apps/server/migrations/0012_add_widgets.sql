CREATE TABLE "widgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"widget_colour" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "widgets_school_idx" ON "widgets" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "widgets_school_title_idx" ON "widgets" USING btree ("school_id","title");
