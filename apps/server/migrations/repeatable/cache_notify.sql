-- Cache invalidation (docs/architecture.md, "Request path"): every node keeps the callers, the school
-- tree and season schools in memory. Any statement that changes a table they are read from sends
-- NOTIFY kampus_cache with the table's name. PostgreSQL delivers it only when the transaction
-- commits (a rolled back change drops nothing) and folds repeats within one transaction into one.
-- A trigger, not the writers, sends it: no writer (SQL console, job, bulk import) can forget it.
-- Repeatable: re-applied whenever this file changes, so it stays written idempotently.
create or replace function kampus_cache_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('kampus_cache', TG_TABLE_NAME);
  return null;
end
$$;
--> statement-breakpoint
-- Sessions: revocation and deletion matter; a new session is in no cache yet.
drop trigger if exists kampus_cache_notify on auth_sessions;
--> statement-breakpoint
create trigger kampus_cache_notify after update or delete or truncate on auth_sessions
  for each statement execute function kampus_cache_notify();
--> statement-breakpoint
drop trigger if exists kampus_cache_notify on users;
--> statement-breakpoint
create trigger kampus_cache_notify after update or delete or truncate on users
  for each statement execute function kampus_cache_notify();
--> statement-breakpoint
drop trigger if exists kampus_cache_notify on user_types;
--> statement-breakpoint
create trigger kampus_cache_notify after update or delete or truncate on user_types
  for each statement execute function kampus_cache_notify();
--> statement-breakpoint
drop trigger if exists kampus_cache_notify on user_schools;
--> statement-breakpoint
create trigger kampus_cache_notify after insert or update or delete or truncate on user_schools
  for each statement execute function kampus_cache_notify();
--> statement-breakpoint
drop trigger if exists kampus_cache_notify on schools;
--> statement-breakpoint
create trigger kampus_cache_notify after insert or update or delete or truncate on schools
  for each statement execute function kampus_cache_notify();
--> statement-breakpoint
drop trigger if exists kampus_cache_notify on seasons;
--> statement-breakpoint
create trigger kampus_cache_notify after update or delete or truncate on seasons
  for each statement execute function kampus_cache_notify();
--> statement-breakpoint
-- Duties: a duty granted or taken away (the nurse's) changes what the caller reads (core/duties.ts).
drop trigger if exists kampus_cache_notify on staff_duties;
--> statement-breakpoint
create trigger kampus_cache_notify after insert or update or delete or truncate on staff_duties
  for each statement execute function kampus_cache_notify();
