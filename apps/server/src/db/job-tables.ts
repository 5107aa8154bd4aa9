import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The job queue (docs/jobs.md): one row per job. Workers on every server node claim pending rows
 * whose `run_at` has come with `FOR UPDATE SKIP LOCKED`, so a job runs on one node at a time.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    task: text('task').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** pending, done or failed (attempts used up). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The worker that ran it last (node and process), for the operator. */
    lockedBy: text('locked_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The claim query reads only pending rows in run_at order.
    index('jobs_pending_run_at_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    index('jobs_task_state_idx').on(t.task, t.state),
  ],
);
