/**
 * A cheap fingerprint of all data: per table, the row count and an md5 over every row's text.
 * Tables whose rows a refused request writes by design are left out, each for its reason.
 */
const WRITTEN_WHEN_REFUSED: Record<string, string> = {
  login_attempts: 'a refused sign-in is counted: that record is the login rate limit',
  email_verifications: 'a wrong verification code is counted against the code',
  rate_limits: 'a wrong second-factor code or passkey is counted before it is checked (checkCode): its rate limit',
};

export type Fingerprint = Map<string, string>;
type Sql = (text: string) => Promise<Record<string, unknown>[]>;

export const tablesToFingerprint = async (sql: Sql): Promise<string[]> =>
  (
    await sql(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    )
  )
    .map((row) => String(row.name))
    .filter((name) => !(name in WRITTEN_WHEN_REFUSED));

export const fingerprint = async (sql: Sql, tables: readonly string[]): Promise<Fingerprint> => {
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as print from "${name}" t`,
  );
  const rows = await sql(parts.join(' union all '));
  return new Map(rows.map((row) => [String(row.name), String(row.print)]));
};

/** Tables whose fingerprint differs. */
export const changedTables = (before: Fingerprint, after: Fingerprint): string[] =>
  [...after.keys()].filter((name) => before.get(name) !== after.get(name));
