import { auditLogs } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/database.ts';
import { resourceTable } from '../../../db/resource-tables.ts';
import { keepOneQueued, nextDailyAt, queueNextRun, type RecurringTask } from '../../../jobs/recurring.ts';
import { defineJob } from '../../../jobs/registry.ts';
import { reconcile, type ReconciliationReport } from './reconcile.operation.ts';

export const RECONCILE_LEDGER = 'finance.reconcile';

/** The audit trail's name for a reconciliation (`resource`, `action`): where the last report is read from. */
const RECONCILE_AUDIT = { resource: 'ledger', action: 'reconcile' } as const;

/** The hour (UTC) of the nightly run: after midnight in Europe, before the first lesson in Asia. */
const RECONCILE_HOUR_UTC = 2;

/** The next `RECONCILE_HOUR_UTC` o'clock strictly after `now` (tomorrow's when today's has passed). */
export const nextNightlyRun = (now: Date): Date => nextDailyAt(now, RECONCILE_HOUR_UTC);

/** The nightly reconciliation on the clock (the finance module's `recurring`). */
export const NIGHTLY_RECONCILIATION: RecurringTask = { task: RECONCILE_LEDGER, next: nextNightlyRun };

/**
 * Keeps the report in the audit trail, where superadmins read it (`school` empty: the
 * installation's), and one entry per school with a breach (that school's admins see it in their
 * trail too). Written by the system: no user, no address.
 */
const record = async (tx: Db, report: ReconciliationReport): Promise<void> => {
  const table = resourceTable(auditLogs.name);
  const entry = (school: number | null, after: unknown) => ({
    ...RECONCILE_AUDIT,
    recordId: null,
    school,
    user: null,
    impersonator: null,
    ip: null,
    requestId: null,
    at: sql`now()`,
    before: null,
    after,
    changed: null,
  });
  await tx.insert(table).values(entry(null, report));
  const schools = [...new Set(report.breaches.map((breach) => breach.school))];
  for (const school of schools) {
    const breaches = report.breaches.filter((breach) => breach.school === school);
    await tx.insert(table).values(entry(school, { checkedAt: report.checkedAt, breaches }));
  }
};

/** The last nightly report (the command's runs are not kept), or none before the first night. */
export const lastReconciliation = async (db: Db): Promise<ReconciliationReport | undefined> => {
  const [row] = await queryRows(
    db,
    sql`select "after" from audit_logs where resource = ${RECONCILE_AUDIT.resource}
        and action = ${RECONCILE_AUDIT.action} and school_id is null order by id desc limit 1`,
  );
  return row ? (row.after as ReconciliationReport) : undefined;
};

/**
 * The nightly reconciliation: every check over every school, each breach logged at error level
 * with its school and check, the report kept in the audit trail (the `kampus_ledger_breaches`
 * gauge reads it), and the next night's run queued in the same transaction, so it is queued
 * exactly when this one is done. Read-only on the ledger.
 */
export const reconcileJob = defineJob({
  task: RECONCILE_LEDGER,
  maxAttempts: 3,
  run: async (tx, job, log) => {
    const report = await reconcile(tx);
    for (const breach of report.breaches) {
      log.error(
        { job: job.id, school: breach.school, check: breach.check, count: breach.count, rows: breach.rows.slice(0, 5) },
        'ledger breach',
      );
    }
    log.info(
      { job: job.id, schools: report.schools, checks: report.checks.length, breaches: report.breaches.length },
      'ledger reconciled',
    );
    await record(tx, report);
    await queueNextRun(tx, NIGHTLY_RECONCILIATION, job.id);
  },
  // Given up: the next night still runs.
  onFailure: async (db, _job, _message, exhausted) => {
    if (exhausted) await keepOneQueued(db, NIGHTLY_RECONCILIATION);
  },
});
