-- Generated from the declarations by `npm run db:generate` (src/db/row-notify.ts): do not edit.
-- Repeatable: re-applied whenever this text changes, so every statement is idempotent.
create or replace function kampus_rows_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('kampus_cache', 'rows:' || TG_TABLE_NAME);
  return null;
end
$$;
--> statement-breakpoint
do $$
declare
  resource_table text;
begin
  foreach resource_table in array array['account_codes', 'admission_interviews', 'attendance_types', 'attendances', 'audit_logs', 'bank_account_settings', 'bank_accounts', 'bank_branches', 'banks', 'batches', 'blood_groups', 'cip_activities', 'cip_participants', 'cip_seasons', 'cities', 'class_batches', 'class_students', 'class_types', 'classes', 'companies', 'configurations', 'consents', 'countries', 'course_assets', 'course_videos', 'courses', 'databases', 'delete_personal_data_requests', 'deleted_promissory_notes', 'departments', 'devices', 'disclosures', 'discount_criteria', 'discounts', 'enrollment_agreement_items', 'enrollment_agreements', 'enrollment_documents', 'enrollments', 'exam_classes', 'exam_results', 'exam_template_subjects', 'exam_templates', 'exams', 'facebook_users', 'fee_settings', 'feed_comments', 'feed_likes', 'feeds', 'file_shares', 'form_settings', 'form_submissions', 'forms', 'frequent_menus', 'global_menus', 'google_users', 'grade_levels', 'grading_terms', 'guardians', 'homework_completions', 'homeworks', 'impersonate_logs', 'income_expenses', 'installments', 'invoice_definitions', 'invoices', 'languages', 'lawyers', 'mail_templates', 'mails', 'menus', 'message_deliveries', 'message_parameters', 'message_sends', 'notification_preferences', 'notifications', 'online_class_attendances', 'online_classes', 'optic_form_field_names', 'optic_form_template_fields', 'optic_form_templates', 'payment_methods', 'payment_reports', 'personnel', 'personnel_categories', 'promissory_notes', 'readonly_enrollment_contracts', 'receipts', 'recent_updates', 'report_static_texts', 'report_types', 'schedules', 'scholarship_definitions', 'school_bus_fees', 'schools', 'score_categories', 'seasons', 'sms_outbox', 'sms_templates', 'states', 'student_batches', 'student_behaviours', 'student_bus_fees', 'student_courses', 'student_discounts', 'student_documents', 'student_fees', 'student_payments', 'student_scholarships', 'student_taggings', 'student_tags', 'students', 'subject_branches', 'user_schools', 'user_types', 'users']::text[] loop
    execute format('drop trigger if exists kampus_rows_notify on %I', resource_table);
    execute format(
      'create trigger kampus_rows_notify after insert or update or delete or truncate on %I '
        'for each statement execute function kampus_rows_notify()',
      resource_table
    );
  end loop;
end
$$;
