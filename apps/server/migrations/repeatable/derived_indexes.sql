-- Generated from the declarations by `npm run db:generate` (src/db/derived-indexes.ts): do not edit.
-- Repeatable: re-applied whenever this text changes, so every statement is idempotent.
-- Text rules (src/db/text-rules.ts): kampus_fold for search, kampus_sort_key where ICU is missing.
create or replace function kampus_fold(value text) returns text language sql immutable strict parallel safe as $fn$
select lower(translate(regexp_replace(normalize(replace(replace(replace(lower(value), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), NFD), U&'[\0300-\036F\064B-\0655\0670\0640]', '', 'g'), 'ıøØłŁđĐħĦŧŦٱىة', 'ioollddhhttايه'))
$fn$;
--> statement-breakpoint
create or replace function kampus_sort_key(value text, rules text) returns text language sql immutable strict parallel safe as $fn$
select regexp_replace(regexp_replace(kampus_fold(case rules
    when 'tr' then replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(value, 'Ç', 'c{'), 'ç', 'c{'), 'Ğ', 'g{'), 'ğ', 'g{'), 'I', 'h{'), 'ı', 'h{'), 'Ö', 'o{'), 'ö', 'o{'), 'Ş', 's{'), 'ş', 's{'), 'Ü', 'u{'), 'ü', 'u{')
    when 'es' then replace(replace(replace(value, 'Ñ', 'n{'), 'ñ', 'n{'), 'ı', 'i{')
    else replace(value, 'ı', 'i{') end), '([0-9]+)', '000000000\1', 'g'), '0*([0-9]{10})(?![0-9])', '\1', 'g')
$fn$;
--> statement-breakpoint
-- ICU collations; a database built without ICU (PGlite) skips them and sorts by kampus_sort_key.
do $$
begin
  create collation if not exists kampus_und (provider = icu, locale = 'und-u-kn-true');
  create collation if not exists kampus_tr (provider = icu, locale = 'tr-u-kn-true');
  create collation if not exists kampus_es (provider = icu, locale = 'es-u-kn-true');
  create collation if not exists kampus_ar (provider = icu, locale = 'ar-u-kn-true');
exception when others then
  raise notice 'no ICU collations: lists sort by kampus_sort_key';
end
$$;
--> statement-breakpoint
-- Search text: the folded search fields, stored (src/db/search-text.ts).
do $$
declare
  stale text;
begin
  for stale in select c.relname from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attname = 'kampus_search'
    and not a.attisdropped and c.relname <> all (array['report_types', 'batches', 'cip_activities', 'cities', 'class_types', 'classes', 'countries', 'course_videos', 'course_assets', 'courses', 'discipline_codes', 'discipline_incidents', 'dorm_buildings', 'dorm_rooms', 'leave_requests', 'elective_offers', 'readonly_enrollment_contracts', 'enrollment_agreements', 'subject_branches', 'exam_templates', 'exams', 'feeds', 'file_shares', 'lawyers', 'companies', 'promissory_notes', 'deleted_promissory_notes', 'invoices', 'bank_accounts', 'account_codes', 'income_expenses', 'forms', 'global_menus', 'grade_levels', 'grading_scales', 'grading_policies', 'assignments', 'guardians', 'homeworks', 'admission_interviews', 'impersonate_logs', 'library_titles', 'library_copies', 'lti_tools', 'lti_links', 'menus', 'sms_templates', 'mail_templates', 'online_classes', 'personnel', 'room_bookings', 'saml_providers', 'school_holidays', 'schools', 'banks', 'bank_branches', 'payment_methods', 'personnel_categories', 'departments', 'learning_standards', 'states', 'discounts', 'school_bus_fees', 'student_tags', 'student_behaviours', 'enrollment_documents', 'student_documents', 'students', 'rooms', 'graduation_programmes', 'graduation_requirements', 'transport_vehicles', 'transport_drivers', 'transport_routes', 'transport_stops', 'users']::text[]) loop
    execute format('alter table %I drop column kampus_search', stale);
  end loop;
  if coalesce(col_description('report_types'::regclass, (select attnum from pg_attribute
    where attrelid = 'report_types'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) b4c5fe6317581798' then
    alter table report_types drop column if exists kampus_search;
    alter table report_types add column kampus_search text generated always as (kampus_fold(coalesce(report_title::text, ''))) stored;
    comment on column report_types.kampus_search is 'kampus search text (src/db/search-text.ts) b4c5fe6317581798';
  end if;
  if coalesce(col_description('batches'::regclass, (select attnum from pg_attribute
    where attrelid = 'batches'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table batches drop column if exists kampus_search;
    alter table batches add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column batches.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('cip_activities'::regclass, (select attnum from pg_attribute
    where attrelid = 'cip_activities'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 0a563d63c591db0e' then
    alter table cip_activities drop column if exists kampus_search;
    alter table cip_activities add column kampus_search text generated always as (kampus_fold(coalesce(title::text, '') || ' ' || coalesce(place::text, ''))) stored;
    comment on column cip_activities.kampus_search is 'kampus search text (src/db/search-text.ts) 0a563d63c591db0e';
  end if;
  if coalesce(col_description('cities'::regclass, (select attnum from pg_attribute
    where attrelid = 'cities'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 8f7ee1384b8a9f28' then
    alter table cities drop column if exists kampus_search;
    alter table cities add column kampus_search text generated always as (kampus_fold(coalesce(name::text, ''))) stored;
    comment on column cities.kampus_search is 'kampus search text (src/db/search-text.ts) 8f7ee1384b8a9f28';
  end if;
  if coalesce(col_description('class_types'::regclass, (select attnum from pg_attribute
    where attrelid = 'class_types'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table class_types drop column if exists kampus_search;
    alter table class_types add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column class_types.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('classes'::regclass, (select attnum from pg_attribute
    where attrelid = 'classes'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table classes drop column if exists kampus_search;
    alter table classes add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column classes.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('countries'::regclass, (select attnum from pg_attribute
    where attrelid = 'countries'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) d72d186506a823a9' then
    alter table countries drop column if exists kampus_search;
    alter table countries add column kampus_search text generated always as (kampus_fold(coalesce(country::text, '') || ' ' || coalesce(code::text, ''))) stored;
    comment on column countries.kampus_search is 'kampus search text (src/db/search-text.ts) d72d186506a823a9';
  end if;
  if coalesce(col_description('course_videos'::regclass, (select attnum from pg_attribute
    where attrelid = 'course_videos'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 596869c175e14dec' then
    alter table course_videos drop column if exists kampus_search;
    alter table course_videos add column kampus_search text generated always as (kampus_fold(coalesce(title::text, '') || ' ' || coalesce(group_name::text, ''))) stored;
    comment on column course_videos.kampus_search is 'kampus search text (src/db/search-text.ts) 596869c175e14dec';
  end if;
  if coalesce(col_description('course_assets'::regclass, (select attnum from pg_attribute
    where attrelid = 'course_assets'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) a835f99300f94669' then
    alter table course_assets drop column if exists kampus_search;
    alter table course_assets add column kampus_search text generated always as (kampus_fold(coalesce(lecture_name::text, ''))) stored;
    comment on column course_assets.kampus_search is 'kampus search text (src/db/search-text.ts) a835f99300f94669';
  end if;
  if coalesce(col_description('courses'::regclass, (select attnum from pg_attribute
    where attrelid = 'courses'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) ae40472b6a4e8faa' then
    alter table courses drop column if exists kampus_search;
    alter table courses add column kampus_search text generated always as (kampus_fold(coalesce(title::text, '') || ' ' || coalesce(code::text, ''))) stored;
    comment on column courses.kampus_search is 'kampus search text (src/db/search-text.ts) ae40472b6a4e8faa';
  end if;
  if coalesce(col_description('discipline_codes'::regclass, (select attnum from pg_attribute
    where attrelid = 'discipline_codes'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) ba9628d0a6d01b80' then
    alter table discipline_codes drop column if exists kampus_search;
    alter table discipline_codes add column kampus_search text generated always as (kampus_fold(coalesce(code::text, '') || ' ' || coalesce(title::text, ''))) stored;
    comment on column discipline_codes.kampus_search is 'kampus search text (src/db/search-text.ts) ba9628d0a6d01b80';
  end if;
  if coalesce(col_description('discipline_incidents'::regclass, (select attnum from pg_attribute
    where attrelid = 'discipline_incidents'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 19d3e37587fc168d' then
    alter table discipline_incidents drop column if exists kampus_search;
    alter table discipline_incidents add column kampus_search text generated always as (kampus_fold(coalesce(place::text, '') || ' ' || coalesce(description::text, ''))) stored;
    comment on column discipline_incidents.kampus_search is 'kampus search text (src/db/search-text.ts) 19d3e37587fc168d';
  end if;
  if coalesce(col_description('dorm_buildings'::regclass, (select attnum from pg_attribute
    where attrelid = 'dorm_buildings'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table dorm_buildings drop column if exists kampus_search;
    alter table dorm_buildings add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column dorm_buildings.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('dorm_rooms'::regclass, (select attnum from pg_attribute
    where attrelid = 'dorm_rooms'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) f4bb7fec54c597d2' then
    alter table dorm_rooms drop column if exists kampus_search;
    alter table dorm_rooms add column kampus_search text generated always as (kampus_fold(coalesce(room_number::text, ''))) stored;
    comment on column dorm_rooms.kampus_search is 'kampus search text (src/db/search-text.ts) f4bb7fec54c597d2';
  end if;
  if coalesce(col_description('leave_requests'::regclass, (select attnum from pg_attribute
    where attrelid = 'leave_requests'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 919b9864c1f8a34a' then
    alter table leave_requests drop column if exists kampus_search;
    alter table leave_requests add column kampus_search text generated always as (kampus_fold(coalesce(destination::text, ''))) stored;
    comment on column leave_requests.kampus_search is 'kampus search text (src/db/search-text.ts) 919b9864c1f8a34a';
  end if;
  if coalesce(col_description('elective_offers'::regclass, (select attnum from pg_attribute
    where attrelid = 'elective_offers'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) ac6a6b24d5909a2f' then
    alter table elective_offers drop column if exists kampus_search;
    alter table elective_offers add column kampus_search text generated always as (kampus_fold(coalesce(title::text, '') || ' ' || coalesce(block::text, ''))) stored;
    comment on column elective_offers.kampus_search is 'kampus search text (src/db/search-text.ts) ac6a6b24d5909a2f';
  end if;
  if coalesce(col_description('readonly_enrollment_contracts'::regclass, (select attnum from pg_attribute
    where attrelid = 'readonly_enrollment_contracts'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table readonly_enrollment_contracts drop column if exists kampus_search;
    alter table readonly_enrollment_contracts add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column readonly_enrollment_contracts.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('enrollment_agreements'::regclass, (select attnum from pg_attribute
    where attrelid = 'enrollment_agreements'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table enrollment_agreements drop column if exists kampus_search;
    alter table enrollment_agreements add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column enrollment_agreements.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('subject_branches'::regclass, (select attnum from pg_attribute
    where attrelid = 'subject_branches'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) ae40472b6a4e8faa' then
    alter table subject_branches drop column if exists kampus_search;
    alter table subject_branches add column kampus_search text generated always as (kampus_fold(coalesce(title::text, '') || ' ' || coalesce(code::text, ''))) stored;
    comment on column subject_branches.kampus_search is 'kampus search text (src/db/search-text.ts) ae40472b6a4e8faa';
  end if;
  if coalesce(col_description('exam_templates'::regclass, (select attnum from pg_attribute
    where attrelid = 'exam_templates'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table exam_templates drop column if exists kampus_search;
    alter table exam_templates add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column exam_templates.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('exams'::regclass, (select attnum from pg_attribute
    where attrelid = 'exams'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table exams drop column if exists kampus_search;
    alter table exams add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column exams.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('feeds'::regclass, (select attnum from pg_attribute
    where attrelid = 'feeds'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 0b2f2988e8aa0a69' then
    alter table feeds drop column if exists kampus_search;
    alter table feeds add column kampus_search text generated always as (kampus_fold(coalesce(title::text, '') || ' ' || coalesce(short_text::text, ''))) stored;
    comment on column feeds.kampus_search is 'kampus search text (src/db/search-text.ts) 0b2f2988e8aa0a69';
  end if;
  if coalesce(col_description('file_shares'::regclass, (select attnum from pg_attribute
    where attrelid = 'file_shares'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) f047a2ae564b653d' then
    alter table file_shares drop column if exists kampus_search;
    alter table file_shares add column kampus_search text generated always as (kampus_fold(coalesce(path::text, ''))) stored;
    comment on column file_shares.kampus_search is 'kampus search text (src/db/search-text.ts) f047a2ae564b653d';
  end if;
  if coalesce(col_description('lawyers'::regclass, (select attnum from pg_attribute
    where attrelid = 'lawyers'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 9abc7dc267188c10' then
    alter table lawyers drop column if exists kampus_search;
    alter table lawyers add column kampus_search text generated always as (kampus_fold(coalesce(name::text, '') || ' ' || coalesce(email::text, '') || ' ' || coalesce(phone::text, ''))) stored;
    comment on column lawyers.kampus_search is 'kampus search text (src/db/search-text.ts) 9abc7dc267188c10';
  end if;
  if coalesce(col_description('companies'::regclass, (select attnum from pg_attribute
    where attrelid = 'companies'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) d360af1613f18709' then
    alter table companies drop column if exists kampus_search;
    alter table companies add column kampus_search text generated always as (kampus_fold(coalesce(title::text, '') || ' ' || coalesce(tax_number::text, ''))) stored;
    comment on column companies.kampus_search is 'kampus search text (src/db/search-text.ts) d360af1613f18709';
  end if;
  if coalesce(col_description('promissory_notes'::regclass, (select attnum from pg_attribute
    where attrelid = 'promissory_notes'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table promissory_notes drop column if exists kampus_search;
    alter table promissory_notes add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column promissory_notes.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('deleted_promissory_notes'::regclass, (select attnum from pg_attribute
    where attrelid = 'deleted_promissory_notes'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table deleted_promissory_notes drop column if exists kampus_search;
    alter table deleted_promissory_notes add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column deleted_promissory_notes.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('invoices'::regclass, (select attnum from pg_attribute
    where attrelid = 'invoices'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 933a39b0bdc304bf' then
    alter table invoices drop column if exists kampus_search;
    alter table invoices add column kampus_search text generated always as (kampus_fold(coalesce(invoice_title::text, '') || ' ' || coalesce(invoice_vno::text, ''))) stored;
    comment on column invoices.kampus_search is 'kampus search text (src/db/search-text.ts) 933a39b0bdc304bf';
  end if;
  if coalesce(col_description('bank_accounts'::regclass, (select attnum from pg_attribute
    where attrelid = 'bank_accounts'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 28080c2fd5bd3817' then
    alter table bank_accounts drop column if exists kampus_search;
    alter table bank_accounts add column kampus_search text generated always as (kampus_fold(coalesce(account_name::text, '') || ' ' || coalesce(account_number::text, '') || ' ' || coalesce(iban::text, ''))) stored;
    comment on column bank_accounts.kampus_search is 'kampus search text (src/db/search-text.ts) 28080c2fd5bd3817';
  end if;
  if coalesce(col_description('account_codes'::regclass, (select attnum from pg_attribute
    where attrelid = 'account_codes'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 8195436568112893' then
    alter table account_codes drop column if exists kampus_search;
    alter table account_codes add column kampus_search text generated always as (kampus_fold(coalesce(account_name::text, '') || ' ' || coalesce(code::text, ''))) stored;
    comment on column account_codes.kampus_search is 'kampus search text (src/db/search-text.ts) 8195436568112893';
  end if;
  if coalesce(col_description('income_expenses'::regclass, (select attnum from pg_attribute
    where attrelid = 'income_expenses'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 34358bc466579375' then
    alter table income_expenses drop column if exists kampus_search;
    alter table income_expenses add column kampus_search text generated always as (kampus_fold(coalesce(institution_title::text, '') || ' ' || coalesce(explanation::text, ''))) stored;
    comment on column income_expenses.kampus_search is 'kampus search text (src/db/search-text.ts) 34358bc466579375';
  end if;
  if coalesce(col_description('forms'::regclass, (select attnum from pg_attribute
    where attrelid = 'forms'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table forms drop column if exists kampus_search;
    alter table forms add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column forms.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('global_menus'::regclass, (select attnum from pg_attribute
    where attrelid = 'global_menus'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 16d12966899ee51f' then
    alter table global_menus drop column if exists kampus_search;
    alter table global_menus add column kampus_search text generated always as (kampus_fold(coalesce(title::text, '') || ' ' || coalesce(url::text, ''))) stored;
    comment on column global_menus.kampus_search is 'kampus search text (src/db/search-text.ts) 16d12966899ee51f';
  end if;
  if coalesce(col_description('grade_levels'::regclass, (select attnum from pg_attribute
    where attrelid = 'grade_levels'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table grade_levels drop column if exists kampus_search;
    alter table grade_levels add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column grade_levels.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('grading_scales'::regclass, (select attnum from pg_attribute
    where attrelid = 'grading_scales'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table grading_scales drop column if exists kampus_search;
    alter table grading_scales add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column grading_scales.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('grading_policies'::regclass, (select attnum from pg_attribute
    where attrelid = 'grading_policies'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table grading_policies drop column if exists kampus_search;
    alter table grading_policies add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column grading_policies.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('assignments'::regclass, (select attnum from pg_attribute
    where attrelid = 'assignments'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table assignments drop column if exists kampus_search;
    alter table assignments add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column assignments.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('guardians'::regclass, (select attnum from pg_attribute
    where attrelid = 'guardians'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) d09578e2cfc72434' then
    alter table guardians drop column if exists kampus_search;
    alter table guardians add column kampus_search text generated always as (kampus_fold(coalesce(name::text, '') || ' ' || coalesce(last_name::text, ''))) stored;
    comment on column guardians.kampus_search is 'kampus search text (src/db/search-text.ts) d09578e2cfc72434';
  end if;
  if coalesce(col_description('homeworks'::regclass, (select attnum from pg_attribute
    where attrelid = 'homeworks'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table homeworks drop column if exists kampus_search;
    alter table homeworks add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column homeworks.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('admission_interviews'::regclass, (select attnum from pg_attribute
    where attrelid = 'admission_interviews'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 406c82dd2727ec73' then
    alter table admission_interviews drop column if exists kampus_search;
    alter table admission_interviews add column kampus_search text generated always as (kampus_fold(coalesce(applicant_name::text, '') || ' ' || coalesce(applicant_last_name::text, '') || ' ' || coalesce(guardian_name::text, ''))) stored;
    comment on column admission_interviews.kampus_search is 'kampus search text (src/db/search-text.ts) 406c82dd2727ec73';
  end if;
  if coalesce(col_description('impersonate_logs'::regclass, (select attnum from pg_attribute
    where attrelid = 'impersonate_logs'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 6a4901a37be245b0' then
    alter table impersonate_logs drop column if exists kampus_search;
    alter table impersonate_logs add column kampus_search text generated always as (kampus_fold(coalesce(impersonator_name::text, '') || ' ' || coalesce(impersonated_name::text, ''))) stored;
    comment on column impersonate_logs.kampus_search is 'kampus search text (src/db/search-text.ts) 6a4901a37be245b0';
  end if;
  if coalesce(col_description('library_titles'::regclass, (select attnum from pg_attribute
    where attrelid = 'library_titles'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 2dc91cad31300660' then
    alter table library_titles drop column if exists kampus_search;
    alter table library_titles add column kampus_search text generated always as (kampus_fold(coalesce(title::text, '') || ' ' || coalesce(authors::text, '') || ' ' || coalesce(isbn::text, '') || ' ' || coalesce(subjects::text, ''))) stored;
    comment on column library_titles.kampus_search is 'kampus search text (src/db/search-text.ts) 2dc91cad31300660';
  end if;
  if coalesce(col_description('library_copies'::regclass, (select attnum from pg_attribute
    where attrelid = 'library_copies'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) e5711ea1747303d6' then
    alter table library_copies drop column if exists kampus_search;
    alter table library_copies add column kampus_search text generated always as (kampus_fold(coalesce(barcode::text, '') || ' ' || coalesce(shelf::text, ''))) stored;
    comment on column library_copies.kampus_search is 'kampus search text (src/db/search-text.ts) e5711ea1747303d6';
  end if;
  if coalesce(col_description('lti_tools'::regclass, (select attnum from pg_attribute
    where attrelid = 'lti_tools'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table lti_tools drop column if exists kampus_search;
    alter table lti_tools add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column lti_tools.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('lti_links'::regclass, (select attnum from pg_attribute
    where attrelid = 'lti_links'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table lti_links drop column if exists kampus_search;
    alter table lti_links add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column lti_links.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('menus'::regclass, (select attnum from pg_attribute
    where attrelid = 'menus'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 16d12966899ee51f' then
    alter table menus drop column if exists kampus_search;
    alter table menus add column kampus_search text generated always as (kampus_fold(coalesce(title::text, '') || ' ' || coalesce(url::text, ''))) stored;
    comment on column menus.kampus_search is 'kampus search text (src/db/search-text.ts) 16d12966899ee51f';
  end if;
  if coalesce(col_description('sms_templates'::regclass, (select attnum from pg_attribute
    where attrelid = 'sms_templates'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table sms_templates drop column if exists kampus_search;
    alter table sms_templates add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column sms_templates.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('mail_templates'::regclass, (select attnum from pg_attribute
    where attrelid = 'mail_templates'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) dcb4ed45207ac707' then
    alter table mail_templates drop column if exists kampus_search;
    alter table mail_templates add column kampus_search text generated always as (kampus_fold(coalesce(title::text, '') || ' ' || coalesce(mail_subject::text, ''))) stored;
    comment on column mail_templates.kampus_search is 'kampus search text (src/db/search-text.ts) dcb4ed45207ac707';
  end if;
  if coalesce(col_description('online_classes'::regclass, (select attnum from pg_attribute
    where attrelid = 'online_classes'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table online_classes drop column if exists kampus_search;
    alter table online_classes add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column online_classes.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('personnel'::regclass, (select attnum from pg_attribute
    where attrelid = 'personnel'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 227b4b9145184c8d' then
    alter table personnel drop column if exists kampus_search;
    alter table personnel add column kampus_search text generated always as (kampus_fold(coalesce(name::text, '') || ' ' || coalesce(last_name::text, '') || ' ' || coalesce(title::text, ''))) stored;
    comment on column personnel.kampus_search is 'kampus search text (src/db/search-text.ts) 227b4b9145184c8d';
  end if;
  if coalesce(col_description('room_bookings'::regclass, (select attnum from pg_attribute
    where attrelid = 'room_bookings'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 9fdb9f66154cd45c' then
    alter table room_bookings drop column if exists kampus_search;
    alter table room_bookings add column kampus_search text generated always as (kampus_fold(coalesce(booking_purpose::text, ''))) stored;
    comment on column room_bookings.kampus_search is 'kampus search text (src/db/search-text.ts) 9fdb9f66154cd45c';
  end if;
  if coalesce(col_description('saml_providers'::regclass, (select attnum from pg_attribute
    where attrelid = 'saml_providers'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 115f39136ab25f8e' then
    alter table saml_providers drop column if exists kampus_search;
    alter table saml_providers add column kampus_search text generated always as (kampus_fold(coalesce(name::text, '') || ' ' || coalesce(idp_entity_id::text, ''))) stored;
    comment on column saml_providers.kampus_search is 'kampus search text (src/db/search-text.ts) 115f39136ab25f8e';
  end if;
  if coalesce(col_description('school_holidays'::regclass, (select attnum from pg_attribute
    where attrelid = 'school_holidays'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table school_holidays drop column if exists kampus_search;
    alter table school_holidays add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column school_holidays.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('schools'::regclass, (select attnum from pg_attribute
    where attrelid = 'schools'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 520812d9e85119eb' then
    alter table schools drop column if exists kampus_search;
    alter table schools add column kampus_search text generated always as (kampus_fold(coalesce(title::text, '') || ' ' || coalesce(email::text, ''))) stored;
    comment on column schools.kampus_search is 'kampus search text (src/db/search-text.ts) 520812d9e85119eb';
  end if;
  if coalesce(col_description('banks'::regclass, (select attnum from pg_attribute
    where attrelid = 'banks'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 4bec7ef2d7cb2397' then
    alter table banks drop column if exists kampus_search;
    alter table banks add column kampus_search text generated always as (kampus_fold(coalesce(bank_name::text, '') || ' ' || coalesce(eft_code::text, ''))) stored;
    comment on column banks.kampus_search is 'kampus search text (src/db/search-text.ts) 4bec7ef2d7cb2397';
  end if;
  if coalesce(col_description('bank_branches'::regclass, (select attnum from pg_attribute
    where attrelid = 'bank_branches'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 15c0bca3b8d41260' then
    alter table bank_branches drop column if exists kampus_search;
    alter table bank_branches add column kampus_search text generated always as (kampus_fold(coalesce(branch_name::text, '') || ' ' || coalesce(branch_code::text, '') || ' ' || coalesce(branch_city::text, ''))) stored;
    comment on column bank_branches.kampus_search is 'kampus search text (src/db/search-text.ts) 15c0bca3b8d41260';
  end if;
  if coalesce(col_description('payment_methods'::regclass, (select attnum from pg_attribute
    where attrelid = 'payment_methods'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table payment_methods drop column if exists kampus_search;
    alter table payment_methods add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column payment_methods.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('personnel_categories'::regclass, (select attnum from pg_attribute
    where attrelid = 'personnel_categories'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table personnel_categories drop column if exists kampus_search;
    alter table personnel_categories add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column personnel_categories.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('departments'::regclass, (select attnum from pg_attribute
    where attrelid = 'departments'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table departments drop column if exists kampus_search;
    alter table departments add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column departments.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('learning_standards'::regclass, (select attnum from pg_attribute
    where attrelid = 'learning_standards'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 66c0a063ab527aa1' then
    alter table learning_standards drop column if exists kampus_search;
    alter table learning_standards add column kampus_search text generated always as (kampus_fold(coalesce(code::text, '') || ' ' || coalesce(description::text, ''))) stored;
    comment on column learning_standards.kampus_search is 'kampus search text (src/db/search-text.ts) 66c0a063ab527aa1';
  end if;
  if coalesce(col_description('states'::regclass, (select attnum from pg_attribute
    where attrelid = 'states'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 8f7ee1384b8a9f28' then
    alter table states drop column if exists kampus_search;
    alter table states add column kampus_search text generated always as (kampus_fold(coalesce(name::text, ''))) stored;
    comment on column states.kampus_search is 'kampus search text (src/db/search-text.ts) 8f7ee1384b8a9f28';
  end if;
  if coalesce(col_description('discounts'::regclass, (select attnum from pg_attribute
    where attrelid = 'discounts'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 8dc88b17dd06490a' then
    alter table discounts drop column if exists kampus_search;
    alter table discounts add column kampus_search text generated always as (kampus_fold(coalesce(discount_name::text, ''))) stored;
    comment on column discounts.kampus_search is 'kampus search text (src/db/search-text.ts) 8dc88b17dd06490a';
  end if;
  if coalesce(col_description('school_bus_fees'::regclass, (select attnum from pg_attribute
    where attrelid = 'school_bus_fees'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table school_bus_fees drop column if exists kampus_search;
    alter table school_bus_fees add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column school_bus_fees.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('student_tags'::regclass, (select attnum from pg_attribute
    where attrelid = 'student_tags'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 3e27bda0408677f1' then
    alter table student_tags drop column if exists kampus_search;
    alter table student_tags add column kampus_search text generated always as (kampus_fold(coalesce(tag::text, ''))) stored;
    comment on column student_tags.kampus_search is 'kampus search text (src/db/search-text.ts) 3e27bda0408677f1';
  end if;
  if coalesce(col_description('student_behaviours'::regclass, (select attnum from pg_attribute
    where attrelid = 'student_behaviours'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table student_behaviours drop column if exists kampus_search;
    alter table student_behaviours add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column student_behaviours.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('enrollment_documents'::regclass, (select attnum from pg_attribute
    where attrelid = 'enrollment_documents'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table enrollment_documents drop column if exists kampus_search;
    alter table enrollment_documents add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column enrollment_documents.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('student_documents'::regclass, (select attnum from pg_attribute
    where attrelid = 'student_documents'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table student_documents drop column if exists kampus_search;
    alter table student_documents add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column student_documents.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('students'::regclass, (select attnum from pg_attribute
    where attrelid = 'students'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 1492f7778cdc817c' then
    alter table students drop column if exists kampus_search;
    alter table students add column kampus_search text generated always as (kampus_fold(coalesce(name::text, '') || ' ' || coalesce(last_name::text, '') || ' ' || coalesce(student_number::text, ''))) stored;
    comment on column students.kampus_search is 'kampus search text (src/db/search-text.ts) 1492f7778cdc817c';
  end if;
  if coalesce(col_description('rooms'::regclass, (select attnum from pg_attribute
    where attrelid = 'rooms'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 8f7ee1384b8a9f28' then
    alter table rooms drop column if exists kampus_search;
    alter table rooms add column kampus_search text generated always as (kampus_fold(coalesce(name::text, ''))) stored;
    comment on column rooms.kampus_search is 'kampus search text (src/db/search-text.ts) 8f7ee1384b8a9f28';
  end if;
  if coalesce(col_description('graduation_programmes'::regclass, (select attnum from pg_attribute
    where attrelid = 'graduation_programmes'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table graduation_programmes drop column if exists kampus_search;
    alter table graduation_programmes add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column graduation_programmes.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('graduation_requirements'::regclass, (select attnum from pg_attribute
    where attrelid = 'graduation_requirements'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table graduation_requirements drop column if exists kampus_search;
    alter table graduation_requirements add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column graduation_requirements.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('transport_vehicles'::regclass, (select attnum from pg_attribute
    where attrelid = 'transport_vehicles'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 417c86f10974be48' then
    alter table transport_vehicles drop column if exists kampus_search;
    alter table transport_vehicles add column kampus_search text generated always as (kampus_fold(coalesce(plate::text, ''))) stored;
    comment on column transport_vehicles.kampus_search is 'kampus search text (src/db/search-text.ts) 417c86f10974be48';
  end if;
  if coalesce(col_description('transport_drivers'::regclass, (select attnum from pg_attribute
    where attrelid = 'transport_drivers'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 8f7ee1384b8a9f28' then
    alter table transport_drivers drop column if exists kampus_search;
    alter table transport_drivers add column kampus_search text generated always as (kampus_fold(coalesce(name::text, ''))) stored;
    comment on column transport_drivers.kampus_search is 'kampus search text (src/db/search-text.ts) 8f7ee1384b8a9f28';
  end if;
  if coalesce(col_description('transport_routes'::regclass, (select attnum from pg_attribute
    where attrelid = 'transport_routes'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367' then
    alter table transport_routes drop column if exists kampus_search;
    alter table transport_routes add column kampus_search text generated always as (kampus_fold(coalesce(title::text, ''))) stored;
    comment on column transport_routes.kampus_search is 'kampus search text (src/db/search-text.ts) bc8ec2bb9575c367';
  end if;
  if coalesce(col_description('transport_stops'::regclass, (select attnum from pg_attribute
    where attrelid = 'transport_stops'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) 29de49d3bb505f99' then
    alter table transport_stops drop column if exists kampus_search;
    alter table transport_stops add column kampus_search text generated always as (kampus_fold(coalesce(title::text, '') || ' ' || coalesce(district::text, ''))) stored;
    comment on column transport_stops.kampus_search is 'kampus search text (src/db/search-text.ts) 29de49d3bb505f99';
  end if;
  if coalesce(col_description('users'::regclass, (select attnum from pg_attribute
    where attrelid = 'users'::regclass and attname = 'kampus_search' and not attisdropped)), '') <> 'kampus search text (src/db/search-text.ts) d46bdadc9b2b02ed' then
    alter table users drop column if exists kampus_search;
    alter table users add column kampus_search text generated always as (kampus_fold(coalesce(name::text, '') || ' ' || coalesce(last_name::text, '') || ' ' || coalesce(email::text, ''))) stored;
    comment on column users.kampus_search is 'kampus search text (src/db/search-text.ts) d46bdadc9b2b02ed';
  end if;
end
$$;
--> statement-breakpoint
-- Sort indexes: a list ordered by a text field sorts in the ICU collation of the request language
-- (src/db/text-rules.ts), one index per collation. Without ICU (PGlite) text sorts by kampus_sort_key,
-- computed per row: there are no sort indexes.
do $$
declare
  stale text;
  icu boolean := true;
begin
  begin
    perform 'a' collate kampus_und < 'b';
  exception when others then
    icu := false;
  end;
  for stale in select indexname from pg_indexes where schemaname = current_schema()
    and indexname like '%\_collated\_idx' and indexdef ilike '% collate %'
    and (indexname <> all (array['report_types_school_id_report_title_und_collated_idx', 'report_types_school_id_report_title_tr_collated_idx', 'report_types_school_id_report_title_es_collated_idx', 'report_types_school_id_report_title_ar_collated_idx', 'report_static_texts_school_id_position_und_collated_idx', 'attendance_types_title_und_collated_idx', 'attendance_types_title_tr_collated_idx', 'attendance_types_title_es_collated_idx', 'attendance_types_title_ar_collated_idx', 'batches_school_id_title_und_collated_idx', 'batches_school_id_title_tr_collated_idx', 'batches_school_id_title_es_collated_idx', 'batches_school_id_title_ar_collated_idx', 'blood_groups_title_und_collated_idx', 'blood_groups_title_tr_collated_idx', 'blood_groups_title_es_collated_idx', 'blood_groups_title_ar_collated_idx', 'cip_seasons_school_id_title_und_collated_idx', 'cip_seasons_school_id_title_tr_collated_idx', 'cip_seasons_school_id_title_es_collated_idx', 'cip_seasons_school_id_title_ar_collated_idx', 'cip_activities_school_id_title_und_collated_idx', 'cip_activities_school_id_title_tr_collated_idx', 'cip_activities_school_id_title_es_collated_idx', 'cip_activities_school_id_title_ar_collated_idx', 'cities_name_und_collated_idx', 'cities_name_tr_collated_idx', 'cities_name_es_collated_idx', 'cities_name_ar_collated_idx', 'class_types_school_id_title_und_collated_idx', 'class_types_school_id_title_tr_collated_idx', 'class_types_school_id_title_es_collated_idx', 'class_types_school_id_title_ar_collated_idx', 'classes_school_id_title_und_collated_idx', 'classes_school_id_title_tr_collated_idx', 'classes_school_id_title_es_collated_idx', 'classes_school_id_title_ar_collated_idx', 'configurations_school_id_key_und_collated_idx', 'countries_country_und_collated_idx', 'countries_country_tr_collated_idx', 'countries_country_es_collated_idx', 'countries_country_ar_collated_idx', 'countries_code_und_collated_idx', 'countries_code_tr_collated_idx', 'countries_code_es_collated_idx', 'countries_code_ar_collated_idx', 'course_videos_school_id_title_und_collated_idx', 'course_videos_school_id_title_tr_collated_idx', 'course_videos_school_id_title_es_collated_idx', 'course_videos_school_id_title_ar_collated_idx', 'course_videos_school_id_group_name_und_collated_idx', 'course_videos_school_id_group_name_tr_collated_idx', 'course_videos_school_id_group_name_es_collated_idx', 'course_videos_school_id_group_name_ar_collated_idx', 'course_assets_school_id_lecture_name_und_collated_idx', 'course_assets_school_id_lecture_name_tr_collated_idx', 'course_assets_school_id_lecture_name_es_collated_idx', 'course_assets_school_id_lecture_name_ar_collated_idx', 'courses_school_id_title_und_collated_idx', 'courses_school_id_title_tr_collated_idx', 'courses_school_id_title_es_collated_idx', 'courses_school_id_title_ar_collated_idx', 'courses_school_id_code_und_collated_idx', 'courses_school_id_code_tr_collated_idx', 'courses_school_id_code_es_collated_idx', 'courses_school_id_code_ar_collated_idx', 'databases_school_id_name_und_collated_idx', 'databases_school_id_name_tr_collated_idx', 'databases_school_id_name_es_collated_idx', 'databases_school_id_name_ar_collated_idx', 'discipline_codes_school_id_code_und_collated_idx', 'discipline_codes_school_id_code_tr_collated_idx', 'discipline_codes_school_id_code_es_collated_idx', 'discipline_codes_school_id_code_ar_collated_idx', 'discipline_codes_school_id_title_und_collated_idx', 'discipline_codes_school_id_title_tr_collated_idx', 'discipline_codes_school_id_title_es_collated_idx', 'discipline_codes_school_id_title_ar_collated_idx', 'dorm_buildings_school_id_title_und_collated_idx', 'dorm_buildings_school_id_title_tr_collated_idx', 'dorm_buildings_school_id_title_es_collated_idx', 'dorm_buildings_school_id_title_ar_collated_idx', 'dorm_rooms_school_id_room_number_und_collated_idx', 'dorm_rooms_school_id_room_number_tr_collated_idx', 'dorm_rooms_school_id_room_number_es_collated_idx', 'dorm_rooms_school_id_room_number_ar_collated_idx', 'dorm_beds_school_id_bed_label_und_collated_idx', 'dorm_beds_school_id_bed_label_tr_collated_idx', 'dorm_beds_school_id_bed_label_es_collated_idx', 'dorm_beds_school_id_bed_label_ar_collated_idx', 'elective_offers_school_id_block_und_collated_idx', 'elective_offers_school_id_block_tr_collated_idx', 'elective_offers_school_id_block_es_collated_idx', 'elective_offers_school_id_block_ar_collated_idx', 'elective_offers_school_id_title_und_collated_idx', 'elective_offers_school_id_title_tr_collated_idx', 'elective_offers_school_id_title_es_collated_idx', 'elective_offers_school_id_title_ar_collated_idx', 'course_requests_school_id_block_und_collated_idx', 'course_requests_school_id_block_tr_collated_idx', 'course_requests_school_id_block_es_collated_idx', 'course_requests_school_id_block_ar_collated_idx', 'readonly_enrollment_contracts_title_und_collated_idx', 'readonly_enrollment_contracts_title_tr_collated_idx', 'readonly_enrollment_contracts_title_es_collated_idx', 'readonly_enrollment_contracts_title_ar_collated_idx', 'enrollment_agreements_school_id_title_und_collated_idx', 'enrollment_agreements_school_id_title_tr_collated_idx', 'enrollment_agreements_school_id_title_es_collated_idx', 'enrollment_agreements_school_id_title_ar_collated_idx', 'subject_branches_title_und_collated_idx', 'subject_branches_title_tr_collated_idx', 'subject_branches_title_es_collated_idx', 'subject_branches_title_ar_collated_idx', 'message_parameters_parameter_und_collated_idx', 'message_parameters_parameter_tr_collated_idx', 'message_parameters_parameter_es_collated_idx', 'message_parameters_parameter_ar_collated_idx', 'optic_form_field_names_title_und_collated_idx', 'optic_form_field_names_title_tr_collated_idx', 'optic_form_field_names_title_es_collated_idx', 'optic_form_field_names_title_ar_collated_idx', 'score_categories_school_id_title_und_collated_idx', 'score_categories_school_id_title_tr_collated_idx', 'score_categories_school_id_title_es_collated_idx', 'score_categories_school_id_title_ar_collated_idx', 'exam_templates_school_id_title_und_collated_idx', 'exam_templates_school_id_title_tr_collated_idx', 'exam_templates_school_id_title_es_collated_idx', 'exam_templates_school_id_title_ar_collated_idx', 'optic_form_templates_school_id_title_und_collated_idx', 'optic_form_templates_school_id_title_tr_collated_idx', 'optic_form_templates_school_id_title_es_collated_idx', 'optic_form_templates_school_id_title_ar_collated_idx', 'exams_school_id_title_und_collated_idx', 'exams_school_id_title_tr_collated_idx', 'exams_school_id_title_es_collated_idx', 'exams_school_id_title_ar_collated_idx', 'feeds_school_id_title_und_collated_idx', 'feeds_school_id_title_tr_collated_idx', 'feeds_school_id_title_es_collated_idx', 'feeds_school_id_title_ar_collated_idx', 'file_shares_school_id_path_und_collated_idx', 'file_shares_school_id_path_tr_collated_idx', 'file_shares_school_id_path_es_collated_idx', 'file_shares_school_id_path_ar_collated_idx', 'lawyers_school_id_name_und_collated_idx', 'lawyers_school_id_name_tr_collated_idx', 'lawyers_school_id_name_es_collated_idx', 'lawyers_school_id_name_ar_collated_idx', 'companies_school_id_title_und_collated_idx', 'companies_school_id_title_tr_collated_idx', 'companies_school_id_title_es_collated_idx', 'companies_school_id_title_ar_collated_idx', 'invoice_definitions_school_id_serial_und_collated_idx', 'invoice_definitions_school_id_serial_tr_collated_idx', 'invoice_definitions_school_id_serial_es_collated_idx', 'invoice_definitions_school_id_serial_ar_collated_idx', 'bank_accounts_school_id_account_name_und_collated_idx', 'bank_accounts_school_id_account_name_tr_collated_idx', 'bank_accounts_school_id_account_name_es_collated_idx', 'bank_accounts_school_id_account_name_ar_collated_idx', 'bank_account_settings_school_id_title_und_collated_idx', 'bank_account_settings_school_id_title_tr_collated_idx', 'bank_account_settings_school_id_title_es_collated_idx', 'bank_account_settings_school_id_title_ar_collated_idx', 'account_codes_school_id_code_und_collated_idx', 'account_codes_school_id_code_tr_collated_idx', 'account_codes_school_id_code_es_collated_idx', 'account_codes_school_id_code_ar_collated_idx', 'account_codes_school_id_account_name_und_collated_idx', 'account_codes_school_id_account_name_tr_collated_idx', 'account_codes_school_id_account_name_es_collated_idx', 'account_codes_school_id_account_name_ar_collated_idx', 'income_expenses_school_id_institution_title_und_collated_idx', 'income_expenses_school_id_institution_title_tr_collated_idx', 'income_expenses_school_id_institution_title_es_collated_idx', 'income_expenses_school_id_institution_title_ar_collated_idx', 'forms_school_id_title_und_collated_idx', 'forms_school_id_title_tr_collated_idx', 'forms_school_id_title_es_collated_idx', 'forms_school_id_title_ar_collated_idx', 'global_menus_title_und_collated_idx', 'global_menus_title_tr_collated_idx', 'global_menus_title_es_collated_idx', 'global_menus_title_ar_collated_idx', 'grade_levels_school_id_title_und_collated_idx', 'grade_levels_school_id_title_tr_collated_idx', 'grade_levels_school_id_title_es_collated_idx', 'grade_levels_school_id_title_ar_collated_idx', 'grading_scales_school_id_title_und_collated_idx', 'grading_scales_school_id_title_tr_collated_idx', 'grading_scales_school_id_title_es_collated_idx', 'grading_scales_school_id_title_ar_collated_idx', 'grading_policies_school_id_title_und_collated_idx', 'grading_policies_school_id_title_tr_collated_idx', 'grading_policies_school_id_title_es_collated_idx', 'grading_policies_school_id_title_ar_collated_idx', 'grading_categories_school_id_title_und_collated_idx', 'grading_categories_school_id_title_tr_collated_idx', 'grading_categories_school_id_title_es_collated_idx', 'grading_categories_school_id_title_ar_collated_idx', 'assignments_school_id_title_und_collated_idx', 'assignments_school_id_title_tr_collated_idx', 'assignments_school_id_title_es_collated_idx', 'assignments_school_id_title_ar_collated_idx', 'guardians_school_id_last_name_und_collated_idx', 'guardians_school_id_last_name_tr_collated_idx', 'guardians_school_id_last_name_es_collated_idx', 'guardians_school_id_last_name_ar_collated_idx', 'university_applications_school_id_university_und_collated_idx', 'university_applications_school_id_university_tr_collated_idx', 'university_applications_school_id_university_es_collated_idx', 'university_applications_school_id_university_ar_collated_idx', 'health_allergies_school_id_allergen_und_collated_idx', 'health_allergies_school_id_allergen_tr_collated_idx', 'health_allergies_school_id_allergen_es_collated_idx', 'health_allergies_school_id_allergen_ar_collated_idx', 'health_medications_school_id_medication_und_collated_idx', 'health_medications_school_id_medication_tr_collated_idx', 'health_medications_school_id_medication_es_collated_idx', 'health_medications_school_id_medication_ar_collated_idx', 'homeworks_school_id_title_und_collated_idx', 'homeworks_school_id_title_tr_collated_idx', 'homeworks_school_id_title_es_collated_idx', 'homeworks_school_id_title_ar_collated_idx', 'languages_title_und_collated_idx', 'languages_title_tr_collated_idx', 'languages_title_es_collated_idx', 'languages_title_ar_collated_idx', 'library_titles_school_id_title_und_collated_idx', 'library_titles_school_id_title_tr_collated_idx', 'library_titles_school_id_title_es_collated_idx', 'library_titles_school_id_title_ar_collated_idx', 'library_titles_school_id_authors_und_collated_idx', 'library_titles_school_id_authors_tr_collated_idx', 'library_titles_school_id_authors_es_collated_idx', 'library_titles_school_id_authors_ar_collated_idx', 'library_copies_school_id_barcode_und_collated_idx', 'library_copies_school_id_barcode_tr_collated_idx', 'library_copies_school_id_barcode_es_collated_idx', 'library_copies_school_id_barcode_ar_collated_idx', 'library_copies_school_id_shelf_und_collated_idx', 'library_copies_school_id_shelf_tr_collated_idx', 'library_copies_school_id_shelf_es_collated_idx', 'library_copies_school_id_shelf_ar_collated_idx', 'lti_tools_school_id_title_und_collated_idx', 'lti_tools_school_id_title_tr_collated_idx', 'lti_tools_school_id_title_es_collated_idx', 'lti_tools_school_id_title_ar_collated_idx', 'lti_links_school_id_title_und_collated_idx', 'lti_links_school_id_title_tr_collated_idx', 'lti_links_school_id_title_es_collated_idx', 'lti_links_school_id_title_ar_collated_idx', 'menus_school_id_title_und_collated_idx', 'menus_school_id_title_tr_collated_idx', 'menus_school_id_title_es_collated_idx', 'menus_school_id_title_ar_collated_idx', 'sms_templates_school_id_title_und_collated_idx', 'sms_templates_school_id_title_tr_collated_idx', 'sms_templates_school_id_title_es_collated_idx', 'sms_templates_school_id_title_ar_collated_idx', 'mail_templates_school_id_title_und_collated_idx', 'mail_templates_school_id_title_tr_collated_idx', 'mail_templates_school_id_title_es_collated_idx', 'mail_templates_school_id_title_ar_collated_idx', 'online_classes_school_id_title_und_collated_idx', 'online_classes_school_id_title_tr_collated_idx', 'online_classes_school_id_title_es_collated_idx', 'online_classes_school_id_title_ar_collated_idx', 'payment_gateways_school_id_gateway_provider_und_collated_idx', 'personnel_school_id_last_name_und_collated_idx', 'personnel_school_id_last_name_tr_collated_idx', 'personnel_school_id_last_name_es_collated_idx', 'personnel_school_id_last_name_ar_collated_idx', 'personnel_school_id_name_und_collated_idx', 'personnel_school_id_name_tr_collated_idx', 'personnel_school_id_name_es_collated_idx', 'personnel_school_id_name_ar_collated_idx', 'recent_updates_title_und_collated_idx', 'recent_updates_title_tr_collated_idx', 'recent_updates_title_es_collated_idx', 'recent_updates_title_ar_collated_idx', 'saml_providers_school_id_name_und_collated_idx', 'saml_providers_school_id_name_tr_collated_idx', 'saml_providers_school_id_name_es_collated_idx', 'saml_providers_school_id_name_ar_collated_idx', 'school_holidays_school_id_title_und_collated_idx', 'school_holidays_school_id_title_tr_collated_idx', 'school_holidays_school_id_title_es_collated_idx', 'school_holidays_school_id_title_ar_collated_idx', 'schools_title_und_collated_idx', 'schools_title_tr_collated_idx', 'schools_title_es_collated_idx', 'schools_title_ar_collated_idx', 'schools_type_und_collated_idx', 'seasons_school_id_title_und_collated_idx', 'seasons_school_id_title_tr_collated_idx', 'seasons_school_id_title_es_collated_idx', 'seasons_school_id_title_ar_collated_idx', 'banks_bank_name_und_collated_idx', 'banks_bank_name_tr_collated_idx', 'banks_bank_name_es_collated_idx', 'banks_bank_name_ar_collated_idx', 'banks_eft_code_und_collated_idx', 'banks_eft_code_tr_collated_idx', 'banks_eft_code_es_collated_idx', 'banks_eft_code_ar_collated_idx', 'bank_branches_branch_name_und_collated_idx', 'bank_branches_branch_name_tr_collated_idx', 'bank_branches_branch_name_es_collated_idx', 'bank_branches_branch_name_ar_collated_idx', 'bank_branches_branch_code_und_collated_idx', 'bank_branches_branch_code_tr_collated_idx', 'bank_branches_branch_code_es_collated_idx', 'bank_branches_branch_code_ar_collated_idx', 'payment_methods_title_und_collated_idx', 'payment_methods_title_tr_collated_idx', 'payment_methods_title_es_collated_idx', 'payment_methods_title_ar_collated_idx', 'personnel_categories_title_und_collated_idx', 'personnel_categories_title_tr_collated_idx', 'personnel_categories_title_es_collated_idx', 'personnel_categories_title_ar_collated_idx', 'departments_title_und_collated_idx', 'departments_title_tr_collated_idx', 'departments_title_es_collated_idx', 'departments_title_ar_collated_idx', 'staff_duties_school_id_duty_und_collated_idx', 'learning_standards_school_id_code_und_collated_idx', 'learning_standards_school_id_code_tr_collated_idx', 'learning_standards_school_id_code_es_collated_idx', 'learning_standards_school_id_code_ar_collated_idx', 'states_name_und_collated_idx', 'states_name_tr_collated_idx', 'states_name_es_collated_idx', 'states_name_ar_collated_idx', 'student_fees_school_id_fee_name_und_collated_idx', 'student_fees_school_id_fee_name_tr_collated_idx', 'student_fees_school_id_fee_name_es_collated_idx', 'student_fees_school_id_fee_name_ar_collated_idx', 'discounts_school_id_discount_name_und_collated_idx', 'discounts_school_id_discount_name_tr_collated_idx', 'discounts_school_id_discount_name_es_collated_idx', 'discounts_school_id_discount_name_ar_collated_idx', 'discount_criteria_school_id_criteria_name_und_collated_idx', 'discount_criteria_school_id_criteria_name_tr_collated_idx', 'discount_criteria_school_id_criteria_name_es_collated_idx', 'discount_criteria_school_id_criteria_name_ar_collated_idx', 'scholarship_definitions_school_id_title_und_collated_idx', 'scholarship_definitions_school_id_title_tr_collated_idx', 'scholarship_definitions_school_id_title_es_collated_idx', 'scholarship_definitions_school_id_title_ar_collated_idx', 'school_bus_fees_school_id_title_und_collated_idx', 'school_bus_fees_school_id_title_tr_collated_idx', 'school_bus_fees_school_id_title_es_collated_idx', 'school_bus_fees_school_id_title_ar_collated_idx', 'student_tags_school_id_tag_und_collated_idx', 'student_tags_school_id_tag_tr_collated_idx', 'student_tags_school_id_tag_es_collated_idx', 'student_tags_school_id_tag_ar_collated_idx', 'student_behaviours_school_id_title_und_collated_idx', 'student_behaviours_school_id_title_tr_collated_idx', 'student_behaviours_school_id_title_es_collated_idx', 'student_behaviours_school_id_title_ar_collated_idx', 'enrollment_documents_school_id_title_und_collated_idx', 'enrollment_documents_school_id_title_tr_collated_idx', 'enrollment_documents_school_id_title_es_collated_idx', 'enrollment_documents_school_id_title_ar_collated_idx', 'student_documents_school_id_id_title_und_collated_idx', 'student_documents_school_id_id_title_tr_collated_idx', 'student_documents_school_id_id_title_es_collated_idx', 'student_documents_school_id_id_title_ar_collated_idx', 'students_school_id_last_name_und_collated_idx', 'students_school_id_last_name_tr_collated_idx', 'students_school_id_last_name_es_collated_idx', 'students_school_id_last_name_ar_collated_idx', 'students_school_id_name_und_collated_idx', 'students_school_id_name_tr_collated_idx', 'students_school_id_name_es_collated_idx', 'students_school_id_name_ar_collated_idx', 'students_school_id_student_number_und_collated_idx', 'students_school_id_student_number_tr_collated_idx', 'students_school_id_student_number_es_collated_idx', 'students_school_id_student_number_ar_collated_idx', 'rooms_school_id_name_und_collated_idx', 'rooms_school_id_name_tr_collated_idx', 'rooms_school_id_name_es_collated_idx', 'rooms_school_id_name_ar_collated_idx', 'graduation_programmes_school_id_title_und_collated_idx', 'graduation_programmes_school_id_title_tr_collated_idx', 'graduation_programmes_school_id_title_es_collated_idx', 'graduation_programmes_school_id_title_ar_collated_idx', 'graduation_requirements_school_id_title_und_collated_idx', 'graduation_requirements_school_id_title_tr_collated_idx', 'graduation_requirements_school_id_title_es_collated_idx', 'graduation_requirements_school_id_title_ar_collated_idx', 'transport_vehicles_school_id_plate_und_collated_idx', 'transport_vehicles_school_id_plate_tr_collated_idx', 'transport_vehicles_school_id_plate_es_collated_idx', 'transport_vehicles_school_id_plate_ar_collated_idx', 'transport_drivers_school_id_name_und_collated_idx', 'transport_drivers_school_id_name_tr_collated_idx', 'transport_drivers_school_id_name_es_collated_idx', 'transport_drivers_school_id_name_ar_collated_idx', 'transport_routes_school_id_title_und_collated_idx', 'transport_routes_school_id_title_tr_collated_idx', 'transport_routes_school_id_title_es_collated_idx', 'transport_routes_school_id_title_ar_collated_idx', 'transport_stops_school_id_title_und_collated_idx', 'transport_stops_school_id_title_tr_collated_idx', 'transport_stops_school_id_title_es_collated_idx', 'transport_stops_school_id_title_ar_collated_idx', 'user_types_user_type_und_collated_idx', 'user_types_user_type_tr_collated_idx', 'user_types_user_type_es_collated_idx', 'user_types_user_type_ar_collated_idx', 'users_school_id_name_und_collated_idx', 'users_school_id_name_tr_collated_idx', 'users_school_id_name_es_collated_idx', 'users_school_id_name_ar_collated_idx', 'users_school_id_last_name_und_collated_idx', 'users_school_id_last_name_tr_collated_idx', 'users_school_id_last_name_es_collated_idx', 'users_school_id_last_name_ar_collated_idx', 'users_school_id_email_und_collated_idx']::text[])) loop
    execute format('drop index %I', stale);
  end loop;
  if not icu then
    return;
  end if;
  create index if not exists report_types_school_id_report_title_und_collated_idx on report_types (school_id, report_title collate kampus_und, id);
  create index if not exists report_types_school_id_report_title_tr_collated_idx on report_types (school_id, report_title collate kampus_tr, id);
  create index if not exists report_types_school_id_report_title_es_collated_idx on report_types (school_id, report_title collate kampus_es, id);
  create index if not exists report_types_school_id_report_title_ar_collated_idx on report_types (school_id, report_title collate kampus_ar, id);
  create index if not exists report_static_texts_school_id_position_und_collated_idx on report_static_texts (school_id, position collate kampus_und, id);
  create index if not exists attendance_types_title_und_collated_idx on attendance_types (title collate kampus_und, id);
  create index if not exists attendance_types_title_tr_collated_idx on attendance_types (title collate kampus_tr, id);
  create index if not exists attendance_types_title_es_collated_idx on attendance_types (title collate kampus_es, id);
  create index if not exists attendance_types_title_ar_collated_idx on attendance_types (title collate kampus_ar, id);
  create index if not exists batches_school_id_title_und_collated_idx on batches (school_id, title collate kampus_und, id);
  create index if not exists batches_school_id_title_tr_collated_idx on batches (school_id, title collate kampus_tr, id);
  create index if not exists batches_school_id_title_es_collated_idx on batches (school_id, title collate kampus_es, id);
  create index if not exists batches_school_id_title_ar_collated_idx on batches (school_id, title collate kampus_ar, id);
  create index if not exists blood_groups_title_und_collated_idx on blood_groups (title collate kampus_und, id);
  create index if not exists blood_groups_title_tr_collated_idx on blood_groups (title collate kampus_tr, id);
  create index if not exists blood_groups_title_es_collated_idx on blood_groups (title collate kampus_es, id);
  create index if not exists blood_groups_title_ar_collated_idx on blood_groups (title collate kampus_ar, id);
  create index if not exists cip_seasons_school_id_title_und_collated_idx on cip_seasons (school_id, title collate kampus_und, id);
  create index if not exists cip_seasons_school_id_title_tr_collated_idx on cip_seasons (school_id, title collate kampus_tr, id);
  create index if not exists cip_seasons_school_id_title_es_collated_idx on cip_seasons (school_id, title collate kampus_es, id);
  create index if not exists cip_seasons_school_id_title_ar_collated_idx on cip_seasons (school_id, title collate kampus_ar, id);
  create index if not exists cip_activities_school_id_title_und_collated_idx on cip_activities (school_id, title collate kampus_und, id);
  create index if not exists cip_activities_school_id_title_tr_collated_idx on cip_activities (school_id, title collate kampus_tr, id);
  create index if not exists cip_activities_school_id_title_es_collated_idx on cip_activities (school_id, title collate kampus_es, id);
  create index if not exists cip_activities_school_id_title_ar_collated_idx on cip_activities (school_id, title collate kampus_ar, id);
  create index if not exists cities_name_und_collated_idx on cities (name collate kampus_und, id);
  create index if not exists cities_name_tr_collated_idx on cities (name collate kampus_tr, id);
  create index if not exists cities_name_es_collated_idx on cities (name collate kampus_es, id);
  create index if not exists cities_name_ar_collated_idx on cities (name collate kampus_ar, id);
  create index if not exists class_types_school_id_title_und_collated_idx on class_types (school_id, title collate kampus_und, id);
  create index if not exists class_types_school_id_title_tr_collated_idx on class_types (school_id, title collate kampus_tr, id);
  create index if not exists class_types_school_id_title_es_collated_idx on class_types (school_id, title collate kampus_es, id);
  create index if not exists class_types_school_id_title_ar_collated_idx on class_types (school_id, title collate kampus_ar, id);
  create index if not exists classes_school_id_title_und_collated_idx on classes (school_id, title collate kampus_und, id);
  create index if not exists classes_school_id_title_tr_collated_idx on classes (school_id, title collate kampus_tr, id);
  create index if not exists classes_school_id_title_es_collated_idx on classes (school_id, title collate kampus_es, id);
  create index if not exists classes_school_id_title_ar_collated_idx on classes (school_id, title collate kampus_ar, id);
  create index if not exists configurations_school_id_key_und_collated_idx on configurations (school_id, key collate kampus_und, id);
  create index if not exists countries_country_und_collated_idx on countries (country collate kampus_und, id);
  create index if not exists countries_country_tr_collated_idx on countries (country collate kampus_tr, id);
  create index if not exists countries_country_es_collated_idx on countries (country collate kampus_es, id);
  create index if not exists countries_country_ar_collated_idx on countries (country collate kampus_ar, id);
  create index if not exists countries_code_und_collated_idx on countries (code collate kampus_und, id);
  create index if not exists countries_code_tr_collated_idx on countries (code collate kampus_tr, id);
  create index if not exists countries_code_es_collated_idx on countries (code collate kampus_es, id);
  create index if not exists countries_code_ar_collated_idx on countries (code collate kampus_ar, id);
  create index if not exists course_videos_school_id_title_und_collated_idx on course_videos (school_id, title collate kampus_und, id);
  create index if not exists course_videos_school_id_title_tr_collated_idx on course_videos (school_id, title collate kampus_tr, id);
  create index if not exists course_videos_school_id_title_es_collated_idx on course_videos (school_id, title collate kampus_es, id);
  create index if not exists course_videos_school_id_title_ar_collated_idx on course_videos (school_id, title collate kampus_ar, id);
  create index if not exists course_videos_school_id_group_name_und_collated_idx on course_videos (school_id, group_name collate kampus_und, id);
  create index if not exists course_videos_school_id_group_name_tr_collated_idx on course_videos (school_id, group_name collate kampus_tr, id);
  create index if not exists course_videos_school_id_group_name_es_collated_idx on course_videos (school_id, group_name collate kampus_es, id);
  create index if not exists course_videos_school_id_group_name_ar_collated_idx on course_videos (school_id, group_name collate kampus_ar, id);
  create index if not exists course_assets_school_id_lecture_name_und_collated_idx on course_assets (school_id, lecture_name collate kampus_und, id);
  create index if not exists course_assets_school_id_lecture_name_tr_collated_idx on course_assets (school_id, lecture_name collate kampus_tr, id);
  create index if not exists course_assets_school_id_lecture_name_es_collated_idx on course_assets (school_id, lecture_name collate kampus_es, id);
  create index if not exists course_assets_school_id_lecture_name_ar_collated_idx on course_assets (school_id, lecture_name collate kampus_ar, id);
  create index if not exists courses_school_id_title_und_collated_idx on courses (school_id, title collate kampus_und, id);
  create index if not exists courses_school_id_title_tr_collated_idx on courses (school_id, title collate kampus_tr, id);
  create index if not exists courses_school_id_title_es_collated_idx on courses (school_id, title collate kampus_es, id);
  create index if not exists courses_school_id_title_ar_collated_idx on courses (school_id, title collate kampus_ar, id);
  create index if not exists courses_school_id_code_und_collated_idx on courses (school_id, code collate kampus_und, id);
  create index if not exists courses_school_id_code_tr_collated_idx on courses (school_id, code collate kampus_tr, id);
  create index if not exists courses_school_id_code_es_collated_idx on courses (school_id, code collate kampus_es, id);
  create index if not exists courses_school_id_code_ar_collated_idx on courses (school_id, code collate kampus_ar, id);
  create index if not exists databases_school_id_name_und_collated_idx on databases (school_id, name collate kampus_und, id);
  create index if not exists databases_school_id_name_tr_collated_idx on databases (school_id, name collate kampus_tr, id);
  create index if not exists databases_school_id_name_es_collated_idx on databases (school_id, name collate kampus_es, id);
  create index if not exists databases_school_id_name_ar_collated_idx on databases (school_id, name collate kampus_ar, id);
  create index if not exists discipline_codes_school_id_code_und_collated_idx on discipline_codes (school_id, code collate kampus_und, id);
  create index if not exists discipline_codes_school_id_code_tr_collated_idx on discipline_codes (school_id, code collate kampus_tr, id);
  create index if not exists discipline_codes_school_id_code_es_collated_idx on discipline_codes (school_id, code collate kampus_es, id);
  create index if not exists discipline_codes_school_id_code_ar_collated_idx on discipline_codes (school_id, code collate kampus_ar, id);
  create index if not exists discipline_codes_school_id_title_und_collated_idx on discipline_codes (school_id, title collate kampus_und, id);
  create index if not exists discipline_codes_school_id_title_tr_collated_idx on discipline_codes (school_id, title collate kampus_tr, id);
  create index if not exists discipline_codes_school_id_title_es_collated_idx on discipline_codes (school_id, title collate kampus_es, id);
  create index if not exists discipline_codes_school_id_title_ar_collated_idx on discipline_codes (school_id, title collate kampus_ar, id);
  create index if not exists dorm_buildings_school_id_title_und_collated_idx on dorm_buildings (school_id, title collate kampus_und, id);
  create index if not exists dorm_buildings_school_id_title_tr_collated_idx on dorm_buildings (school_id, title collate kampus_tr, id);
  create index if not exists dorm_buildings_school_id_title_es_collated_idx on dorm_buildings (school_id, title collate kampus_es, id);
  create index if not exists dorm_buildings_school_id_title_ar_collated_idx on dorm_buildings (school_id, title collate kampus_ar, id);
  create index if not exists dorm_rooms_school_id_room_number_und_collated_idx on dorm_rooms (school_id, room_number collate kampus_und, id);
  create index if not exists dorm_rooms_school_id_room_number_tr_collated_idx on dorm_rooms (school_id, room_number collate kampus_tr, id);
  create index if not exists dorm_rooms_school_id_room_number_es_collated_idx on dorm_rooms (school_id, room_number collate kampus_es, id);
  create index if not exists dorm_rooms_school_id_room_number_ar_collated_idx on dorm_rooms (school_id, room_number collate kampus_ar, id);
  create index if not exists dorm_beds_school_id_bed_label_und_collated_idx on dorm_beds (school_id, bed_label collate kampus_und, id);
  create index if not exists dorm_beds_school_id_bed_label_tr_collated_idx on dorm_beds (school_id, bed_label collate kampus_tr, id);
  create index if not exists dorm_beds_school_id_bed_label_es_collated_idx on dorm_beds (school_id, bed_label collate kampus_es, id);
  create index if not exists dorm_beds_school_id_bed_label_ar_collated_idx on dorm_beds (school_id, bed_label collate kampus_ar, id);
  create index if not exists elective_offers_school_id_block_und_collated_idx on elective_offers (school_id, block collate kampus_und, id);
  create index if not exists elective_offers_school_id_block_tr_collated_idx on elective_offers (school_id, block collate kampus_tr, id);
  create index if not exists elective_offers_school_id_block_es_collated_idx on elective_offers (school_id, block collate kampus_es, id);
  create index if not exists elective_offers_school_id_block_ar_collated_idx on elective_offers (school_id, block collate kampus_ar, id);
  create index if not exists elective_offers_school_id_title_und_collated_idx on elective_offers (school_id, title collate kampus_und, id);
  create index if not exists elective_offers_school_id_title_tr_collated_idx on elective_offers (school_id, title collate kampus_tr, id);
  create index if not exists elective_offers_school_id_title_es_collated_idx on elective_offers (school_id, title collate kampus_es, id);
  create index if not exists elective_offers_school_id_title_ar_collated_idx on elective_offers (school_id, title collate kampus_ar, id);
  create index if not exists course_requests_school_id_block_und_collated_idx on course_requests (school_id, block collate kampus_und, id);
  create index if not exists course_requests_school_id_block_tr_collated_idx on course_requests (school_id, block collate kampus_tr, id);
  create index if not exists course_requests_school_id_block_es_collated_idx on course_requests (school_id, block collate kampus_es, id);
  create index if not exists course_requests_school_id_block_ar_collated_idx on course_requests (school_id, block collate kampus_ar, id);
  create index if not exists readonly_enrollment_contracts_title_und_collated_idx on readonly_enrollment_contracts (title collate kampus_und, id);
  create index if not exists readonly_enrollment_contracts_title_tr_collated_idx on readonly_enrollment_contracts (title collate kampus_tr, id);
  create index if not exists readonly_enrollment_contracts_title_es_collated_idx on readonly_enrollment_contracts (title collate kampus_es, id);
  create index if not exists readonly_enrollment_contracts_title_ar_collated_idx on readonly_enrollment_contracts (title collate kampus_ar, id);
  create index if not exists enrollment_agreements_school_id_title_und_collated_idx on enrollment_agreements (school_id, title collate kampus_und, id);
  create index if not exists enrollment_agreements_school_id_title_tr_collated_idx on enrollment_agreements (school_id, title collate kampus_tr, id);
  create index if not exists enrollment_agreements_school_id_title_es_collated_idx on enrollment_agreements (school_id, title collate kampus_es, id);
  create index if not exists enrollment_agreements_school_id_title_ar_collated_idx on enrollment_agreements (school_id, title collate kampus_ar, id);
  create index if not exists subject_branches_title_und_collated_idx on subject_branches (title collate kampus_und, id);
  create index if not exists subject_branches_title_tr_collated_idx on subject_branches (title collate kampus_tr, id);
  create index if not exists subject_branches_title_es_collated_idx on subject_branches (title collate kampus_es, id);
  create index if not exists subject_branches_title_ar_collated_idx on subject_branches (title collate kampus_ar, id);
  create index if not exists message_parameters_parameter_und_collated_idx on message_parameters (parameter collate kampus_und, id);
  create index if not exists message_parameters_parameter_tr_collated_idx on message_parameters (parameter collate kampus_tr, id);
  create index if not exists message_parameters_parameter_es_collated_idx on message_parameters (parameter collate kampus_es, id);
  create index if not exists message_parameters_parameter_ar_collated_idx on message_parameters (parameter collate kampus_ar, id);
  create index if not exists optic_form_field_names_title_und_collated_idx on optic_form_field_names (title collate kampus_und, id);
  create index if not exists optic_form_field_names_title_tr_collated_idx on optic_form_field_names (title collate kampus_tr, id);
  create index if not exists optic_form_field_names_title_es_collated_idx on optic_form_field_names (title collate kampus_es, id);
  create index if not exists optic_form_field_names_title_ar_collated_idx on optic_form_field_names (title collate kampus_ar, id);
  create index if not exists score_categories_school_id_title_und_collated_idx on score_categories (school_id, title collate kampus_und, id);
  create index if not exists score_categories_school_id_title_tr_collated_idx on score_categories (school_id, title collate kampus_tr, id);
  create index if not exists score_categories_school_id_title_es_collated_idx on score_categories (school_id, title collate kampus_es, id);
  create index if not exists score_categories_school_id_title_ar_collated_idx on score_categories (school_id, title collate kampus_ar, id);
  create index if not exists exam_templates_school_id_title_und_collated_idx on exam_templates (school_id, title collate kampus_und, id);
  create index if not exists exam_templates_school_id_title_tr_collated_idx on exam_templates (school_id, title collate kampus_tr, id);
  create index if not exists exam_templates_school_id_title_es_collated_idx on exam_templates (school_id, title collate kampus_es, id);
  create index if not exists exam_templates_school_id_title_ar_collated_idx on exam_templates (school_id, title collate kampus_ar, id);
  create index if not exists optic_form_templates_school_id_title_und_collated_idx on optic_form_templates (school_id, title collate kampus_und, id);
  create index if not exists optic_form_templates_school_id_title_tr_collated_idx on optic_form_templates (school_id, title collate kampus_tr, id);
  create index if not exists optic_form_templates_school_id_title_es_collated_idx on optic_form_templates (school_id, title collate kampus_es, id);
  create index if not exists optic_form_templates_school_id_title_ar_collated_idx on optic_form_templates (school_id, title collate kampus_ar, id);
  create index if not exists exams_school_id_title_und_collated_idx on exams (school_id, title collate kampus_und, id);
  create index if not exists exams_school_id_title_tr_collated_idx on exams (school_id, title collate kampus_tr, id);
  create index if not exists exams_school_id_title_es_collated_idx on exams (school_id, title collate kampus_es, id);
  create index if not exists exams_school_id_title_ar_collated_idx on exams (school_id, title collate kampus_ar, id);
  create index if not exists feeds_school_id_title_und_collated_idx on feeds (school_id, title collate kampus_und, id);
  create index if not exists feeds_school_id_title_tr_collated_idx on feeds (school_id, title collate kampus_tr, id);
  create index if not exists feeds_school_id_title_es_collated_idx on feeds (school_id, title collate kampus_es, id);
  create index if not exists feeds_school_id_title_ar_collated_idx on feeds (school_id, title collate kampus_ar, id);
  create index if not exists file_shares_school_id_path_und_collated_idx on file_shares (school_id, path collate kampus_und, id);
  create index if not exists file_shares_school_id_path_tr_collated_idx on file_shares (school_id, path collate kampus_tr, id);
  create index if not exists file_shares_school_id_path_es_collated_idx on file_shares (school_id, path collate kampus_es, id);
  create index if not exists file_shares_school_id_path_ar_collated_idx on file_shares (school_id, path collate kampus_ar, id);
  create index if not exists lawyers_school_id_name_und_collated_idx on lawyers (school_id, name collate kampus_und, id);
  create index if not exists lawyers_school_id_name_tr_collated_idx on lawyers (school_id, name collate kampus_tr, id);
  create index if not exists lawyers_school_id_name_es_collated_idx on lawyers (school_id, name collate kampus_es, id);
  create index if not exists lawyers_school_id_name_ar_collated_idx on lawyers (school_id, name collate kampus_ar, id);
  create index if not exists companies_school_id_title_und_collated_idx on companies (school_id, title collate kampus_und, id);
  create index if not exists companies_school_id_title_tr_collated_idx on companies (school_id, title collate kampus_tr, id);
  create index if not exists companies_school_id_title_es_collated_idx on companies (school_id, title collate kampus_es, id);
  create index if not exists companies_school_id_title_ar_collated_idx on companies (school_id, title collate kampus_ar, id);
  create index if not exists invoice_definitions_school_id_serial_und_collated_idx on invoice_definitions (school_id, serial collate kampus_und, id);
  create index if not exists invoice_definitions_school_id_serial_tr_collated_idx on invoice_definitions (school_id, serial collate kampus_tr, id);
  create index if not exists invoice_definitions_school_id_serial_es_collated_idx on invoice_definitions (school_id, serial collate kampus_es, id);
  create index if not exists invoice_definitions_school_id_serial_ar_collated_idx on invoice_definitions (school_id, serial collate kampus_ar, id);
  create index if not exists bank_accounts_school_id_account_name_und_collated_idx on bank_accounts (school_id, account_name collate kampus_und, id);
  create index if not exists bank_accounts_school_id_account_name_tr_collated_idx on bank_accounts (school_id, account_name collate kampus_tr, id);
  create index if not exists bank_accounts_school_id_account_name_es_collated_idx on bank_accounts (school_id, account_name collate kampus_es, id);
  create index if not exists bank_accounts_school_id_account_name_ar_collated_idx on bank_accounts (school_id, account_name collate kampus_ar, id);
  create index if not exists bank_account_settings_school_id_title_und_collated_idx on bank_account_settings (school_id, title collate kampus_und, id);
  create index if not exists bank_account_settings_school_id_title_tr_collated_idx on bank_account_settings (school_id, title collate kampus_tr, id);
  create index if not exists bank_account_settings_school_id_title_es_collated_idx on bank_account_settings (school_id, title collate kampus_es, id);
  create index if not exists bank_account_settings_school_id_title_ar_collated_idx on bank_account_settings (school_id, title collate kampus_ar, id);
  create index if not exists account_codes_school_id_code_und_collated_idx on account_codes (school_id, code collate kampus_und, id);
  create index if not exists account_codes_school_id_code_tr_collated_idx on account_codes (school_id, code collate kampus_tr, id);
  create index if not exists account_codes_school_id_code_es_collated_idx on account_codes (school_id, code collate kampus_es, id);
  create index if not exists account_codes_school_id_code_ar_collated_idx on account_codes (school_id, code collate kampus_ar, id);
  create index if not exists account_codes_school_id_account_name_und_collated_idx on account_codes (school_id, account_name collate kampus_und, id);
  create index if not exists account_codes_school_id_account_name_tr_collated_idx on account_codes (school_id, account_name collate kampus_tr, id);
  create index if not exists account_codes_school_id_account_name_es_collated_idx on account_codes (school_id, account_name collate kampus_es, id);
  create index if not exists account_codes_school_id_account_name_ar_collated_idx on account_codes (school_id, account_name collate kampus_ar, id);
  create index if not exists income_expenses_school_id_institution_title_und_collated_idx on income_expenses (school_id, institution_title collate kampus_und, id);
  create index if not exists income_expenses_school_id_institution_title_tr_collated_idx on income_expenses (school_id, institution_title collate kampus_tr, id);
  create index if not exists income_expenses_school_id_institution_title_es_collated_idx on income_expenses (school_id, institution_title collate kampus_es, id);
  create index if not exists income_expenses_school_id_institution_title_ar_collated_idx on income_expenses (school_id, institution_title collate kampus_ar, id);
  create index if not exists forms_school_id_title_und_collated_idx on forms (school_id, title collate kampus_und, id);
  create index if not exists forms_school_id_title_tr_collated_idx on forms (school_id, title collate kampus_tr, id);
  create index if not exists forms_school_id_title_es_collated_idx on forms (school_id, title collate kampus_es, id);
  create index if not exists forms_school_id_title_ar_collated_idx on forms (school_id, title collate kampus_ar, id);
  create index if not exists global_menus_title_und_collated_idx on global_menus (title collate kampus_und, id);
  create index if not exists global_menus_title_tr_collated_idx on global_menus (title collate kampus_tr, id);
  create index if not exists global_menus_title_es_collated_idx on global_menus (title collate kampus_es, id);
  create index if not exists global_menus_title_ar_collated_idx on global_menus (title collate kampus_ar, id);
  create index if not exists grade_levels_school_id_title_und_collated_idx on grade_levels (school_id, title collate kampus_und, id);
  create index if not exists grade_levels_school_id_title_tr_collated_idx on grade_levels (school_id, title collate kampus_tr, id);
  create index if not exists grade_levels_school_id_title_es_collated_idx on grade_levels (school_id, title collate kampus_es, id);
  create index if not exists grade_levels_school_id_title_ar_collated_idx on grade_levels (school_id, title collate kampus_ar, id);
  create index if not exists grading_scales_school_id_title_und_collated_idx on grading_scales (school_id, title collate kampus_und, id);
  create index if not exists grading_scales_school_id_title_tr_collated_idx on grading_scales (school_id, title collate kampus_tr, id);
  create index if not exists grading_scales_school_id_title_es_collated_idx on grading_scales (school_id, title collate kampus_es, id);
  create index if not exists grading_scales_school_id_title_ar_collated_idx on grading_scales (school_id, title collate kampus_ar, id);
  create index if not exists grading_policies_school_id_title_und_collated_idx on grading_policies (school_id, title collate kampus_und, id);
  create index if not exists grading_policies_school_id_title_tr_collated_idx on grading_policies (school_id, title collate kampus_tr, id);
  create index if not exists grading_policies_school_id_title_es_collated_idx on grading_policies (school_id, title collate kampus_es, id);
  create index if not exists grading_policies_school_id_title_ar_collated_idx on grading_policies (school_id, title collate kampus_ar, id);
  create index if not exists grading_categories_school_id_title_und_collated_idx on grading_categories (school_id, title collate kampus_und, id);
  create index if not exists grading_categories_school_id_title_tr_collated_idx on grading_categories (school_id, title collate kampus_tr, id);
  create index if not exists grading_categories_school_id_title_es_collated_idx on grading_categories (school_id, title collate kampus_es, id);
  create index if not exists grading_categories_school_id_title_ar_collated_idx on grading_categories (school_id, title collate kampus_ar, id);
  create index if not exists assignments_school_id_title_und_collated_idx on assignments (school_id, title collate kampus_und, id);
  create index if not exists assignments_school_id_title_tr_collated_idx on assignments (school_id, title collate kampus_tr, id);
  create index if not exists assignments_school_id_title_es_collated_idx on assignments (school_id, title collate kampus_es, id);
  create index if not exists assignments_school_id_title_ar_collated_idx on assignments (school_id, title collate kampus_ar, id);
  create index if not exists guardians_school_id_last_name_und_collated_idx on guardians (school_id, last_name collate kampus_und, id);
  create index if not exists guardians_school_id_last_name_tr_collated_idx on guardians (school_id, last_name collate kampus_tr, id);
  create index if not exists guardians_school_id_last_name_es_collated_idx on guardians (school_id, last_name collate kampus_es, id);
  create index if not exists guardians_school_id_last_name_ar_collated_idx on guardians (school_id, last_name collate kampus_ar, id);
  create index if not exists university_applications_school_id_university_und_collated_idx on university_applications (school_id, university collate kampus_und, id);
  create index if not exists university_applications_school_id_university_tr_collated_idx on university_applications (school_id, university collate kampus_tr, id);
  create index if not exists university_applications_school_id_university_es_collated_idx on university_applications (school_id, university collate kampus_es, id);
  create index if not exists university_applications_school_id_university_ar_collated_idx on university_applications (school_id, university collate kampus_ar, id);
  create index if not exists health_allergies_school_id_allergen_und_collated_idx on health_allergies (school_id, allergen collate kampus_und, id);
  create index if not exists health_allergies_school_id_allergen_tr_collated_idx on health_allergies (school_id, allergen collate kampus_tr, id);
  create index if not exists health_allergies_school_id_allergen_es_collated_idx on health_allergies (school_id, allergen collate kampus_es, id);
  create index if not exists health_allergies_school_id_allergen_ar_collated_idx on health_allergies (school_id, allergen collate kampus_ar, id);
  create index if not exists health_medications_school_id_medication_und_collated_idx on health_medications (school_id, medication collate kampus_und, id);
  create index if not exists health_medications_school_id_medication_tr_collated_idx on health_medications (school_id, medication collate kampus_tr, id);
  create index if not exists health_medications_school_id_medication_es_collated_idx on health_medications (school_id, medication collate kampus_es, id);
  create index if not exists health_medications_school_id_medication_ar_collated_idx on health_medications (school_id, medication collate kampus_ar, id);
  create index if not exists homeworks_school_id_title_und_collated_idx on homeworks (school_id, title collate kampus_und, id);
  create index if not exists homeworks_school_id_title_tr_collated_idx on homeworks (school_id, title collate kampus_tr, id);
  create index if not exists homeworks_school_id_title_es_collated_idx on homeworks (school_id, title collate kampus_es, id);
  create index if not exists homeworks_school_id_title_ar_collated_idx on homeworks (school_id, title collate kampus_ar, id);
  create index if not exists languages_title_und_collated_idx on languages (title collate kampus_und, id);
  create index if not exists languages_title_tr_collated_idx on languages (title collate kampus_tr, id);
  create index if not exists languages_title_es_collated_idx on languages (title collate kampus_es, id);
  create index if not exists languages_title_ar_collated_idx on languages (title collate kampus_ar, id);
  create index if not exists library_titles_school_id_title_und_collated_idx on library_titles (school_id, title collate kampus_und, id);
  create index if not exists library_titles_school_id_title_tr_collated_idx on library_titles (school_id, title collate kampus_tr, id);
  create index if not exists library_titles_school_id_title_es_collated_idx on library_titles (school_id, title collate kampus_es, id);
  create index if not exists library_titles_school_id_title_ar_collated_idx on library_titles (school_id, title collate kampus_ar, id);
  create index if not exists library_titles_school_id_authors_und_collated_idx on library_titles (school_id, authors collate kampus_und, id);
  create index if not exists library_titles_school_id_authors_tr_collated_idx on library_titles (school_id, authors collate kampus_tr, id);
  create index if not exists library_titles_school_id_authors_es_collated_idx on library_titles (school_id, authors collate kampus_es, id);
  create index if not exists library_titles_school_id_authors_ar_collated_idx on library_titles (school_id, authors collate kampus_ar, id);
  create index if not exists library_copies_school_id_barcode_und_collated_idx on library_copies (school_id, barcode collate kampus_und, id);
  create index if not exists library_copies_school_id_barcode_tr_collated_idx on library_copies (school_id, barcode collate kampus_tr, id);
  create index if not exists library_copies_school_id_barcode_es_collated_idx on library_copies (school_id, barcode collate kampus_es, id);
  create index if not exists library_copies_school_id_barcode_ar_collated_idx on library_copies (school_id, barcode collate kampus_ar, id);
  create index if not exists library_copies_school_id_shelf_und_collated_idx on library_copies (school_id, shelf collate kampus_und, id);
  create index if not exists library_copies_school_id_shelf_tr_collated_idx on library_copies (school_id, shelf collate kampus_tr, id);
  create index if not exists library_copies_school_id_shelf_es_collated_idx on library_copies (school_id, shelf collate kampus_es, id);
  create index if not exists library_copies_school_id_shelf_ar_collated_idx on library_copies (school_id, shelf collate kampus_ar, id);
  create index if not exists lti_tools_school_id_title_und_collated_idx on lti_tools (school_id, title collate kampus_und, id);
  create index if not exists lti_tools_school_id_title_tr_collated_idx on lti_tools (school_id, title collate kampus_tr, id);
  create index if not exists lti_tools_school_id_title_es_collated_idx on lti_tools (school_id, title collate kampus_es, id);
  create index if not exists lti_tools_school_id_title_ar_collated_idx on lti_tools (school_id, title collate kampus_ar, id);
  create index if not exists lti_links_school_id_title_und_collated_idx on lti_links (school_id, title collate kampus_und, id);
  create index if not exists lti_links_school_id_title_tr_collated_idx on lti_links (school_id, title collate kampus_tr, id);
  create index if not exists lti_links_school_id_title_es_collated_idx on lti_links (school_id, title collate kampus_es, id);
  create index if not exists lti_links_school_id_title_ar_collated_idx on lti_links (school_id, title collate kampus_ar, id);
  create index if not exists menus_school_id_title_und_collated_idx on menus (school_id, title collate kampus_und, id);
  create index if not exists menus_school_id_title_tr_collated_idx on menus (school_id, title collate kampus_tr, id);
  create index if not exists menus_school_id_title_es_collated_idx on menus (school_id, title collate kampus_es, id);
  create index if not exists menus_school_id_title_ar_collated_idx on menus (school_id, title collate kampus_ar, id);
  create index if not exists sms_templates_school_id_title_und_collated_idx on sms_templates (school_id, title collate kampus_und, id);
  create index if not exists sms_templates_school_id_title_tr_collated_idx on sms_templates (school_id, title collate kampus_tr, id);
  create index if not exists sms_templates_school_id_title_es_collated_idx on sms_templates (school_id, title collate kampus_es, id);
  create index if not exists sms_templates_school_id_title_ar_collated_idx on sms_templates (school_id, title collate kampus_ar, id);
  create index if not exists mail_templates_school_id_title_und_collated_idx on mail_templates (school_id, title collate kampus_und, id);
  create index if not exists mail_templates_school_id_title_tr_collated_idx on mail_templates (school_id, title collate kampus_tr, id);
  create index if not exists mail_templates_school_id_title_es_collated_idx on mail_templates (school_id, title collate kampus_es, id);
  create index if not exists mail_templates_school_id_title_ar_collated_idx on mail_templates (school_id, title collate kampus_ar, id);
  create index if not exists online_classes_school_id_title_und_collated_idx on online_classes (school_id, title collate kampus_und, id);
  create index if not exists online_classes_school_id_title_tr_collated_idx on online_classes (school_id, title collate kampus_tr, id);
  create index if not exists online_classes_school_id_title_es_collated_idx on online_classes (school_id, title collate kampus_es, id);
  create index if not exists online_classes_school_id_title_ar_collated_idx on online_classes (school_id, title collate kampus_ar, id);
  create index if not exists payment_gateways_school_id_gateway_provider_und_collated_idx on payment_gateways (school_id, gateway_provider collate kampus_und, id);
  create index if not exists personnel_school_id_last_name_und_collated_idx on personnel (school_id, last_name collate kampus_und, id);
  create index if not exists personnel_school_id_last_name_tr_collated_idx on personnel (school_id, last_name collate kampus_tr, id);
  create index if not exists personnel_school_id_last_name_es_collated_idx on personnel (school_id, last_name collate kampus_es, id);
  create index if not exists personnel_school_id_last_name_ar_collated_idx on personnel (school_id, last_name collate kampus_ar, id);
  create index if not exists personnel_school_id_name_und_collated_idx on personnel (school_id, name collate kampus_und, id);
  create index if not exists personnel_school_id_name_tr_collated_idx on personnel (school_id, name collate kampus_tr, id);
  create index if not exists personnel_school_id_name_es_collated_idx on personnel (school_id, name collate kampus_es, id);
  create index if not exists personnel_school_id_name_ar_collated_idx on personnel (school_id, name collate kampus_ar, id);
  create index if not exists recent_updates_title_und_collated_idx on recent_updates (title collate kampus_und, id);
  create index if not exists recent_updates_title_tr_collated_idx on recent_updates (title collate kampus_tr, id);
  create index if not exists recent_updates_title_es_collated_idx on recent_updates (title collate kampus_es, id);
  create index if not exists recent_updates_title_ar_collated_idx on recent_updates (title collate kampus_ar, id);
  create index if not exists saml_providers_school_id_name_und_collated_idx on saml_providers (school_id, name collate kampus_und, id);
  create index if not exists saml_providers_school_id_name_tr_collated_idx on saml_providers (school_id, name collate kampus_tr, id);
  create index if not exists saml_providers_school_id_name_es_collated_idx on saml_providers (school_id, name collate kampus_es, id);
  create index if not exists saml_providers_school_id_name_ar_collated_idx on saml_providers (school_id, name collate kampus_ar, id);
  create index if not exists school_holidays_school_id_title_und_collated_idx on school_holidays (school_id, title collate kampus_und, id);
  create index if not exists school_holidays_school_id_title_tr_collated_idx on school_holidays (school_id, title collate kampus_tr, id);
  create index if not exists school_holidays_school_id_title_es_collated_idx on school_holidays (school_id, title collate kampus_es, id);
  create index if not exists school_holidays_school_id_title_ar_collated_idx on school_holidays (school_id, title collate kampus_ar, id);
  create index if not exists schools_title_und_collated_idx on schools (title collate kampus_und, id);
  create index if not exists schools_title_tr_collated_idx on schools (title collate kampus_tr, id);
  create index if not exists schools_title_es_collated_idx on schools (title collate kampus_es, id);
  create index if not exists schools_title_ar_collated_idx on schools (title collate kampus_ar, id);
  create index if not exists schools_type_und_collated_idx on schools (type collate kampus_und, id);
  create index if not exists seasons_school_id_title_und_collated_idx on seasons (school_id, title collate kampus_und, id);
  create index if not exists seasons_school_id_title_tr_collated_idx on seasons (school_id, title collate kampus_tr, id);
  create index if not exists seasons_school_id_title_es_collated_idx on seasons (school_id, title collate kampus_es, id);
  create index if not exists seasons_school_id_title_ar_collated_idx on seasons (school_id, title collate kampus_ar, id);
  create index if not exists banks_bank_name_und_collated_idx on banks (bank_name collate kampus_und, id);
  create index if not exists banks_bank_name_tr_collated_idx on banks (bank_name collate kampus_tr, id);
  create index if not exists banks_bank_name_es_collated_idx on banks (bank_name collate kampus_es, id);
  create index if not exists banks_bank_name_ar_collated_idx on banks (bank_name collate kampus_ar, id);
  create index if not exists banks_eft_code_und_collated_idx on banks (eft_code collate kampus_und, id);
  create index if not exists banks_eft_code_tr_collated_idx on banks (eft_code collate kampus_tr, id);
  create index if not exists banks_eft_code_es_collated_idx on banks (eft_code collate kampus_es, id);
  create index if not exists banks_eft_code_ar_collated_idx on banks (eft_code collate kampus_ar, id);
  create index if not exists bank_branches_branch_name_und_collated_idx on bank_branches (branch_name collate kampus_und, id);
  create index if not exists bank_branches_branch_name_tr_collated_idx on bank_branches (branch_name collate kampus_tr, id);
  create index if not exists bank_branches_branch_name_es_collated_idx on bank_branches (branch_name collate kampus_es, id);
  create index if not exists bank_branches_branch_name_ar_collated_idx on bank_branches (branch_name collate kampus_ar, id);
  create index if not exists bank_branches_branch_code_und_collated_idx on bank_branches (branch_code collate kampus_und, id);
  create index if not exists bank_branches_branch_code_tr_collated_idx on bank_branches (branch_code collate kampus_tr, id);
  create index if not exists bank_branches_branch_code_es_collated_idx on bank_branches (branch_code collate kampus_es, id);
  create index if not exists bank_branches_branch_code_ar_collated_idx on bank_branches (branch_code collate kampus_ar, id);
  create index if not exists payment_methods_title_und_collated_idx on payment_methods (title collate kampus_und, id);
  create index if not exists payment_methods_title_tr_collated_idx on payment_methods (title collate kampus_tr, id);
  create index if not exists payment_methods_title_es_collated_idx on payment_methods (title collate kampus_es, id);
  create index if not exists payment_methods_title_ar_collated_idx on payment_methods (title collate kampus_ar, id);
  create index if not exists personnel_categories_title_und_collated_idx on personnel_categories (title collate kampus_und, id);
  create index if not exists personnel_categories_title_tr_collated_idx on personnel_categories (title collate kampus_tr, id);
  create index if not exists personnel_categories_title_es_collated_idx on personnel_categories (title collate kampus_es, id);
  create index if not exists personnel_categories_title_ar_collated_idx on personnel_categories (title collate kampus_ar, id);
  create index if not exists departments_title_und_collated_idx on departments (title collate kampus_und, id);
  create index if not exists departments_title_tr_collated_idx on departments (title collate kampus_tr, id);
  create index if not exists departments_title_es_collated_idx on departments (title collate kampus_es, id);
  create index if not exists departments_title_ar_collated_idx on departments (title collate kampus_ar, id);
  create index if not exists staff_duties_school_id_duty_und_collated_idx on staff_duties (school_id, duty collate kampus_und, id);
  create index if not exists learning_standards_school_id_code_und_collated_idx on learning_standards (school_id, code collate kampus_und, id);
  create index if not exists learning_standards_school_id_code_tr_collated_idx on learning_standards (school_id, code collate kampus_tr, id);
  create index if not exists learning_standards_school_id_code_es_collated_idx on learning_standards (school_id, code collate kampus_es, id);
  create index if not exists learning_standards_school_id_code_ar_collated_idx on learning_standards (school_id, code collate kampus_ar, id);
  create index if not exists states_name_und_collated_idx on states (name collate kampus_und, id);
  create index if not exists states_name_tr_collated_idx on states (name collate kampus_tr, id);
  create index if not exists states_name_es_collated_idx on states (name collate kampus_es, id);
  create index if not exists states_name_ar_collated_idx on states (name collate kampus_ar, id);
  create index if not exists student_fees_school_id_fee_name_und_collated_idx on student_fees (school_id, fee_name collate kampus_und, id);
  create index if not exists student_fees_school_id_fee_name_tr_collated_idx on student_fees (school_id, fee_name collate kampus_tr, id);
  create index if not exists student_fees_school_id_fee_name_es_collated_idx on student_fees (school_id, fee_name collate kampus_es, id);
  create index if not exists student_fees_school_id_fee_name_ar_collated_idx on student_fees (school_id, fee_name collate kampus_ar, id);
  create index if not exists discounts_school_id_discount_name_und_collated_idx on discounts (school_id, discount_name collate kampus_und, id);
  create index if not exists discounts_school_id_discount_name_tr_collated_idx on discounts (school_id, discount_name collate kampus_tr, id);
  create index if not exists discounts_school_id_discount_name_es_collated_idx on discounts (school_id, discount_name collate kampus_es, id);
  create index if not exists discounts_school_id_discount_name_ar_collated_idx on discounts (school_id, discount_name collate kampus_ar, id);
  create index if not exists discount_criteria_school_id_criteria_name_und_collated_idx on discount_criteria (school_id, criteria_name collate kampus_und, id);
  create index if not exists discount_criteria_school_id_criteria_name_tr_collated_idx on discount_criteria (school_id, criteria_name collate kampus_tr, id);
  create index if not exists discount_criteria_school_id_criteria_name_es_collated_idx on discount_criteria (school_id, criteria_name collate kampus_es, id);
  create index if not exists discount_criteria_school_id_criteria_name_ar_collated_idx on discount_criteria (school_id, criteria_name collate kampus_ar, id);
  create index if not exists scholarship_definitions_school_id_title_und_collated_idx on scholarship_definitions (school_id, title collate kampus_und, id);
  create index if not exists scholarship_definitions_school_id_title_tr_collated_idx on scholarship_definitions (school_id, title collate kampus_tr, id);
  create index if not exists scholarship_definitions_school_id_title_es_collated_idx on scholarship_definitions (school_id, title collate kampus_es, id);
  create index if not exists scholarship_definitions_school_id_title_ar_collated_idx on scholarship_definitions (school_id, title collate kampus_ar, id);
  create index if not exists school_bus_fees_school_id_title_und_collated_idx on school_bus_fees (school_id, title collate kampus_und, id);
  create index if not exists school_bus_fees_school_id_title_tr_collated_idx on school_bus_fees (school_id, title collate kampus_tr, id);
  create index if not exists school_bus_fees_school_id_title_es_collated_idx on school_bus_fees (school_id, title collate kampus_es, id);
  create index if not exists school_bus_fees_school_id_title_ar_collated_idx on school_bus_fees (school_id, title collate kampus_ar, id);
  create index if not exists student_tags_school_id_tag_und_collated_idx on student_tags (school_id, tag collate kampus_und, id);
  create index if not exists student_tags_school_id_tag_tr_collated_idx on student_tags (school_id, tag collate kampus_tr, id);
  create index if not exists student_tags_school_id_tag_es_collated_idx on student_tags (school_id, tag collate kampus_es, id);
  create index if not exists student_tags_school_id_tag_ar_collated_idx on student_tags (school_id, tag collate kampus_ar, id);
  create index if not exists student_behaviours_school_id_title_und_collated_idx on student_behaviours (school_id, title collate kampus_und, id);
  create index if not exists student_behaviours_school_id_title_tr_collated_idx on student_behaviours (school_id, title collate kampus_tr, id);
  create index if not exists student_behaviours_school_id_title_es_collated_idx on student_behaviours (school_id, title collate kampus_es, id);
  create index if not exists student_behaviours_school_id_title_ar_collated_idx on student_behaviours (school_id, title collate kampus_ar, id);
  create index if not exists enrollment_documents_school_id_title_und_collated_idx on enrollment_documents (school_id, title collate kampus_und, id);
  create index if not exists enrollment_documents_school_id_title_tr_collated_idx on enrollment_documents (school_id, title collate kampus_tr, id);
  create index if not exists enrollment_documents_school_id_title_es_collated_idx on enrollment_documents (school_id, title collate kampus_es, id);
  create index if not exists enrollment_documents_school_id_title_ar_collated_idx on enrollment_documents (school_id, title collate kampus_ar, id);
  create index if not exists student_documents_school_id_id_title_und_collated_idx on student_documents (school_id_id, title collate kampus_und, id);
  create index if not exists student_documents_school_id_id_title_tr_collated_idx on student_documents (school_id_id, title collate kampus_tr, id);
  create index if not exists student_documents_school_id_id_title_es_collated_idx on student_documents (school_id_id, title collate kampus_es, id);
  create index if not exists student_documents_school_id_id_title_ar_collated_idx on student_documents (school_id_id, title collate kampus_ar, id);
  create index if not exists students_school_id_last_name_und_collated_idx on students (school_id, last_name collate kampus_und, id);
  create index if not exists students_school_id_last_name_tr_collated_idx on students (school_id, last_name collate kampus_tr, id);
  create index if not exists students_school_id_last_name_es_collated_idx on students (school_id, last_name collate kampus_es, id);
  create index if not exists students_school_id_last_name_ar_collated_idx on students (school_id, last_name collate kampus_ar, id);
  create index if not exists students_school_id_name_und_collated_idx on students (school_id, name collate kampus_und, id);
  create index if not exists students_school_id_name_tr_collated_idx on students (school_id, name collate kampus_tr, id);
  create index if not exists students_school_id_name_es_collated_idx on students (school_id, name collate kampus_es, id);
  create index if not exists students_school_id_name_ar_collated_idx on students (school_id, name collate kampus_ar, id);
  create index if not exists students_school_id_student_number_und_collated_idx on students (school_id, student_number collate kampus_und, id);
  create index if not exists students_school_id_student_number_tr_collated_idx on students (school_id, student_number collate kampus_tr, id);
  create index if not exists students_school_id_student_number_es_collated_idx on students (school_id, student_number collate kampus_es, id);
  create index if not exists students_school_id_student_number_ar_collated_idx on students (school_id, student_number collate kampus_ar, id);
  create index if not exists rooms_school_id_name_und_collated_idx on rooms (school_id, name collate kampus_und, id);
  create index if not exists rooms_school_id_name_tr_collated_idx on rooms (school_id, name collate kampus_tr, id);
  create index if not exists rooms_school_id_name_es_collated_idx on rooms (school_id, name collate kampus_es, id);
  create index if not exists rooms_school_id_name_ar_collated_idx on rooms (school_id, name collate kampus_ar, id);
  create index if not exists graduation_programmes_school_id_title_und_collated_idx on graduation_programmes (school_id, title collate kampus_und, id);
  create index if not exists graduation_programmes_school_id_title_tr_collated_idx on graduation_programmes (school_id, title collate kampus_tr, id);
  create index if not exists graduation_programmes_school_id_title_es_collated_idx on graduation_programmes (school_id, title collate kampus_es, id);
  create index if not exists graduation_programmes_school_id_title_ar_collated_idx on graduation_programmes (school_id, title collate kampus_ar, id);
  create index if not exists graduation_requirements_school_id_title_und_collated_idx on graduation_requirements (school_id, title collate kampus_und, id);
  create index if not exists graduation_requirements_school_id_title_tr_collated_idx on graduation_requirements (school_id, title collate kampus_tr, id);
  create index if not exists graduation_requirements_school_id_title_es_collated_idx on graduation_requirements (school_id, title collate kampus_es, id);
  create index if not exists graduation_requirements_school_id_title_ar_collated_idx on graduation_requirements (school_id, title collate kampus_ar, id);
  create index if not exists transport_vehicles_school_id_plate_und_collated_idx on transport_vehicles (school_id, plate collate kampus_und, id);
  create index if not exists transport_vehicles_school_id_plate_tr_collated_idx on transport_vehicles (school_id, plate collate kampus_tr, id);
  create index if not exists transport_vehicles_school_id_plate_es_collated_idx on transport_vehicles (school_id, plate collate kampus_es, id);
  create index if not exists transport_vehicles_school_id_plate_ar_collated_idx on transport_vehicles (school_id, plate collate kampus_ar, id);
  create index if not exists transport_drivers_school_id_name_und_collated_idx on transport_drivers (school_id, name collate kampus_und, id);
  create index if not exists transport_drivers_school_id_name_tr_collated_idx on transport_drivers (school_id, name collate kampus_tr, id);
  create index if not exists transport_drivers_school_id_name_es_collated_idx on transport_drivers (school_id, name collate kampus_es, id);
  create index if not exists transport_drivers_school_id_name_ar_collated_idx on transport_drivers (school_id, name collate kampus_ar, id);
  create index if not exists transport_routes_school_id_title_und_collated_idx on transport_routes (school_id, title collate kampus_und, id);
  create index if not exists transport_routes_school_id_title_tr_collated_idx on transport_routes (school_id, title collate kampus_tr, id);
  create index if not exists transport_routes_school_id_title_es_collated_idx on transport_routes (school_id, title collate kampus_es, id);
  create index if not exists transport_routes_school_id_title_ar_collated_idx on transport_routes (school_id, title collate kampus_ar, id);
  create index if not exists transport_stops_school_id_title_und_collated_idx on transport_stops (school_id, title collate kampus_und, id);
  create index if not exists transport_stops_school_id_title_tr_collated_idx on transport_stops (school_id, title collate kampus_tr, id);
  create index if not exists transport_stops_school_id_title_es_collated_idx on transport_stops (school_id, title collate kampus_es, id);
  create index if not exists transport_stops_school_id_title_ar_collated_idx on transport_stops (school_id, title collate kampus_ar, id);
  create index if not exists user_types_user_type_und_collated_idx on user_types (user_type collate kampus_und, id);
  create index if not exists user_types_user_type_tr_collated_idx on user_types (user_type collate kampus_tr, id);
  create index if not exists user_types_user_type_es_collated_idx on user_types (user_type collate kampus_es, id);
  create index if not exists user_types_user_type_ar_collated_idx on user_types (user_type collate kampus_ar, id);
  create index if not exists users_school_id_name_und_collated_idx on users (school_id, name collate kampus_und, id);
  create index if not exists users_school_id_name_tr_collated_idx on users (school_id, name collate kampus_tr, id);
  create index if not exists users_school_id_name_es_collated_idx on users (school_id, name collate kampus_es, id);
  create index if not exists users_school_id_name_ar_collated_idx on users (school_id, name collate kampus_ar, id);
  create index if not exists users_school_id_last_name_und_collated_idx on users (school_id, last_name collate kampus_und, id);
  create index if not exists users_school_id_last_name_tr_collated_idx on users (school_id, last_name collate kampus_tr, id);
  create index if not exists users_school_id_last_name_es_collated_idx on users (school_id, last_name collate kampus_es, id);
  create index if not exists users_school_id_last_name_ar_collated_idx on users (school_id, last_name collate kampus_ar, id);
  create index if not exists users_school_id_email_und_collated_idx on users (school_id, email collate kampus_und, id);
end
$$;
--> statement-breakpoint
-- Trigram indexes: `search` is like on the stored search text (src/db/search-text.ts), which no b-tree can serve.
do $$
declare
  stale text;
begin
  for stale in select indexname from pg_indexes where schemaname = current_schema()
    and indexname like '%\_trgm\_idx' and indexdef ilike '%gin_trgm_ops%'
    and (indexname <> all (array['report_types_search_trgm_idx', 'batches_search_trgm_idx', 'cip_activities_search_trgm_idx', 'cities_search_trgm_idx', 'class_types_search_trgm_idx', 'classes_search_trgm_idx', 'countries_search_trgm_idx', 'course_videos_search_trgm_idx', 'course_assets_search_trgm_idx', 'courses_search_trgm_idx', 'discipline_codes_search_trgm_idx', 'discipline_incidents_search_trgm_idx', 'dorm_buildings_search_trgm_idx', 'dorm_rooms_search_trgm_idx', 'leave_requests_search_trgm_idx', 'elective_offers_search_trgm_idx', 'readonly_enrollment_contracts_search_trgm_idx', 'enrollment_agreements_search_trgm_idx', 'subject_branches_search_trgm_idx', 'exam_templates_search_trgm_idx', 'exams_search_trgm_idx', 'feeds_search_trgm_idx', 'file_shares_search_trgm_idx', 'lawyers_search_trgm_idx', 'companies_search_trgm_idx', 'promissory_notes_search_trgm_idx', 'deleted_promissory_notes_search_trgm_idx', 'invoices_search_trgm_idx', 'bank_accounts_search_trgm_idx', 'account_codes_search_trgm_idx', 'income_expenses_search_trgm_idx', 'forms_search_trgm_idx', 'global_menus_search_trgm_idx', 'grade_levels_search_trgm_idx', 'grading_scales_search_trgm_idx', 'grading_policies_search_trgm_idx', 'assignments_search_trgm_idx', 'guardians_search_trgm_idx', 'homeworks_search_trgm_idx', 'admission_interviews_search_trgm_idx', 'impersonate_logs_search_trgm_idx', 'library_titles_search_trgm_idx', 'library_copies_search_trgm_idx', 'lti_tools_search_trgm_idx', 'lti_links_search_trgm_idx', 'menus_search_trgm_idx', 'sms_templates_search_trgm_idx', 'mail_templates_search_trgm_idx', 'online_classes_search_trgm_idx', 'personnel_search_trgm_idx', 'room_bookings_search_trgm_idx', 'saml_providers_search_trgm_idx', 'school_holidays_search_trgm_idx', 'schools_search_trgm_idx', 'banks_search_trgm_idx', 'bank_branches_search_trgm_idx', 'payment_methods_search_trgm_idx', 'personnel_categories_search_trgm_idx', 'departments_search_trgm_idx', 'learning_standards_search_trgm_idx', 'states_search_trgm_idx', 'discounts_search_trgm_idx', 'school_bus_fees_search_trgm_idx', 'student_tags_search_trgm_idx', 'student_behaviours_search_trgm_idx', 'enrollment_documents_search_trgm_idx', 'student_documents_search_trgm_idx', 'students_search_trgm_idx', 'rooms_search_trgm_idx', 'graduation_programmes_search_trgm_idx', 'graduation_requirements_search_trgm_idx', 'transport_vehicles_search_trgm_idx', 'transport_drivers_search_trgm_idx', 'transport_routes_search_trgm_idx', 'transport_stops_search_trgm_idx', 'users_search_trgm_idx']::text[]) or indexdef not ilike '%(kampus_search gin_trgm_ops)%') loop
    execute format('drop index %I', stale);
  end loop;
  begin
    create extension if not exists pg_trgm;
  exception when others then
    raise notice 'pg_trgm is not available: searches scan their table';
    return;
  end;
  create index if not exists report_types_search_trgm_idx on report_types using gin (kampus_search gin_trgm_ops);
  create index if not exists batches_search_trgm_idx on batches using gin (kampus_search gin_trgm_ops);
  create index if not exists cip_activities_search_trgm_idx on cip_activities using gin (kampus_search gin_trgm_ops);
  create index if not exists cities_search_trgm_idx on cities using gin (kampus_search gin_trgm_ops);
  create index if not exists class_types_search_trgm_idx on class_types using gin (kampus_search gin_trgm_ops);
  create index if not exists classes_search_trgm_idx on classes using gin (kampus_search gin_trgm_ops);
  create index if not exists countries_search_trgm_idx on countries using gin (kampus_search gin_trgm_ops);
  create index if not exists course_videos_search_trgm_idx on course_videos using gin (kampus_search gin_trgm_ops);
  create index if not exists course_assets_search_trgm_idx on course_assets using gin (kampus_search gin_trgm_ops);
  create index if not exists courses_search_trgm_idx on courses using gin (kampus_search gin_trgm_ops);
  create index if not exists discipline_codes_search_trgm_idx on discipline_codes using gin (kampus_search gin_trgm_ops);
  create index if not exists discipline_incidents_search_trgm_idx on discipline_incidents using gin (kampus_search gin_trgm_ops);
  create index if not exists dorm_buildings_search_trgm_idx on dorm_buildings using gin (kampus_search gin_trgm_ops);
  create index if not exists dorm_rooms_search_trgm_idx on dorm_rooms using gin (kampus_search gin_trgm_ops);
  create index if not exists leave_requests_search_trgm_idx on leave_requests using gin (kampus_search gin_trgm_ops);
  create index if not exists elective_offers_search_trgm_idx on elective_offers using gin (kampus_search gin_trgm_ops);
  create index if not exists readonly_enrollment_contracts_search_trgm_idx on readonly_enrollment_contracts using gin (kampus_search gin_trgm_ops);
  create index if not exists enrollment_agreements_search_trgm_idx on enrollment_agreements using gin (kampus_search gin_trgm_ops);
  create index if not exists subject_branches_search_trgm_idx on subject_branches using gin (kampus_search gin_trgm_ops);
  create index if not exists exam_templates_search_trgm_idx on exam_templates using gin (kampus_search gin_trgm_ops);
  create index if not exists exams_search_trgm_idx on exams using gin (kampus_search gin_trgm_ops);
  create index if not exists feeds_search_trgm_idx on feeds using gin (kampus_search gin_trgm_ops);
  create index if not exists file_shares_search_trgm_idx on file_shares using gin (kampus_search gin_trgm_ops);
  create index if not exists lawyers_search_trgm_idx on lawyers using gin (kampus_search gin_trgm_ops);
  create index if not exists companies_search_trgm_idx on companies using gin (kampus_search gin_trgm_ops);
  create index if not exists promissory_notes_search_trgm_idx on promissory_notes using gin (kampus_search gin_trgm_ops);
  create index if not exists deleted_promissory_notes_search_trgm_idx on deleted_promissory_notes using gin (kampus_search gin_trgm_ops);
  create index if not exists invoices_search_trgm_idx on invoices using gin (kampus_search gin_trgm_ops);
  create index if not exists bank_accounts_search_trgm_idx on bank_accounts using gin (kampus_search gin_trgm_ops);
  create index if not exists account_codes_search_trgm_idx on account_codes using gin (kampus_search gin_trgm_ops);
  create index if not exists income_expenses_search_trgm_idx on income_expenses using gin (kampus_search gin_trgm_ops);
  create index if not exists forms_search_trgm_idx on forms using gin (kampus_search gin_trgm_ops);
  create index if not exists global_menus_search_trgm_idx on global_menus using gin (kampus_search gin_trgm_ops);
  create index if not exists grade_levels_search_trgm_idx on grade_levels using gin (kampus_search gin_trgm_ops);
  create index if not exists grading_scales_search_trgm_idx on grading_scales using gin (kampus_search gin_trgm_ops);
  create index if not exists grading_policies_search_trgm_idx on grading_policies using gin (kampus_search gin_trgm_ops);
  create index if not exists assignments_search_trgm_idx on assignments using gin (kampus_search gin_trgm_ops);
  create index if not exists guardians_search_trgm_idx on guardians using gin (kampus_search gin_trgm_ops);
  create index if not exists homeworks_search_trgm_idx on homeworks using gin (kampus_search gin_trgm_ops);
  create index if not exists admission_interviews_search_trgm_idx on admission_interviews using gin (kampus_search gin_trgm_ops);
  create index if not exists impersonate_logs_search_trgm_idx on impersonate_logs using gin (kampus_search gin_trgm_ops);
  create index if not exists library_titles_search_trgm_idx on library_titles using gin (kampus_search gin_trgm_ops);
  create index if not exists library_copies_search_trgm_idx on library_copies using gin (kampus_search gin_trgm_ops);
  create index if not exists lti_tools_search_trgm_idx on lti_tools using gin (kampus_search gin_trgm_ops);
  create index if not exists lti_links_search_trgm_idx on lti_links using gin (kampus_search gin_trgm_ops);
  create index if not exists menus_search_trgm_idx on menus using gin (kampus_search gin_trgm_ops);
  create index if not exists sms_templates_search_trgm_idx on sms_templates using gin (kampus_search gin_trgm_ops);
  create index if not exists mail_templates_search_trgm_idx on mail_templates using gin (kampus_search gin_trgm_ops);
  create index if not exists online_classes_search_trgm_idx on online_classes using gin (kampus_search gin_trgm_ops);
  create index if not exists personnel_search_trgm_idx on personnel using gin (kampus_search gin_trgm_ops);
  create index if not exists room_bookings_search_trgm_idx on room_bookings using gin (kampus_search gin_trgm_ops);
  create index if not exists saml_providers_search_trgm_idx on saml_providers using gin (kampus_search gin_trgm_ops);
  create index if not exists school_holidays_search_trgm_idx on school_holidays using gin (kampus_search gin_trgm_ops);
  create index if not exists schools_search_trgm_idx on schools using gin (kampus_search gin_trgm_ops);
  create index if not exists banks_search_trgm_idx on banks using gin (kampus_search gin_trgm_ops);
  create index if not exists bank_branches_search_trgm_idx on bank_branches using gin (kampus_search gin_trgm_ops);
  create index if not exists payment_methods_search_trgm_idx on payment_methods using gin (kampus_search gin_trgm_ops);
  create index if not exists personnel_categories_search_trgm_idx on personnel_categories using gin (kampus_search gin_trgm_ops);
  create index if not exists departments_search_trgm_idx on departments using gin (kampus_search gin_trgm_ops);
  create index if not exists learning_standards_search_trgm_idx on learning_standards using gin (kampus_search gin_trgm_ops);
  create index if not exists states_search_trgm_idx on states using gin (kampus_search gin_trgm_ops);
  create index if not exists discounts_search_trgm_idx on discounts using gin (kampus_search gin_trgm_ops);
  create index if not exists school_bus_fees_search_trgm_idx on school_bus_fees using gin (kampus_search gin_trgm_ops);
  create index if not exists student_tags_search_trgm_idx on student_tags using gin (kampus_search gin_trgm_ops);
  create index if not exists student_behaviours_search_trgm_idx on student_behaviours using gin (kampus_search gin_trgm_ops);
  create index if not exists enrollment_documents_search_trgm_idx on enrollment_documents using gin (kampus_search gin_trgm_ops);
  create index if not exists student_documents_search_trgm_idx on student_documents using gin (kampus_search gin_trgm_ops);
  create index if not exists students_search_trgm_idx on students using gin (kampus_search gin_trgm_ops);
  create index if not exists rooms_search_trgm_idx on rooms using gin (kampus_search gin_trgm_ops);
  create index if not exists graduation_programmes_search_trgm_idx on graduation_programmes using gin (kampus_search gin_trgm_ops);
  create index if not exists graduation_requirements_search_trgm_idx on graduation_requirements using gin (kampus_search gin_trgm_ops);
  create index if not exists transport_vehicles_search_trgm_idx on transport_vehicles using gin (kampus_search gin_trgm_ops);
  create index if not exists transport_drivers_search_trgm_idx on transport_drivers using gin (kampus_search gin_trgm_ops);
  create index if not exists transport_routes_search_trgm_idx on transport_routes using gin (kampus_search gin_trgm_ops);
  create index if not exists transport_stops_search_trgm_idx on transport_stops using gin (kampus_search gin_trgm_ops);
  create index if not exists users_search_trgm_idx on users using gin (kampus_search gin_trgm_ops);
end
$$;
