import { sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../../../db/database.ts';
import { enqueue } from '../../../jobs/queue.ts';
import { defineJob, type JobLogger, type JobRun } from '../../../jobs/registry.ts';
import { retentionStep, startRun } from './retention.operation.ts';

/** The monthly run: starts a run and does its first batch. */
export const RETENTION = 'privacy.retention';
/** A run's next batch, queued by the one before until the run is over. */
const RETENTION_BATCH_TASK = 'privacy.retention-batch';

/** The hour (UTC) of the monthly run: after the nightly reconciliation (02:00), before the school day. */
const RETENTION_HOUR_UTC = 3;

/**
 * The next 1st of a month at 03:00 UTC strictly after `now`. Monthly, where KVKK's regulation on
 * destruction asks for at most six months between runs: a run that fails has five more chances.
 */
export const nextMonthlyRun = (now: Date): Date => {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, RETENTION_HOUR_UTC));
  if (next <= now) next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

/**
 * Makes sure one (and only one) monthly run waits in the queue; every node calls it at start
 * unless `KAMPUS_RETENTION=0`, under a transaction-scoped advisory lock so two nodes queue one.
 */
export const scheduleRetention = async (db: Db): Promise<void> => {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${RETENTION}))`);
    const waiting = await queryRows(
      tx,
      sql`select id from jobs where task = ${RETENTION} and state = 'pending' limit 1`,
    );
    if (waiting.length === 0) await enqueue(tx, RETENTION, {}, { runAt: nextMonthlyRun(new Date()) });
  });
};

/** Queues a manual run's first batch now (`POST /api/retention-runs`): the same batches as the monthly run's. */
export const queueRun = async (tx: Db, runId: number): Promise<void> => {
  await enqueue(tx, RETENTION_BATCH_TASK, { runId });
};

const step = async (tx: Db, runId: number, job: JobRun, log: JobLogger): Promise<void> => {
  const over = await retentionStep(tx, runId);
  if (over) log.info({ job: job.id, run: runId }, 'retention run done');
  else await queueRun(tx, runId);
};

/**
 * The monthly run. The next month's is queued in the same transaction as this one's start, so it
 * exists exactly when this one has begun, whatever becomes of the batches; a second pending
 * monthly run (an operator's enqueue) goes, as `finance.reconcile` does.
 */
export const retentionJob = defineJob({
  task: RETENTION,
  maxAttempts: 3,
  run: async (tx, job, log) => {
    await tx.execute(
      sql`delete from jobs where id in (select id from jobs where task = ${RETENTION}
          and state = 'pending' and id <> ${job.id} for update skip locked)`,
    );
    await enqueue(tx, RETENTION, {}, { runAt: nextMonthlyRun(new Date()) });
    const runId = await startRun(tx, { trigger: 'schedule' });
    log.info({ job: job.id, run: runId }, 'retention run started');
    await step(tx, runId, job, log);
  },
  // Given up: next month's still runs.
  onFailure: async (db, _job, _message, exhausted) => {
    if (exhausted) await scheduleRetention(db);
  },
});

/** One more batch of a run (500 rows, one transaction); it queues the next until the run is over. */
export const retentionBatchJob = defineJob({
  task: RETENTION_BATCH_TASK,
  maxAttempts: 5,
  run: async (tx, job, log) => {
    const runId = Number(job.payload.runId);
    if (!Number.isInteger(runId)) throw new Error('retention batch without a run');
    await step(tx, runId, job, log);
  },
});
