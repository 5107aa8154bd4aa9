import { timetableRuns } from '@kampus/contract';
import { defineJob } from '../../jobs/registry.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { solveInThread } from './solve-in-thread.ts';
import type { SolveProgress } from './solve-timetable.ts';

export const TIMETABLE_SOLVE = 'timetable.solve';

/** How often the best so far is written while the solver runs. */
const PROGRESS_EVERY_MS = 1_000;

/** The run's best so far: its hard and soft counts, which the solve page shows as it goes. */
const writeProgress = (db: Db, runId: number, progress: SolveProgress) =>
  system(db)
    .of(timetableRuns)
    .update(runId, { hardCount: progress.hard, softScore: Math.round(progress.soft) });

/**
 * Solves one run. The job's transaction marks the run `running` (and commits with the job done:
 * one attempt; a solve that fails is a failed run, not one to repeat). The solving itself is
 * `afterCommit`: in a worker thread (the server keeps answering), holding no transaction (on the
 * embedded database one would hold the only connection for the whole time limit), writing the
 * best so far every second in short writes of its own, then the best week found and its report:
 * done, or failed when the input cannot make a week. A run left `running` by a node that stopped
 * is marked failed when the worker stops, or by the next solve of its season (solve.action.ts).
 */
export const solveTimetableJob = defineJob({
  task: TIMETABLE_SOLVE,
  maxAttempts: 1,
  run: async (tx, job) => {
    const runs = system(tx).of(timetableRuns);
    const run = await runs.get(Number(job.payload.runId));
    if (run.status !== 'queued') return;
    await runs.update(run.id, { status: 'running', startedAt: new Date().toISOString() });
  },
  afterCommit: async (db, job, log, signal) => {
    const runs = system(db).of(timetableRuns);
    const run = await runs.get(Number(job.payload.runId));
    if (run.status !== 'running') return;
    let best: SolveProgress | null = null;
    let written = 0;
    let writing: Promise<unknown> = Promise.resolve();
    const onProgress = (progress: SolveProgress) => {
      best = progress;
      const now = Date.now();
      if (now - written < PROGRESS_EVERY_MS) return;
      written = now;
      writing = writing.then(() => writeProgress(db, run.id, progress)).catch(() => undefined);
    };
    try {
      const answer = await solveInThread(
        { problem: run.problem, timeLimitMs: run.timeLimit * 1000, seed: run.seed },
        onProgress,
        signal,
      );
      await writing;
      const finishedAt = new Date().toISOString();
      if (!answer.ok) {
        await runs.update(run.id, { status: 'failed', report: { problems: answer.problems }, finishedAt });
        return;
      }
      const { solution, stats } = answer;
      const reached: SolveProgress = best ?? stats;
      await runs.update(run.id, {
        status: 'done',
        hardCount: solution.hard.count,
        softScore: Math.round(solution.soft.score),
        result: solution.placements,
        report: {
          hard: solution.hard,
          soft: solution.soft,
          unmet: solution.unmet,
          iterations: stats.iterations,
          elapsedMs: Math.round(stats.elapsedMs),
          firstFeasibleMs: stats.firstFeasibleMs === null ? null : Math.round(stats.firstFeasibleMs),
          best: { hard: reached.hard, soft: Math.round(reached.soft) },
        },
        finishedAt,
      });
    } catch (error) {
      await writing;
      // Stopped with the server, or the thread failed: the run ends failed, never left running.
      if (!signal.aborted) log.error({ run: run.id, error: String(error) }, 'the timetable solver failed');
      const message = signal.aborted ? 'stopped with the server' : 'the solver stopped before answering';
      await runs.update(run.id, {
        status: 'failed',
        report: { problems: [{ path: '', message }] },
        finishedAt: new Date().toISOString(),
      });
    }
  },
  onFailure: async (db, job) => {
    await system(db).of(timetableRuns).update(Number(job.payload.runId), {
      status: 'failed',
      finishedAt: new Date().toISOString(),
    });
  },
});
