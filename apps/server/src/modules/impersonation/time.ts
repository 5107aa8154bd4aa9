import { wallClock } from '@kampus/contract';

/**
 * "Now" as the contract writes date-times (`YYYY-MM-DD HH:mm:ss`) in a school's time zone; UTC
 * when the school names none or an unknown one (the contract's school wall clock).
 */
export const nowInTimeZone = (timeZone: string | null, at: Date = new Date()): string => {
  const { date, time } = wallClock(timeZone, at);
  return `${date} ${time}`;
};
