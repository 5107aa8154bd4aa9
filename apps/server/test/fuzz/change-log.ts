/**
 * Which tables a request changed, told by triggers rather than by hashing every table: each watched
 * table gets row triggers that note its name in `fuzz_changes` when a row is inserted, deleted or
 * updated to different values (an update that writes the same values changes nothing), and a
 * statement trigger for truncate. The note is written in the request's own transaction, so a
 * request that rolls back leaves none, exactly as its data. Hashing every row of every table after
 * each of the ~1,000 routes took about half of the fuzzing suite's ten minutes; reading one small
 * table takes a millisecond.
 *
 * Tables whose rows a refused request writes by design are not watched, each for its reason.
 */
const WRITTEN_WHEN_REFUSED: Record<string, string> = {
  login_attempts: 'a refused sign-in is counted: that record is the login rate limit',
  email_verifications: 'a wrong verification code is counted against the code',
  rate_limits: 'a wrong second-factor code or passkey is counted before it is checked (checkCode): its rate limit',
};

const LOG = 'fuzz_changes';

type Sql = (text: string) => Promise<Record<string, unknown>[]>;

/** Every base table of the schema but the log and the tables written when refused. */
const tablesToWatch = async (sql: Sql): Promise<string[]> =>
  (
    await sql(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    )
  )
    .map((row) => String(row.name))
    .filter((name) => name !== LOG && !(name in WRITTEN_WHEN_REFUSED));

/** Installs the log and the triggers on every table to watch; answers how many are watched. */
export const watchTables = async (sql: Sql): Promise<number> => {
  await sql(`create table if not exists ${LOG} (name text primary key)`);
  await sql(`create or replace function fuzz_note_change() returns trigger language plpgsql as $$
    begin
      insert into ${LOG} (name) values (tg_table_name) on conflict do nothing;
      return null;
    end $$`);
  const tables = await tablesToWatch(sql);
  const statements = tables.flatMap((name) => [
    `create trigger fuzz_rows after insert or delete on "${name}" for each row execute function fuzz_note_change()`,
    `create trigger fuzz_updates after update on "${name}" for each row when (old.* is distinct from new.*) execute function fuzz_note_change()`,
    `create trigger fuzz_truncate after truncate on "${name}" for each statement execute function fuzz_note_change()`,
  ]);
  // One statement a call: PGlite's query takes no more.
  for (const statement of statements) await sql(statement);
  return tables.length;
};

/** The tables changed since the last call (sorted), and forgets them. */
export const takeChanges = async (sql: Sql): Promise<string[]> =>
  (await sql(`delete from ${LOG} returning name`)).map((row) => String(row.name)).sort();
