import type { StatsPeriod } from '@kampus/contract';

const DAY_MS = 86_400_000;

const toDay = (time: number): string => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string): number => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
};

/** `day` moved by whole days, by the calendar (no time zone can shift it). */
export const addDays = (day: string, days: number): string => toDay(timeOf(day) + days * DAY_MS);

/** The first and last day of a day's month. */
export const monthBounds = (day: string): { first: string; last: string } => {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${day.slice(0, 7)}-01`, last: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
};

/** Monday and Sunday of the week a day falls in (ISO weeks, as schools' timetables run). */
export const weekBounds = (day: string): { first: string; last: string } => {
  const weekday = (new Date(timeOf(day)).getUTCDay() + 6) % 7;
  const first = addDays(day, -weekday);
  return { first, last: addDays(first, 6) };
};

export interface Buckets {
  from: string;
  to: string;
  /** Every bar's key in order, empty ones included, so a chart shows the quiet days too. */
  keys: string[];
  /** How many leading characters of a day (`YYYY-MM-DD`) make its bar's key: 7 for a month, 10 for a day. */
  keyLength: 7 | 10;
  keyOf: (day: string) => string;
}

/**
 * The bars of a period ending today: a week is its last 7 days, a month its last 30 days, a year
 * its last 12 months (`YYYY-MM`), this one included.
 */
export const periodBuckets = (today: string, period: StatsPeriod): Buckets => {
  if (period === 'year') {
    const [year = 0, month = 1] = today.split('-').map(Number);
    const keys = Array.from({ length: 12 }, (_, index) => {
      const at = new Date(Date.UTC(year, month - 12 + index, 1));
      return at.toISOString().slice(0, 7);
    });
    return {
      from: `${keys[0] ?? today.slice(0, 7)}-01`,
      to: today,
      keys,
      keyLength: 7,
      keyOf: (day) => day.slice(0, 7),
    };
  }
  const length = period === 'week' ? 7 : 30;
  const keys = Array.from({ length }, (_, index) => addDays(today, index - length + 1));
  return { from: keys[0] ?? today, to: today, keys, keyLength: 10, keyOf: (day) => day };
};
