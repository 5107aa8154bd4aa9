CREATE TABLE "graduation_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "programme_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"programme_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "graduation_requirements" ADD COLUMN "programme_id" integer;
--> statement-breakpoint
ALTER TABLE "graduation_programmes" ADD CONSTRAINT "graduation_programmes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "programme_students" ADD CONSTRAINT "programme_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "programme_students" ADD CONSTRAINT "programme_students_programme_id_graduation_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."graduation_programmes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "programme_students" ADD CONSTRAINT "programme_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "graduation_programmes_school_idx" ON "graduation_programmes" USING btree ("school_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "graduation_programmes_school_title_key" ON "graduation_programmes" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "graduation_programmes_school_title_idx" ON "graduation_programmes" USING btree ("school_id","title");
--> statement-breakpoint
CREATE INDEX "programme_students_school_idx" ON "programme_students" USING btree ("school_id");
--> statement-breakpoint
CREATE INDEX "programme_students_programme_idx" ON "programme_students" USING btree ("programme_id");
--> statement-breakpoint
CREATE INDEX "programme_students_student_idx" ON "programme_students" USING btree ("student_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "programme_students_student_key" ON "programme_students" USING btree ("student_id");
--> statement-breakpoint
ALTER TABLE "graduation_requirements" ADD CONSTRAINT "graduation_requirements_programme_id_graduation_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."graduation_programmes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "graduation_requirements_programme_idx" ON "graduation_requirements" USING btree ("programme_id");
