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
  foreach resource_table in array array['account_codes', 'admission_interviews', 'assignment_scores', 'assignment_standards', 'assignment_submissions', 'assignments', 'attendance_types', 'attendances', 'audit_logs', 'bank_account_settings', 'bank_accounts', 'bank_branches', 'banks', 'batches', 'bed_assignments', 'blood_groups', 'boarding_checks', 'career_records', 'cip_activities', 'cip_participants', 'cip_seasons', 'cities', 'class_batches', 'class_students', 'class_types', 'classes', 'companies', 'configurations', 'consents', 'counselling_sessions', 'countries', 'course_assets', 'course_requests', 'course_videos', 'courses', 'databases', 'delete_personal_data_requests', 'deleted_promissory_notes', 'departments', 'devices', 'discipline_actions', 'discipline_codes', 'discipline_incidents', 'disclosures', 'discount_criteria', 'discounts', 'dorm_beds', 'dorm_buildings', 'dorm_rooms', 'elective_offers', 'elective_placements', 'enrollment_agreement_items', 'enrollment_agreements', 'enrollment_documents', 'enrollments', 'exam_classes', 'exam_results', 'exam_template_subjects', 'exam_templates', 'exams', 'facebook_users', 'fee_settings', 'feed_comments', 'feed_likes', 'feeds', 'file_shares', 'form_settings', 'form_submissions', 'forms', 'frequent_menus', 'global_menus', 'google_users', 'grade_levels', 'grade_overrides', 'grading_categories', 'grading_policies', 'grading_scale_bands', 'grading_scales', 'grading_terms', 'graduation_programmes', 'graduation_requirements', 'guardians', 'guidance_referrals', 'health_allergies', 'health_medications', 'health_records', 'homework_completions', 'homeworks', 'immunisation_doses', 'impersonate_logs', 'incident_students', 'income_expenses', 'installments', 'invoice_definitions', 'invoices', 'languages', 'lawyers', 'learning_standards', 'leave_requests', 'lesson_covers', 'library_copies', 'library_holds', 'library_loans', 'library_settings', 'library_titles', 'lti_links', 'lti_tools', 'mail_templates', 'mails', 'medication_givings', 'menus', 'message_deliveries', 'message_parameters', 'message_sends', 'notification_preferences', 'notifications', 'nurse_visits', 'online_checkouts', 'online_class_attendances', 'online_classes', 'online_payment_events', 'optic_form_field_names', 'optic_form_template_fields', 'optic_form_templates', 'payment_gateways', 'payment_methods', 'payment_reports', 'personnel', 'personnel_categories', 'plan_accommodations', 'plan_reviews', 'programme_students', 'promissory_notes', 'push_subscriptions', 'readonly_enrollment_contracts', 'receipts', 'recent_updates', 'referral_follow_ups', 'report_card_releases', 'report_static_texts', 'report_types', 'roll_call_marks', 'roll_calls', 'room_bookings', 'rooms', 'saml_providers', 'schedules', 'scholarship_definitions', 'school_bus_fees', 'school_holidays', 'schools', 'score_categories', 'seasons', 'sms_outbox', 'sms_templates', 'staff_duties', 'states', 'student_batches', 'student_behaviours', 'student_bus_fees', 'student_courses', 'student_discounts', 'student_documents', 'student_fees', 'student_payments', 'student_scholarships', 'student_taggings', 'student_tags', 'students', 'subject_branches', 'support_plans', 'teacher_absences', 'timetable_lessons', 'timetable_periods', 'timetable_runs', 'timetable_teacher_rules', 'transport_assignments', 'transport_drivers', 'transport_routes', 'transport_stops', 'transport_vehicles', 'university_applications', 'user_schools', 'user_types', 'users']::text[] loop
    execute format('drop trigger if exists kampus_rows_notify on %I', resource_table);
    execute format(
      'create trigger kampus_rows_notify after insert or update or delete or truncate on %I '
        'for each statement execute function kampus_rows_notify()',
      resource_table
    );
  end loop;
end
$$;
