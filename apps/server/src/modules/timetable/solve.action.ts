import { solveTimetableAction, timetableRuns } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { unprocessable } from '../../core/problem.ts';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import { inTransaction, type Db } from '../../db/database.ts';
import { enqueue } from '../../jobs/queue.ts';
import { seasonNeeds } from './season-needs.operation.ts';
import { TIMETABLE_SOLVE } from './solve.job.ts';

/** A run still `running` this long after its time limit was left by a node that stopped. */
const INTERRUPTED_AFTER_MS = 120_000;

/** Marks the season's runs that a stopped node left `running` as failed, so none looks alive for ever. */
const failInterruptedRuns = async (tx: Db, ctx: RequestContext, season: number): Promise<void> => {
  const runs = scoped(tx, ctx).of(timetableRuns);
  const now = Date.now();
  for (const run of await runs.list({ season, status: 'running' })) {
    const started = run.startedAt === null ? now : new Date(run.startedAt).getTime();
    if (now - started > run.timeLimit * 1000 + INTERRUPTED_AFTER_MS) {
      await system(tx)
        .of(timetableRuns)
        .update(run.id, { status: 'failed', finishedAt: new Date(now).toISOString() });
    }
  }
};

/**
 * Checks the active season's needs (422 naming each record and field that keeps a week from
 * being made), then stores a queued run with the solver's input and queues its job, in one
 * transaction: 202 with the run's id.
 */
export const solve = implement(solveTimetableAction, async ({ db, ctx, input }) => {
  const season = ctx.activeSeasonId;
  const school = ctx.activeSchoolId ?? ctx.caller.schoolId;
  if (season === null || school === null)
    throw unprocessable([{ propertyPath: 'season', message: 'validation.required' }]);
  const checked = await seasonNeeds(db, ctx, season);
  if (!checked.ok) throw unprocessable(checked.violations);
  const id = await inTransaction(db, async (tx) => {
    await failInterruptedRuns(tx, ctx, season);
    const run = await scoped(tx, ctx)
      .of(timetableRuns)
      .insert({
        school,
        season,
        status: 'queued',
        timeLimit: input.body.timeLimit,
        seed: input.body.seed ?? Math.floor(Math.random() * 1_000_000),
        problem: checked.needs.problem,
        requestedBy: ctx.caller.id,
      });
    await enqueue(tx, TIMETABLE_SOLVE, { runId: run.id });
    return run.id;
  });
  return answer(202, { id, status: 'queued' });
});
