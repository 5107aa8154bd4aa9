CREATE TABLE "menu_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"type" text NOT NULL,
	"keys" text[] NOT NULL,
	CONSTRAINT "menu_offers_tree_unique" UNIQUE NULLS NOT DISTINCT("school_id","type")
);

--> statement-breakpoint
ALTER TABLE "menu_offers" ADD CONSTRAINT "menu_offers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
