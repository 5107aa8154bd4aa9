import type { RecurringTask } from '../../jobs/recurring.ts';
import { keepOneQueued, queueNextRun } from '../../jobs/recurring.ts';
import { defineJob } from '../../jobs/registry.ts';
import { closeExpiredImpersonations } from './impersonate.operation.ts';

const CLOSE_EXPIRED_IMPERSONATIONS = 'impersonation.close-expired';

/** How often the log looks for impersonations past their limit: an end is written within this. */
const EVERY_MS = 5 * 60_000;

export const CLOSE_EXPIRED: RecurringTask = {
  task: CLOSE_EXPIRED_IMPERSONATIONS,
  next: (now) => new Date(now.getTime() + EVERY_MS),
};

/** Every five minutes: impersonations that ended by their time limit get that end in the log (issue 35). */
export const closeExpiredJob = defineJob({
  task: CLOSE_EXPIRED_IMPERSONATIONS,
  maxAttempts: 3,
  run: async (tx, job, log) => {
    await queueNextRun(tx, CLOSE_EXPIRED, job.id);
    const closed = await closeExpiredImpersonations(tx);
    if (closed > 0) log.info({ job: job.id, closed }, 'impersonations closed at their time limit');
  },
  onFailure: async (db, _job, _message, exhausted) => {
    if (exhausted) await keepOneQueued(db, CLOSE_EXPIRED);
  },
});
