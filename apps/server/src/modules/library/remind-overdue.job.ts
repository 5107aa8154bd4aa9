import { systemContext } from '../../core/caller.ts';
import { keepOneQueued, nextDailyAt, queueNextRun, type RecurringTask } from '../../jobs/recurring.ts';
import { defineJob } from '../../jobs/registry.ts';
import { remindOverdue } from './overdue.operation.ts';

const REMIND_OVERDUE = 'library.remind-overdue';

/** 05:00 UTC: before the school day in Turkey (08:00) and in western Europe (06:00). */
const REMIND_HOUR_UTC = 5;

/** The library's morning reminders on the clock (the library module's `recurring`). */
export const MORNING_REMINDERS: RecurringTask = {
  task: REMIND_OVERDUE,
  next: (now) => nextDailyAt(now, REMIND_HOUR_UTC),
};

/**
 * Every morning: the families of every student with an overdue loan not reminded today are
 * reminded, in every school (what the overdue page's Remind button does for one school), and the
 * next morning's run is queued in the same transaction. A loan is reminded once a day at most,
 * whether the button or the morning did it.
 */
export const remindOverdueJob = defineJob({
  task: REMIND_OVERDUE,
  maxAttempts: 3,
  run: async (tx, job, log) => {
    await queueNextRun(tx, MORNING_REMINDERS, job.id);
    const sent = await remindOverdue(tx, systemContext());
    log.info({ job: job.id, ...sent }, 'library reminders sent');
  },
  // Given up: tomorrow's still runs.
  onFailure: async (db, _job, _message, exhausted) => {
    if (exhausted) await keepOneQueued(db, MORNING_REMINDERS);
  },
});
