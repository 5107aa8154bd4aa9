import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';
import { moduleRecurring } from '../../src/modules/index.ts';

/** Longer than a test file runs: a clock's run due within it is moved past it. */
const WINDOW_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

/**
 * Moves the daily and monthly runs on the clock that would come due while a test file runs (the
 * library's 05:00 UTC reminders, the 06:00 installment notices) to their next time after that. A
 * suite that crossed 05:00 saw the morning's reminders land among the notifications, mails, SMS
 * and pushes its tests counted (CI at 04:53 to 05:06, stop 56). The tests of those runs make them
 * due themselves (`update jobs set run_at = now()`); the runs every few minutes (impersonation's
 * close-expired) stay as they are, as no test counts what they do.
 */
export const postponeClockRuns = async (db: Db): Promise<void> => {
  const soon = new Date(Date.now() + WINDOW_MS);
  for (const recurring of moduleRecurring) {
    const next = recurring.next(soon);
    if (recurring.next(next).getTime() - next.getTime() < DAY_MS) continue;
    await db.execute(
      sql`update jobs set run_at = ${next.toISOString()}::timestamptz
          where task = ${recurring.task} and state = 'pending' and run_at < ${soon.toISOString()}::timestamptz`,
    );
  }
};
