import { REQUEST_ANSWER_DAYS } from '@kampus/contract';
import { DUE_SOON_DAYS } from '../../core/deadline-filters.ts';

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` date moved by whole days (calendar days, no clock: dates are the school's). */
const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** When a request filed on `requestedDate` must be answered: 30 days later (KVKK art. 13). */
export const dueDateOf = (requestedDate: string): string => addDays(requestedDate, REQUEST_ANSWER_DAYS);

/** When the school's staff are reminded: 7 days before the due date (midnight UTC of that day). */
export const reminderAt = (dueDate: string): Date => new Date(`${addDays(dueDate, -DUE_SOON_DAYS)}T00:00:00Z`);
