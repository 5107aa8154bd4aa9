import type { Db } from '../../../db/database.ts';
import { enqueue } from '../../../jobs/queue.ts';
import { keepOneQueued, queueNextRun, type RecurringTask } from '../../../jobs/recurring.ts';
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

/** The monthly run on the clock (the privacy module's `recurring`); not on a node with `KAMPUS_RETENTION=0`. */
export const MONTHLY_RETENTION: RecurringTask = {
  task: RETENTION,
  next: nextMonthlyRun,
  when: (config) => config.retention,
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
    await queueNextRun(tx, MONTHLY_RETENTION, job.id);
    const runId = await startRun(tx, { trigger: 'schedule' });
    log.info({ job: job.id, run: runId }, 'retention run started');
    await step(tx, runId, job, log);
  },
  // Given up: next month's still runs.
  onFailure: async (db, _job, _message, exhausted) => {
    if (exhausted) await keepOneQueued(db, MONTHLY_RETENTION);
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
