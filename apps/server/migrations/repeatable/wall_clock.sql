-- The present time on a school's wall clock (date-times are stored as the school's wall time,
-- api-contract), for rules read in SQL such as a score shown to a family once released
-- (core/visibility.ts, `familyRelease`). A school's zone is free text: a name the database does
-- not know reads as UTC rather than failing every read of the school's families.
-- Repeatable: re-applied whenever this file changes, so it stays written idempotently.
create or replace function kampus_wall_now(zone text) returns timestamp language plpgsql stable as $$
begin
  return now() at time zone coalesce(zone, 'UTC');
exception when invalid_parameter_value then
  return now() at time zone 'UTC';
end
$$;
