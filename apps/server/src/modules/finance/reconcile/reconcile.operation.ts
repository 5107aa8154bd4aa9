import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/database.ts';
import { breachRow, ledgerInvariants, type BreachRow, type LedgerInvariant } from './invariants.ts';

/** How many rows of one breach a report keeps (the count is always whole). */
const ROWS_KEPT = 50;

interface Breach {
  school: number;
  check: string;
  /** How many rows break it. */
  count: number;
  /** The first `ROWS_KEPT` of them. */
  rows: BreachRow[];
}

export interface ReconciliationReport {
  checkedAt: string;
  /** How many schools were checked. */
  schools: number;
  /** The checks run, by name. */
  checks: string[];
  /** Each check's time in milliseconds (all schools at once). */
  timings: Record<string, number>;
  breaches: Breach[];
}

export interface ReconcileOptions {
  /** Only this school (default: every school). */
  schoolId?: number;
  /** Only these checks (tests); default every one. */
  checks?: readonly LedgerInvariant[];
}

/**
 * Runs every ledger check over every school (or one) and answers what breaks. Read-only: each
 * check is one query over all schools at once (not one per school), grouped by school here. Run
 * it outside a transaction, or in a read-only one: it takes no lock, so a command running at the
 * same time is seen either before or after, never half (each statement reads one snapshot; the
 * checks span several statements, so a breach seen once is worth checking again; the nightly job
 * runs them in one repeatable-read transaction).
 */
export const reconcile = async (db: Db, options: ReconcileOptions = {}): Promise<ReconciliationReport> => {
  const checks = options.checks ?? ledgerInvariants;
  const checkedAt = new Date().toISOString();
  const schoolRows = await queryRows(
    db,
    options.schoolId === undefined
      ? sql`select count(*)::int as n from schools`
      : sql`select count(*)::int as n from schools where id = ${options.schoolId}`,
  );
  const timings: Record<string, number> = {};
  const breaches: Breach[] = [];
  for (const check of checks) {
    const started = performance.now();
    const rows = (await queryRows(db, sql.raw(check.sql(options.schoolId)))).map(breachRow);
    timings[check.name] = Math.round(performance.now() - started);
    const bySchool = new Map<number, BreachRow[]>();
    for (const row of rows) {
      const list = bySchool.get(row.school) ?? [];
      list.push(row);
      bySchool.set(row.school, list);
    }
    for (const [school, found] of [...bySchool].sort(([a], [b]) => a - b)) {
      breaches.push({ school, check: check.name, count: found.length, rows: found.slice(0, ROWS_KEPT) });
    }
  }
  return { checkedAt, schools: Number(schoolRows[0]?.n ?? 0), checks: checks.map((c) => c.name), timings, breaches };
};
