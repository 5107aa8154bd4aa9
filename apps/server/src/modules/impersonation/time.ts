import { wallClock } from '@kampus/contract';

/**
 * "Now" as the contract writes date-times (`YYYY-MM-DD HH:mm:ss`) in a school's time zone; UTC
 * when the school names none or an unknown one (the contract's school wall clock).
 */
export const nowInTimeZone = (timeZone: string | null, at: Date = new Date()): string => {
  const { date, time } = wallClock(timeZone, at);
  return `${date} ${time}`;
};

/**
 * A contract date-time `minutes` later, in the same time zone (wall clock plus minutes: an
 * impersonation's end by its time limit, written as its start was). Null for an unreadable value.
 */
export const wallClockPlusMinutes = (wall: string, minutes: number): string | null => {
  const at = new Date(`${wall.replace(' ', 'T')}Z`);
  if (Number.isNaN(at.getTime())) return null;
  return new Date(at.getTime() + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
};
