import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { inTransaction, queryRows, type Db } from '../db/database.ts';
import { enqueue } from './queue.ts';

/** A task that runs on a clock (the nightly reconciliation, the monthly retention run, the library's reminders). */
export interface RecurringTask {
  task: string;
  /** When the run after `now` is due. */
  next: (now: Date) => Date;
  /** Whether this node keeps it queued at start (a setting may turn a task off); always, unless said. */
  when?: (config: Config) => boolean;
}

/** The next `hourUtc` o'clock strictly after `now` (tomorrow's when today's has passed). */
export const nextDailyAt = (now: Date, hourUtc: number): Date => {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
};

/**
 * Makes sure one (and only one) run of the task waits in the queue. Every node calls it at start,
 * and a run given up calls it again; the transaction-scoped advisory lock makes two nodes starting
 * at once see each other's row.
 */
export const keepOneQueued = async (db: Db, recurring: RecurringTask): Promise<void> => {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${recurring.task}))`);
    const waiting = await queryRows(
      tx,
      sql`select id from jobs where task = ${recurring.task} and state = 'pending' limit 1`,
    );
    if (waiting.length === 0) await enqueue(tx, recurring.task, {}, { runAt: recurring.next(new Date()) });
  });
};

/**
 * In a run's transaction: the next run is queued, so it exists exactly when this one commits,
 * whatever becomes of later work; a second pending run (two nodes that raced past the lock's
 * absence, an operator's enqueue) goes. One another worker holds is left alone (SKIP LOCKED): two
 * runs never wait on each other.
 */
export const queueNextRun = async (tx: Db, recurring: RecurringTask, runningJob: number): Promise<void> => {
  await tx.execute(
    sql`delete from jobs where id in (select id from jobs where task = ${recurring.task}
        and state = 'pending' and id <> ${runningJob} for update skip locked)`,
  );
  await enqueue(tx, recurring.task, {}, { runAt: recurring.next(new Date()) });
};
