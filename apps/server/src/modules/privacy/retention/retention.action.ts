import { retentionRunsAction, runRetentionAction } from '@kampus/contract';
import { answer, implement } from '../../../core/actions.ts';
import { recordAction } from '../../../core/audit.ts';
import { inTransaction } from '../../../db/database.ts';
import { nextPendingRun } from '../../../jobs/queue.ts';
import { requireFreshSecondFactor } from '../../second-factor/step-up.ts';
import { queueRun, RETENTION } from './retention.job.ts';
import { startRun } from './retention.operation.ts';
import { forecastRetention, retentionRunLog } from './retention-report.operation.ts';

export const retentionRuns = implement(retentionRunsAction, async ({ db }) => ({
  runs: await retentionRunLog(db),
  // The monthly run waiting on the queue (every node keeps one queued, docs/jobs.md); none while
  // `KAMPUS_RETENTION=0` everywhere.
  nextRunAt: (await nextPendingRun(db, RETENTION))?.toISOString() ?? null,
}));

/**
 * A dry run answers the forecast; a real run (step-up first: it destroys data for good) is
 * started and queued in one transaction, audited as the superadmin's act, and answered 202.
 */
export const runRetention = implement(runRetentionAction, async ({ db, ctx, input }) => {
  if (input.body.dryRun) return { dryRun: true, run: null, forecast: await forecastRetention(db) };
  await requireFreshSecondFactor(db, ctx.caller);
  const runId = await inTransaction(db, async (tx) => {
    const id = await startRun(tx, { trigger: 'manual', ranBy: ctx.caller.id });
    await queueRun(tx, id);
    await recordAction(tx, ctx, { resource: 'retention_runs', id, action: 'retention_run', school: null });
    return id;
  });
  const [run] = (await retentionRunLog(db)).filter((row) => row.id === runId);
  return answer(202, { dryRun: false, run: run ?? null, forecast: [] });
});
