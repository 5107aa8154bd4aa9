ALTER TABLE "saml_providers" ALTER COLUMN "idp_entity_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "saml_providers" ALTER COLUMN "sso_url" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "saml_providers" ALTER COLUMN "certificates" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "saml_providers" ADD COLUMN "metadata" text;
