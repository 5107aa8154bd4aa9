CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"country_code" text NOT NULL,
	"eft_code" text,
	"bank_type" text,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "bank_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_name" text NOT NULL,
	"bank_id" integer NOT NULL,
	"branch_code" text,
	"branch_city" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"country_code" text NOT NULL,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "personnel_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"country_code" text NOT NULL,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"country_code" text NOT NULL,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text,
	"iban" text,
	"currency" text DEFAULT 'TRY',
	"bank_id" integer,
	"bank_branch_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "bank_account_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"title" text NOT NULL,
	"is_default_for_collections" boolean DEFAULT false,
	"pos_commission_rate" numeric(5, 2),
	"max_installments" integer DEFAULT 1,
	"value_days" integer DEFAULT 0,
	"virtual_pos_merchant_id" text,
	"virtual_pos_terminal_id" text,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "account_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"code" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "income_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"entry_type" text DEFAULT 'income',
	"account_code_id" integer,
	"institution_title" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"added_at" date,
	"explanation" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "report_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"report_title" text NOT NULL,
	"paper_size" text DEFAULT 'A4' NOT NULL,
	"paper_layout" text DEFAULT 'portrait' NOT NULL,
	"font_size" integer DEFAULT 12 NOT NULL,
	"paper_size_width" integer DEFAULT 210,
	"paper_size_height" integer DEFAULT 297,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "report_static_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"text" text NOT NULL,
	"position" text DEFAULT 'header' NOT NULL,
	"align" text DEFAULT 'left',
	"text_order" integer DEFAULT 0,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "readonly_enrollment_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"contract_text" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "enrollment_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"is_active" boolean DEFAULT true,
	"readonly_contract_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "enrollment_agreement_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"enrollment_agreements_id" integer NOT NULL,
	"item_text" text NOT NULL,
	"additional_info" text DEFAULT '0',
	"item_no" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "bank_branches" ADD CONSTRAINT "bank_branches_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_bank_branch_id_bank_branches_id_fk" FOREIGN KEY ("bank_branch_id") REFERENCES "public"."bank_branches"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_account_settings" ADD CONSTRAINT "bank_account_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_account_settings" ADD CONSTRAINT "bank_account_settings_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_codes" ADD CONSTRAINT "account_codes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "income_expenses" ADD CONSTRAINT "income_expenses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "income_expenses" ADD CONSTRAINT "income_expenses_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "income_expenses" ADD CONSTRAINT "income_expenses_account_code_id_account_codes_id_fk" FOREIGN KEY ("account_code_id") REFERENCES "public"."account_codes"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_types" ADD CONSTRAINT "report_types_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_static_texts" ADD CONSTRAINT "report_static_texts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_static_texts" ADD CONSTRAINT "report_static_texts_report_id_report_types_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."report_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollment_agreements" ADD CONSTRAINT "enrollment_agreements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollment_agreements" ADD CONSTRAINT "enrollment_agreements_readonly_contract_id_readonly_enrollment_contracts_id_fk" FOREIGN KEY ("readonly_contract_id") REFERENCES "public"."readonly_enrollment_contracts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollment_agreement_items" ADD CONSTRAINT "enrollment_agreement_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollment_agreement_items" ADD CONSTRAINT "enrollment_agreement_items_enrollment_agreements_id_enrollment_agreements_id_fk" FOREIGN KEY ("enrollment_agreements_id") REFERENCES "public"."enrollment_agreements"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "banks_bankName_idx" ON "banks" USING btree ("bank_name");
--> statement-breakpoint
CREATE INDEX "banks_eftCode_idx" ON "banks" USING btree ("eft_code");
--> statement-breakpoint
CREATE INDEX "bank_branches_bankId_idx" ON "bank_branches" USING btree ("bank_id");
--> statement-breakpoint
CREATE INDEX "bank_branches_branchName_idx" ON "bank_branches" USING btree ("branch_name");
--> statement-breakpoint
CREATE INDEX "bank_branches_branchCode_idx" ON "bank_branches" USING btree ("branch_code");
--> statement-breakpoint
CREATE INDEX "payment_methods_title_idx" ON "payment_methods" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "personnel_categories_title_idx" ON "personnel_categories" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "departments_title_idx" ON "departments" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "bank_accounts_school_idx" ON "bank_accounts" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "bank_accounts_bankId_idx" ON "bank_accounts" USING btree ("bank_id");
--> statement-breakpoint
CREATE INDEX "bank_accounts_bankBranch_idx" ON "bank_accounts" USING btree ("bank_branch_id");
--> statement-breakpoint
CREATE INDEX "bank_accounts_school_accountName_idx" ON "bank_accounts" USING btree ("school_id","account_name");
--> statement-breakpoint
CREATE INDEX "bank_account_settings_school_idx" ON "bank_account_settings" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "bank_account_settings_bankAccountId_idx" ON "bank_account_settings" USING btree ("bank_account_id");
--> statement-breakpoint
CREATE INDEX "bank_account_settings_school_title_idx" ON "bank_account_settings" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "account_codes_school_idx" ON "account_codes" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "account_codes_school_code_key" ON "account_codes" USING btree ("school_id","code");
--> statement-breakpoint
CREATE INDEX "account_codes_school_code_idx" ON "account_codes" USING btree ("school_id","code");
--> statement-breakpoint
CREATE INDEX "account_codes_school_accountName_idx" ON "account_codes" USING btree ("school_id","account_name");
--> statement-breakpoint
CREATE INDEX "income_expenses_school_idx" ON "income_expenses" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "income_expenses_season_idx" ON "income_expenses" USING btree ("season_id");
--> statement-breakpoint
CREATE INDEX "income_expenses_accountCode_idx" ON "income_expenses" USING btree ("account_code_id");
--> statement-breakpoint
CREATE INDEX "income_expenses_school_addedAt_idx" ON "income_expenses" USING btree ("school_id","added_at");
--> statement-breakpoint
CREATE INDEX "income_expenses_school_amount_idx" ON "income_expenses" USING btree ("school_id","amount");
--> statement-breakpoint
CREATE INDEX "income_expenses_school_institutionTitle_idx" ON "income_expenses" USING btree ("school_id","institution_title");
--> statement-breakpoint
CREATE INDEX "report_types_school_idx" ON "report_types" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "report_types_school_reportTitle_idx" ON "report_types" USING btree ("school_id","report_title");
--> statement-breakpoint
CREATE INDEX "report_static_texts_school_idx" ON "report_static_texts" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "report_static_texts_reportId_idx" ON "report_static_texts" USING btree ("report_id");
--> statement-breakpoint
CREATE INDEX "report_static_texts_school_textOrder_idx" ON "report_static_texts" USING btree ("school_id","text_order");
--> statement-breakpoint
CREATE INDEX "report_static_texts_school_position_idx" ON "report_static_texts" USING btree ("school_id","position");
--> statement-breakpoint
CREATE INDEX "readonly_enrollment_contracts_title_idx" ON "readonly_enrollment_contracts" USING btree ("title");
--> statement-breakpoint
CREATE INDEX "enrollment_agreements_school_idx" ON "enrollment_agreements" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "enrollment_agreements_readonlyContract_idx" ON "enrollment_agreements" USING btree ("readonly_contract_id");
--> statement-breakpoint
CREATE INDEX "enrollment_agreements_school_title_idx" ON "enrollment_agreements" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "enrollment_agreement_items_school_idx" ON "enrollment_agreement_items" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "enrollment_agreement_items_enrollmentAgreementsId_idx" ON "enrollment_agreement_items" USING btree ("enrollment_agreements_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_agreement_items_enrollmentAgreementsId_itemNo_key" ON "enrollment_agreement_items" USING btree ("enrollment_agreements_id","item_no");
--> statement-breakpoint
CREATE INDEX "enrollment_agreement_items_school_itemNo_idx" ON "enrollment_agreement_items" USING btree ("school_id","item_no");
