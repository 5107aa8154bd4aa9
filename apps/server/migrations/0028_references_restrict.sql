ALTER TABLE "attendances" DROP CONSTRAINT "attendances_class_type_id_class_types_id_fk";

--> statement-breakpoint
ALTER TABLE "attendances" DROP CONSTRAINT "attendances_class_id_classes_id_fk";

--> statement-breakpoint
ALTER TABLE "attendances" DROP CONSTRAINT "attendances_schedule_id_schedules_id_fk";

--> statement-breakpoint
ALTER TABLE "attendances" DROP CONSTRAINT "attendances_attendance_type_id_attendance_types_id_fk";

--> statement-breakpoint
ALTER TABLE "cip_activities" DROP CONSTRAINT "cip_activities_cip_season_id_cip_seasons_id_fk";

--> statement-breakpoint
ALTER TABLE "classes" DROP CONSTRAINT "classes_grade_level_id_grade_levels_id_fk";

--> statement-breakpoint
ALTER TABLE "classes" DROP CONSTRAINT "classes_class_type_id_class_types_id_fk";

--> statement-breakpoint
ALTER TABLE "course_videos" DROP CONSTRAINT "course_videos_batch_id_batches_id_fk";

--> statement-breakpoint
ALTER TABLE "course_assets" DROP CONSTRAINT "course_assets_batch_id_batches_id_fk";

--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_grade_level_id_grade_levels_id_fk";

--> statement-breakpoint
ALTER TABLE "enrollment_agreements" DROP CONSTRAINT "enrollment_agreements_readonly_contract_id_readonly_enrollment_contracts_id_fk";

--> statement-breakpoint
ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_grade_level_id_grade_levels_id_fk";

--> statement-breakpoint
ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_course_id_courses_id_fk";

--> statement-breakpoint
ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_agreement_id_enrollment_agreements_id_fk";

--> statement-breakpoint
ALTER TABLE "exam_template_subjects" DROP CONSTRAINT "exam_template_subjects_subject_id_subject_branches_id_fk";

--> statement-breakpoint
ALTER TABLE "optic_form_template_fields" DROP CONSTRAINT "optic_form_template_fields_field_name_id_optic_form_field_names_id_fk";

--> statement-breakpoint
ALTER TABLE "optic_form_template_fields" DROP CONSTRAINT "optic_form_template_fields_subject_id_subject_branches_id_fk";

--> statement-breakpoint
ALTER TABLE "exams" DROP CONSTRAINT "exams_exam_template_id_exam_templates_id_fk";

--> statement-breakpoint
ALTER TABLE "promissory_notes" DROP CONSTRAINT "promissory_notes_season_id_seasons_id_fk";

--> statement-breakpoint
ALTER TABLE "promissory_notes" DROP CONSTRAINT "promissory_notes_course_id_courses_id_fk";

--> statement-breakpoint
ALTER TABLE "deleted_promissory_notes" DROP CONSTRAINT "deleted_promissory_notes_season_id_seasons_id_fk";

--> statement-breakpoint
ALTER TABLE "deleted_promissory_notes" DROP CONSTRAINT "deleted_promissory_notes_course_id_courses_id_fk";

--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_season_id_seasons_id_fk";

--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_company_companies_id_fk";

--> statement-breakpoint
ALTER TABLE "bank_accounts" DROP CONSTRAINT "bank_accounts_bank_id_banks_id_fk";

--> statement-breakpoint
ALTER TABLE "bank_accounts" DROP CONSTRAINT "bank_accounts_bank_branch_id_bank_branches_id_fk";

--> statement-breakpoint
ALTER TABLE "income_expenses" DROP CONSTRAINT "income_expenses_season_id_seasons_id_fk";

--> statement-breakpoint
ALTER TABLE "income_expenses" DROP CONSTRAINT "income_expenses_account_code_id_account_codes_id_fk";

--> statement-breakpoint
ALTER TABLE "homeworks" DROP CONSTRAINT "homeworks_subject_id_subject_branches_id_fk";

--> statement-breakpoint
ALTER TABLE "admission_interviews" DROP CONSTRAINT "admission_interviews_grade_level_id_grade_levels_id_fk";

--> statement-breakpoint
ALTER TABLE "personnel" DROP CONSTRAINT "personnel_department_id_departments_id_fk";

--> statement-breakpoint
ALTER TABLE "personnel" DROP CONSTRAINT "personnel_personnel_category_id_personnel_categories_id_fk";

--> statement-breakpoint
ALTER TABLE "schedules" DROP CONSTRAINT "schedules_class_type_id_class_types_id_fk";

--> statement-breakpoint
ALTER TABLE "schools" DROP CONSTRAINT "schools_parent_id_schools_id_fk";

--> statement-breakpoint
ALTER TABLE "student_fees" DROP CONSTRAINT "student_fees_course_id_courses_id_fk";

--> statement-breakpoint
ALTER TABLE "installments" DROP CONSTRAINT "installments_course_id_courses_id_fk";

--> statement-breakpoint
ALTER TABLE "student_payments" DROP CONSTRAINT "student_payments_bank_id_bank_accounts_id_fk";

--> statement-breakpoint
ALTER TABLE "student_payments" DROP CONSTRAINT "student_payments_course_id_courses_id_fk";

--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT "receipts_course_id_courses_id_fk";

--> statement-breakpoint
ALTER TABLE "payment_reports" DROP CONSTRAINT "payment_reports_installment_id_installments_id_fk";

--> statement-breakpoint
ALTER TABLE "payment_reports" DROP CONSTRAINT "payment_reports_course_id_courses_id_fk";

--> statement-breakpoint
ALTER TABLE "discounts" DROP CONSTRAINT "discounts_course_id_courses_id_fk";

--> statement-breakpoint
ALTER TABLE "student_discounts" DROP CONSTRAINT "student_discounts_discount_id_discounts_id_fk";

--> statement-breakpoint
ALTER TABLE "student_discounts" DROP CONSTRAINT "student_discounts_scholarship_id_scholarship_definitions_id_fk";

--> statement-breakpoint
ALTER TABLE "student_discounts" DROP CONSTRAINT "student_discounts_course_id_courses_id_fk";

--> statement-breakpoint
ALTER TABLE "student_scholarships" DROP CONSTRAINT "student_scholarships_scholarship_definition_id_scholarship_definitions_id_fk";

--> statement-breakpoint
ALTER TABLE "student_documents" DROP CONSTRAINT "student_documents_enrollment_document_enrollment_documents_id_fk";

--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_grade_level_id_grade_levels_id_fk";

--> statement-breakpoint
ALTER TABLE "user_schools" DROP CONSTRAINT "user_schools_user_type_id_user_types_id_fk";

--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_user_type_id_user_types_id_fk";

--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_school_id_schools_id_fk";

--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_attendance_type_id_attendance_types_id_fk" FOREIGN KEY ("attendance_type_id") REFERENCES "public"."attendance_types"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cip_activities" ADD CONSTRAINT "cip_activities_cip_season_id_cip_seasons_id_fk" FOREIGN KEY ("cip_season_id") REFERENCES "public"."cip_seasons"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_assets" ADD CONSTRAINT "course_assets_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollment_agreements" ADD CONSTRAINT "enrollment_agreements_readonly_contract_id_readonly_enrollment_contracts_id_fk" FOREIGN KEY ("readonly_contract_id") REFERENCES "public"."readonly_enrollment_contracts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_agreement_id_enrollment_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."enrollment_agreements"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_template_subjects" ADD CONSTRAINT "exam_template_subjects_subject_id_subject_branches_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_branches"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "optic_form_template_fields" ADD CONSTRAINT "optic_form_template_fields_field_name_id_optic_form_field_names_id_fk" FOREIGN KEY ("field_name_id") REFERENCES "public"."optic_form_field_names"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "optic_form_template_fields" ADD CONSTRAINT "optic_form_template_fields_subject_id_subject_branches_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_branches"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_exam_template_id_exam_templates_id_fk" FOREIGN KEY ("exam_template_id") REFERENCES "public"."exam_templates"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promissory_notes" ADD CONSTRAINT "promissory_notes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promissory_notes" ADD CONSTRAINT "promissory_notes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deleted_promissory_notes" ADD CONSTRAINT "deleted_promissory_notes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deleted_promissory_notes" ADD CONSTRAINT "deleted_promissory_notes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_companies_id_fk" FOREIGN KEY ("company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_bank_branch_id_bank_branches_id_fk" FOREIGN KEY ("bank_branch_id") REFERENCES "public"."bank_branches"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "income_expenses" ADD CONSTRAINT "income_expenses_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "income_expenses" ADD CONSTRAINT "income_expenses_account_code_id_account_codes_id_fk" FOREIGN KEY ("account_code_id") REFERENCES "public"."account_codes"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_subject_id_subject_branches_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_branches"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "admission_interviews" ADD CONSTRAINT "admission_interviews_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_personnel_category_id_personnel_categories_id_fk" FOREIGN KEY ("personnel_category_id") REFERENCES "public"."personnel_categories"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_parent_id_schools_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_fees" ADD CONSTRAINT "student_fees_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_bank_id_bank_accounts_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_installment_id_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."installments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_discounts" ADD CONSTRAINT "student_discounts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_discounts" ADD CONSTRAINT "student_discounts_scholarship_id_scholarship_definitions_id_fk" FOREIGN KEY ("scholarship_id") REFERENCES "public"."scholarship_definitions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_discounts" ADD CONSTRAINT "student_discounts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_scholarships" ADD CONSTRAINT "student_scholarships_scholarship_definition_id_scholarship_definitions_id_fk" FOREIGN KEY ("scholarship_definition_id") REFERENCES "public"."scholarship_definitions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_enrollment_document_enrollment_documents_id_fk" FOREIGN KEY ("enrollment_document") REFERENCES "public"."enrollment_documents"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_schools" ADD CONSTRAINT "user_schools_user_type_id_user_types_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_id_user_types_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;
