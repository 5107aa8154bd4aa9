CREATE TABLE "saml_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"idp_entity_id" text NOT NULL,
	"sso_url" text NOT NULL,
	"slo_url" text,
	"certificates" text NOT NULL,
	"email_attribute" text DEFAULT 'email',
	"allow_idp_initiated" boolean DEFAULT false,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "saml_requests" ADD COLUMN "provider" text DEFAULT 'installation' NOT NULL;
--> statement-breakpoint
ALTER TABLE "saml_sessions" ADD COLUMN "provider" text DEFAULT 'installation' NOT NULL;
--> statement-breakpoint
ALTER TABLE "saml_providers" ADD CONSTRAINT "saml_providers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "saml_providers_school_idx" ON "saml_providers" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "saml_providers_idpEntityId_key" ON "saml_providers" USING btree ("idp_entity_id");
--> statement-breakpoint
CREATE INDEX "saml_providers_school_name_idx" ON "saml_providers" USING btree ("school_id","name");
