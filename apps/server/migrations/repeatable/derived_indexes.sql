-- Generated from the declarations by `npm run db:generate` (src/db/derived-indexes.ts): do not edit.
-- Repeatable: re-applied whenever this text changes, so every statement is idempotent.
-- Sort indexes: a list ordered by a text field sorts in the first Unicode collation that works
-- (src/db/collation.ts): 'unicode' on PostgreSQL 16+, 'und-x-icu' on 15. Without one (PGlite) text
-- sorts in the database order, which the (tenant, field) indexes of the declarations serve.
do $$
declare
  candidate text;
  sort_collation text;
  stale text;
begin
  foreach candidate in array array['unicode', 'und-x-icu'] loop
    begin
      execute format('select %L collate %I < %L', 'a', candidate, 'b');
      sort_collation := candidate;
      exit;
    exception when others then
      null;
    end;
  end loop;
  for stale in select indexname from pg_indexes where schemaname = current_schema()
    and indexname like '%\_collated\_idx' and indexdef ilike '% collate %'
    and indexname <> all (array['report_types_school_id_report_title_collated_idx', 'report_static_texts_school_id_position_collated_idx', 'attendance_types_title_collated_idx', 'blood_groups_title_collated_idx', 'cities_name_collated_idx', 'class_types_school_id_title_collated_idx', 'classes_school_id_title_collated_idx', 'configurations_school_id_key_collated_idx', 'countries_country_collated_idx', 'countries_code_collated_idx', 'courses_school_id_title_collated_idx', 'courses_school_id_code_collated_idx', 'databases_school_id_name_collated_idx', 'readonly_enrollment_contracts_title_collated_idx', 'enrollment_agreements_school_id_title_collated_idx', 'bank_accounts_school_id_account_name_collated_idx', 'bank_account_settings_school_id_title_collated_idx', 'account_codes_school_id_code_collated_idx', 'account_codes_school_id_account_name_collated_idx', 'income_expenses_school_id_institution_title_collated_idx', 'global_menus_title_collated_idx', 'grade_levels_school_id_title_collated_idx', 'guardians_school_id_last_name_collated_idx', 'languages_title_collated_idx', 'menus_school_id_title_collated_idx', 'schools_title_collated_idx', 'schools_type_collated_idx', 'seasons_school_id_title_collated_idx', 'banks_bank_name_collated_idx', 'banks_eft_code_collated_idx', 'bank_branches_branch_name_collated_idx', 'bank_branches_branch_code_collated_idx', 'payment_methods_title_collated_idx', 'personnel_categories_title_collated_idx', 'departments_title_collated_idx', 'states_name_collated_idx', 'students_school_id_last_name_collated_idx', 'students_school_id_name_collated_idx', 'students_school_id_student_number_collated_idx', 'user_types_user_type_collated_idx', 'users_school_id_name_collated_idx', 'users_school_id_last_name_collated_idx', 'users_school_id_email_collated_idx']::text[]) loop
    execute format('drop index %I', stale);
  end loop;
  if sort_collation is null then
    return;
  end if;
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'report_types_school_id_report_title_collated_idx', 'report_types', 'school_id', 'report_title', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'report_static_texts_school_id_position_collated_idx', 'report_static_texts', 'school_id', 'position', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'attendance_types_title_collated_idx', 'attendance_types', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'blood_groups_title_collated_idx', 'blood_groups', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'cities_name_collated_idx', 'cities', 'name', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'class_types_school_id_title_collated_idx', 'class_types', 'school_id', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'classes_school_id_title_collated_idx', 'classes', 'school_id', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'configurations_school_id_key_collated_idx', 'configurations', 'school_id', 'key', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'countries_country_collated_idx', 'countries', 'country', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'countries_code_collated_idx', 'countries', 'code', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'courses_school_id_title_collated_idx', 'courses', 'school_id', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'courses_school_id_code_collated_idx', 'courses', 'school_id', 'code', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'databases_school_id_name_collated_idx', 'databases', 'school_id', 'name', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'readonly_enrollment_contracts_title_collated_idx', 'readonly_enrollment_contracts', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'enrollment_agreements_school_id_title_collated_idx', 'enrollment_agreements', 'school_id', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'bank_accounts_school_id_account_name_collated_idx', 'bank_accounts', 'school_id', 'account_name', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'bank_account_settings_school_id_title_collated_idx', 'bank_account_settings', 'school_id', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'account_codes_school_id_code_collated_idx', 'account_codes', 'school_id', 'code', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'account_codes_school_id_account_name_collated_idx', 'account_codes', 'school_id', 'account_name', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'income_expenses_school_id_institution_title_collated_idx', 'income_expenses', 'school_id', 'institution_title', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'global_menus_title_collated_idx', 'global_menus', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'grade_levels_school_id_title_collated_idx', 'grade_levels', 'school_id', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'guardians_school_id_last_name_collated_idx', 'guardians', 'school_id', 'last_name', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'languages_title_collated_idx', 'languages', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'menus_school_id_title_collated_idx', 'menus', 'school_id', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'schools_title_collated_idx', 'schools', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'schools_type_collated_idx', 'schools', 'type', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'seasons_school_id_title_collated_idx', 'seasons', 'school_id', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'banks_bank_name_collated_idx', 'banks', 'bank_name', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'banks_eft_code_collated_idx', 'banks', 'eft_code', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'bank_branches_branch_name_collated_idx', 'bank_branches', 'branch_name', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'bank_branches_branch_code_collated_idx', 'bank_branches', 'branch_code', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'payment_methods_title_collated_idx', 'payment_methods', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'personnel_categories_title_collated_idx', 'personnel_categories', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'departments_title_collated_idx', 'departments', 'title', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'states_name_collated_idx', 'states', 'name', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'students_school_id_last_name_collated_idx', 'students', 'school_id', 'last_name', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'students_school_id_name_collated_idx', 'students', 'school_id', 'name', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'students_school_id_student_number_collated_idx', 'students', 'school_id', 'student_number', sort_collation);
  execute format('create index if not exists %I on %I (%I collate %I, id)', 'user_types_user_type_collated_idx', 'user_types', 'user_type', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'users_school_id_name_collated_idx', 'users', 'school_id', 'name', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'users_school_id_last_name_collated_idx', 'users', 'school_id', 'last_name', sort_collation);
  execute format('create index if not exists %I on %I (%I, %I collate %I, id)', 'users_school_id_email_collated_idx', 'users', 'school_id', 'email', sort_collation);
end
$$;
--> statement-breakpoint
-- Trigram indexes: `search` is ilike on the search fields, which no b-tree can serve.
do $$
declare
  stale text;
begin
  for stale in select indexname from pg_indexes where schemaname = current_schema()
    and indexname like '%\_trgm\_idx' and indexdef ilike '%gin_trgm_ops%'
    and indexname <> all (array['report_types_report_title_trgm_idx', 'cities_name_trgm_idx', 'class_types_title_trgm_idx', 'classes_title_trgm_idx', 'countries_country_trgm_idx', 'countries_code_trgm_idx', 'courses_title_trgm_idx', 'courses_code_trgm_idx', 'readonly_enrollment_contracts_title_trgm_idx', 'enrollment_agreements_title_trgm_idx', 'bank_accounts_account_name_trgm_idx', 'bank_accounts_account_number_trgm_idx', 'bank_accounts_iban_trgm_idx', 'account_codes_account_name_trgm_idx', 'account_codes_code_trgm_idx', 'income_expenses_institution_title_trgm_idx', 'income_expenses_explanation_trgm_idx', 'global_menus_title_trgm_idx', 'global_menus_url_trgm_idx', 'grade_levels_title_trgm_idx', 'guardians_name_trgm_idx', 'guardians_last_name_trgm_idx', 'impersonate_logs_impersonator_name_trgm_idx', 'impersonate_logs_impersonated_name_trgm_idx', 'menus_title_trgm_idx', 'menus_url_trgm_idx', 'schools_title_trgm_idx', 'schools_email_trgm_idx', 'banks_bank_name_trgm_idx', 'banks_eft_code_trgm_idx', 'bank_branches_branch_name_trgm_idx', 'bank_branches_branch_code_trgm_idx', 'bank_branches_branch_city_trgm_idx', 'payment_methods_title_trgm_idx', 'personnel_categories_title_trgm_idx', 'departments_title_trgm_idx', 'states_name_trgm_idx', 'students_name_trgm_idx', 'students_last_name_trgm_idx', 'students_student_number_trgm_idx', 'users_name_trgm_idx', 'users_last_name_trgm_idx', 'users_email_trgm_idx']::text[]) loop
    execute format('drop index %I', stale);
  end loop;
  begin
    create extension if not exists pg_trgm;
  exception when others then
    raise notice 'pg_trgm is not available: searches scan their table';
    return;
  end;
  create index if not exists report_types_report_title_trgm_idx on report_types using gin (report_title gin_trgm_ops);
  create index if not exists cities_name_trgm_idx on cities using gin (name gin_trgm_ops);
  create index if not exists class_types_title_trgm_idx on class_types using gin (title gin_trgm_ops);
  create index if not exists classes_title_trgm_idx on classes using gin (title gin_trgm_ops);
  create index if not exists countries_country_trgm_idx on countries using gin (country gin_trgm_ops);
  create index if not exists countries_code_trgm_idx on countries using gin (code gin_trgm_ops);
  create index if not exists courses_title_trgm_idx on courses using gin (title gin_trgm_ops);
  create index if not exists courses_code_trgm_idx on courses using gin (code gin_trgm_ops);
  create index if not exists readonly_enrollment_contracts_title_trgm_idx on readonly_enrollment_contracts using gin (title gin_trgm_ops);
  create index if not exists enrollment_agreements_title_trgm_idx on enrollment_agreements using gin (title gin_trgm_ops);
  create index if not exists bank_accounts_account_name_trgm_idx on bank_accounts using gin (account_name gin_trgm_ops);
  create index if not exists bank_accounts_account_number_trgm_idx on bank_accounts using gin (account_number gin_trgm_ops);
  create index if not exists bank_accounts_iban_trgm_idx on bank_accounts using gin (iban gin_trgm_ops);
  create index if not exists account_codes_account_name_trgm_idx on account_codes using gin (account_name gin_trgm_ops);
  create index if not exists account_codes_code_trgm_idx on account_codes using gin (code gin_trgm_ops);
  create index if not exists income_expenses_institution_title_trgm_idx on income_expenses using gin (institution_title gin_trgm_ops);
  create index if not exists income_expenses_explanation_trgm_idx on income_expenses using gin (explanation gin_trgm_ops);
  create index if not exists global_menus_title_trgm_idx on global_menus using gin (title gin_trgm_ops);
  create index if not exists global_menus_url_trgm_idx on global_menus using gin (url gin_trgm_ops);
  create index if not exists grade_levels_title_trgm_idx on grade_levels using gin (title gin_trgm_ops);
  create index if not exists guardians_name_trgm_idx on guardians using gin (name gin_trgm_ops);
  create index if not exists guardians_last_name_trgm_idx on guardians using gin (last_name gin_trgm_ops);
  create index if not exists impersonate_logs_impersonator_name_trgm_idx on impersonate_logs using gin (impersonator_name gin_trgm_ops);
  create index if not exists impersonate_logs_impersonated_name_trgm_idx on impersonate_logs using gin (impersonated_name gin_trgm_ops);
  create index if not exists menus_title_trgm_idx on menus using gin (title gin_trgm_ops);
  create index if not exists menus_url_trgm_idx on menus using gin (url gin_trgm_ops);
  create index if not exists schools_title_trgm_idx on schools using gin (title gin_trgm_ops);
  create index if not exists schools_email_trgm_idx on schools using gin (email gin_trgm_ops);
  create index if not exists banks_bank_name_trgm_idx on banks using gin (bank_name gin_trgm_ops);
  create index if not exists banks_eft_code_trgm_idx on banks using gin (eft_code gin_trgm_ops);
  create index if not exists bank_branches_branch_name_trgm_idx on bank_branches using gin (branch_name gin_trgm_ops);
  create index if not exists bank_branches_branch_code_trgm_idx on bank_branches using gin (branch_code gin_trgm_ops);
  create index if not exists bank_branches_branch_city_trgm_idx on bank_branches using gin (branch_city gin_trgm_ops);
  create index if not exists payment_methods_title_trgm_idx on payment_methods using gin (title gin_trgm_ops);
  create index if not exists personnel_categories_title_trgm_idx on personnel_categories using gin (title gin_trgm_ops);
  create index if not exists departments_title_trgm_idx on departments using gin (title gin_trgm_ops);
  create index if not exists states_name_trgm_idx on states using gin (name gin_trgm_ops);
  create index if not exists students_name_trgm_idx on students using gin (name gin_trgm_ops);
  create index if not exists students_last_name_trgm_idx on students using gin (last_name gin_trgm_ops);
  create index if not exists students_student_number_trgm_idx on students using gin (student_number gin_trgm_ops);
  create index if not exists users_name_trgm_idx on users using gin (name gin_trgm_ops);
  create index if not exists users_last_name_trgm_idx on users using gin (last_name gin_trgm_ops);
  create index if not exists users_email_trgm_idx on users using gin (email gin_trgm_ops);
end
$$;
