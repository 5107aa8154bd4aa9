import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { safeErrorLine } from '../core/loggable-error.ts';
import { inTransaction, queryRows, type Db } from '../db/database.ts';
import { jobs } from '../db/job-tables.ts';
import { defaultBackoffMs, jobDefinition, type JobLogger, type JobRun } from './registry.ts';

type WorkerLogger = JobLogger;

export interface WorkerOptions {
  db: Db;
  /** How long an idle worker waits before looking for due jobs again. */
  pollMs: number;
  /** Names this worker in `jobs.locked_by`. */
  id?: string;
  logger?: WorkerLogger;
}

export interface JobWorker {
  readonly id: string;
  start: () => void;
  /** Waits for the job in hand (if any) and stops polling. */
  stop: () => Promise<void>;
  /** Claims and runs one due job; answers whether there was one. */
  runOnce: () => Promise<boolean>;
  /** Waits for the work the jobs run so far started after their commit (`afterCommit`). */
  settled: () => Promise<void>;
}

const silent: WorkerLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** Kept in the job row and the log: never the values a failed query was given (see loggable-error). */
const messageOf = (error: unknown): string => safeErrorLine(error).slice(0, 2000);

/**
 * A queue worker. Each job runs inside the transaction that claimed it with
 * `SELECT ... FOR UPDATE SKIP LOCKED`: the row stays locked while the task works, so no other
 * worker (on this node or another) can take it, and a node that dies mid-job simply releases the
 * lock when its connection drops. The task's writes and the job's `done` commit together. A failure
 * rolls all of that back and is then recorded in a second, short transaction: the attempt is
 * counted and the job waits its back-off, or is marked failed once its attempts are used up.
 */
export const createWorker = (options: WorkerOptions): JobWorker => {
  const { db, pollMs } = options;
  const id = options.id ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const log = options.logger ?? silent;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  // The tasks' work started after their commit (`afterCommit`), aborted and awaited by stop().
  let stopped = new AbortController();
  const background = new Set<Promise<void>>();
  const startAfterCommit = (job: JobRun): void => {
    const after = jobDefinition(job.task)?.afterCommit;
    if (!after) return;
    const work = after(db, job, log, stopped.signal).catch((error: unknown) => {
      log.error({ job: job.id, task: job.task, error: messageOf(error) }, 'job work after commit failed');
    });
    background.add(work);
    void work.finally(() => background.delete(work));
  };

  const recordFailure = async (job: JobRun, error: unknown): Promise<void> => {
    const definition = jobDefinition(job.task);
    const exhausted = job.attempt >= job.maxAttempts;
    const delay = (definition?.backoffMs ?? defaultBackoffMs)(job.attempt);
    // `attempts = previous` guards against counting twice should another worker have run it meanwhile.
    await db
      .update(jobs)
      .set({
        attempts: job.attempt,
        lastError: messageOf(error),
        lockedBy: id,
        state: exhausted ? 'failed' : 'pending',
        runAt: sql`now() + ${`${Math.max(0, Math.round(delay))} milliseconds`}::interval`,
        finishedAt: exhausted ? sql`now()` : null,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempt - 1)));
    try {
      await definition?.onFailure?.(db, job, messageOf(error), exhausted);
    } catch (reportError) {
      log.warn({ job: job.id, error: messageOf(reportError) }, 'job failure could not be reported');
    }
    log[exhausted ? 'error' : 'warn'](
      { job: job.id, task: job.task, attempt: job.attempt, error: messageOf(error) },
      exhausted ? 'job failed for good' : 'job failed, will retry',
    );
  };

  const runOnce = async (): Promise<boolean> => {
    let claimed: JobRun | undefined;
    try {
      await inTransaction(db, async (tx) => {
        const [row] = await queryRows(
          tx,
          sql`select id, task, payload, attempts, max_attempts from jobs
              where state = 'pending' and run_at <= now()
              order by run_at, id limit 1 for update skip locked`,
        );
        if (!row) return;
        const job: JobRun = {
          id: Number(row.id),
          task: String(row.task),
          payload: (row.payload ?? {}) as Record<string, unknown>,
          attempt: Number(row.attempts) + 1,
          maxAttempts: Number(row.max_attempts),
        };
        claimed = job;
        const definition = jobDefinition(job.task);
        if (!definition) throw new Error(`No job task named ${job.task} on this node`);
        await definition.run(tx, job, log);
        await tx
          .update(jobs)
          .set({
            state: 'done',
            attempts: job.attempt,
            lockedBy: id,
            lastError: null,
            finishedAt: sql`now()`,
            ...(definition.forgetPayload ? { payload: {} } : {}),
          })
          .where(eq(jobs.id, job.id));
      });
    } catch (error) {
      if (!claimed) throw error;
      await recordFailure(claimed, error);
      return true;
    }
    if (claimed) startAfterCommit(claimed);
    return claimed !== undefined;
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const run = async (): Promise<void> => {
    while (!stopping) {
      let ran = false;
      try {
        ran = await runOnce();
      } catch (error) {
        // The database was unreachable or busy: try again after the usual wait.
        log.warn({ error: messageOf(error) }, 'job worker could not poll');
      }
      if (!ran && !stopping) await sleep();
    }
  };

  return {
    id,
    runOnce,
    settled: async () => {
      await Promise.all([...background]);
    },
    start: () => {
      if (loop) return;
      stopping = false;
      if (stopped.signal.aborted) stopped = new AbortController();
      loop = run();
    },
    stop: async () => {
      stopping = true;
      wake?.();
      await loop;
      loop = undefined;
      stopped.abort();
      await Promise.all([...background]);
    },
  };
};
