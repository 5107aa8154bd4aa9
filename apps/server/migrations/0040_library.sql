CREATE TABLE "library_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"loan_days" integer DEFAULT 14 NOT NULL,
	"max_loans" integer DEFAULT 3 NOT NULL,
	"fine_per_day" numeric(14, 2) DEFAULT '0.00',
	"fine_cap" numeric(14, 2),
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "library_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"isbn" text NOT NULL,
	"title" text,
	"authors" text,
	"subjects" text,
	"publisher" text,
	"published_year" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "library_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"library_title_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"shelf" text,
	"copy_status" text DEFAULT 'available',
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "library_loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"library_copy_id" integer NOT NULL,
	"student_id" integer,
	"staff_borrower_id" integer,
	"loaned_at" date,
	"due_date" date,
	"returned_at" date,
	"fine" numeric(14, 2),
	"reminded_at" date,
	"loaned_by_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "library_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"library_title_id" integer NOT NULL,
	"student_id" integer,
	"staff_borrower_id" integer,
	"held_at" timestamp,
	"hold_status" text DEFAULT 'waiting',
	"ready_copy_id" integer,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "library_settings" ADD CONSTRAINT "library_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_titles" ADD CONSTRAINT "library_titles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_copies" ADD CONSTRAINT "library_copies_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_copies" ADD CONSTRAINT "library_copies_library_title_id_library_titles_id_fk" FOREIGN KEY ("library_title_id") REFERENCES "public"."library_titles"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_library_copy_id_library_copies_id_fk" FOREIGN KEY ("library_copy_id") REFERENCES "public"."library_copies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_staff_borrower_id_users_id_fk" FOREIGN KEY ("staff_borrower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_loaned_by_id_users_id_fk" FOREIGN KEY ("loaned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_library_title_id_library_titles_id_fk" FOREIGN KEY ("library_title_id") REFERENCES "public"."library_titles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_staff_borrower_id_users_id_fk" FOREIGN KEY ("staff_borrower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_ready_copy_id_library_copies_id_fk" FOREIGN KEY ("ready_copy_id") REFERENCES "public"."library_copies"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "library_settings_school_idx" ON "library_settings" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "library_settings_school_key" ON "library_settings" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "library_titles_school_idx" ON "library_titles" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "library_titles_school_isbn_key" ON "library_titles" USING btree ("school_id","isbn");
--> statement-breakpoint
CREATE INDEX "library_titles_school_title_idx" ON "library_titles" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "library_titles_school_authors_idx" ON "library_titles" USING btree ("school_id","authors");
--> statement-breakpoint
CREATE INDEX "library_titles_school_publishedYear_idx" ON "library_titles" USING btree ("school_id","published_year");
--> statement-breakpoint
CREATE INDEX "library_copies_school_idx" ON "library_copies" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "library_copies_libraryTitle_idx" ON "library_copies" USING btree ("library_title_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "library_copies_school_barcode_key" ON "library_copies" USING btree ("school_id","barcode");
--> statement-breakpoint
CREATE INDEX "library_copies_school_barcode_idx" ON "library_copies" USING btree ("school_id","barcode");
--> statement-breakpoint
CREATE INDEX "library_copies_school_shelf_idx" ON "library_copies" USING btree ("school_id","shelf");
--> statement-breakpoint
CREATE INDEX "library_loans_school_idx" ON "library_loans" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "library_loans_libraryCopy_idx" ON "library_loans" USING btree ("library_copy_id");
--> statement-breakpoint
CREATE INDEX "library_loans_student_idx" ON "library_loans" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "library_loans_staffBorrower_idx" ON "library_loans" USING btree ("staff_borrower_id");
--> statement-breakpoint
CREATE INDEX "library_loans_loanedBy_idx" ON "library_loans" USING btree ("loaned_by_id");
--> statement-breakpoint
CREATE INDEX "library_loans_school_loanedAt_idx" ON "library_loans" USING btree ("school_id","loaned_at");
--> statement-breakpoint
CREATE INDEX "library_loans_school_dueDate_idx" ON "library_loans" USING btree ("school_id","due_date");
--> statement-breakpoint
CREATE INDEX "library_holds_school_idx" ON "library_holds" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "library_holds_libraryTitle_idx" ON "library_holds" USING btree ("library_title_id");
--> statement-breakpoint
CREATE INDEX "library_holds_student_idx" ON "library_holds" USING btree ("student_id");
--> statement-breakpoint
CREATE INDEX "library_holds_staffBorrower_idx" ON "library_holds" USING btree ("staff_borrower_id");
--> statement-breakpoint
CREATE INDEX "library_holds_readyCopy_idx" ON "library_holds" USING btree ("ready_copy_id");
--> statement-breakpoint
CREATE INDEX "library_holds_school_heldAt_idx" ON "library_holds" USING btree ("school_id","held_at");
