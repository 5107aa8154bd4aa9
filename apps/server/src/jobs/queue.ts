import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database.ts';
import { jobs } from '../db/job-tables.ts';
import { jobDefinition } from './registry.ts';

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Overrides the task's own limit. */
  maxAttempts?: number;
}

/**
 * Adds a job. Pass the caller's transaction: the job exists only if that transaction commits, so a
 * request that fails and rolls back leaves no job behind (and a job never runs before the data it
 * needs is visible to the worker).
 */
export const enqueue = async (
  tx: Db,
  task: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<number> => {
  const definition = jobDefinition(task);
  if (!definition) throw new Error(`No job task named ${task}`);
  const [row] = await tx
    .insert(jobs)
    .values({
      task,
      payload,
      maxAttempts: options.maxAttempts ?? definition.maxAttempts ?? 5,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error(`enqueue ${task} returned nothing`);
  return row.id;
};

/** Counts of jobs by state (operations page, tests). */
export const jobCounts = async (db: Db): Promise<Record<string, number>> => {
  const rows = await queryRows(db, sql`select state, count(*)::int as n from jobs group by state`);
  return Object.fromEntries(rows.map((row) => [String(row.state), Number(row.n)]));
};

/** Jobs due and not yet taken, and how long the oldest has waited (the metrics' queue depth and age). */
export const dueJobStats = async (db: Db): Promise<{ due: number; oldestSeconds: number }> => {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as due, coalesce(extract(epoch from now() - min(run_at)), 0)::float8 as oldest
        from jobs where state = 'pending' and run_at <= now()`,
  );
  return { due: Number(row?.due ?? 0), oldestSeconds: Number(row?.oldest ?? 0) };
};

/**
 * When the next pending run of `task` is due (a recurring task keeps one queued), or null when none
 * waits; a run already taken or done is not next.
 */
export const nextPendingRun = async (db: Db, task: string): Promise<Date | null> => {
  const [row] = await queryRows(db, sql`select min(run_at) as at from jobs where task = ${task} and state = 'pending'`);
  const at = row?.at;
  // PGlite answers a Date, node-postgres may answer the text.
  return at instanceof Date || typeof at === 'string' ? new Date(at) : null;
};
