CREATE TABLE "oneroster_line_item_ids" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"sourced_id" text NOT NULL,
	CONSTRAINT "oneroster_line_item_ids_school_sourced_key" UNIQUE("school_id","sourced_id")
);

--> statement-breakpoint
CREATE TABLE "oneroster_result_ids" (
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"sourced_id" text NOT NULL,
	CONSTRAINT "oneroster_result_ids_assignment_id_student_id_pk" PRIMARY KEY("assignment_id","student_id"),
	CONSTRAINT "oneroster_result_ids_school_sourced_key" UNIQUE("school_id","sourced_id")
);

--> statement-breakpoint
ALTER TABLE "oneroster_line_item_ids" ADD CONSTRAINT "oneroster_line_item_ids_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "oneroster_line_item_ids" ADD CONSTRAINT "oneroster_line_item_ids_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "oneroster_result_ids" ADD CONSTRAINT "oneroster_result_ids_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "oneroster_result_ids" ADD CONSTRAINT "oneroster_result_ids_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "oneroster_result_ids" ADD CONSTRAINT "oneroster_result_ids_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "oneroster_result_ids_student_idx" ON "oneroster_result_ids" USING btree ("student_id");
