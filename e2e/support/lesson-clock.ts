/**
 * The demo teacher has lessons every day from 08:30 to 14:30 at the school (Europe/Istanbul,
 * `seed-school-life.operation.ts`), and while one is on, the quick-attendance pop-up opens above
 * every page of theirs with its own buttons and a card per student (teacher-attendance.spec.ts walks
 * it). A spec about something else that signs in as the teacher would then meet it or not by the
 * hour of the run: a second "Gönder" button in Turkish, thirteen more Tab stops on the way to the
 * side menu. Such a spec pins the browser's clock before the day's first lesson, the same day.
 */
import type { Page } from 'playwright-core';

const SCHOOL_TIME_ZONE = 'Europe/Istanbul';
/** School time after which no demo lesson is on (the first starts at 08:30). */
const LAST_LESSON_END_MINUTE = 14 * 60 + 30;
/** Where the clock is pinned on a school day: 07:00 at the school. */
const PINNED_MINUTE = 7 * 60;

const minuteOfDay = (at: Date): number => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SCHOOL_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
};

/**
 * From 07:00 to the end of the lessons the clock is pinned (set back, never forward: a token issued
 * now must not look expired) to 07:00 of the same school day, and stays there: a spec started at
 * 08:29 would otherwise meet the first lesson, and its pop-up, half-way (seen in CI). Before 07:00
 * and after the lessons it is left alone. Call before the first page.
 */
export const beforeTheLessons = async (page: Page, now = new Date()): Promise<void> => {
  const minute = minuteOfDay(now);
  if (minute < PINNED_MINUTE || minute >= LAST_LESSON_END_MINUTE) return;
  await page.clock.setFixedTime(new Date(now.getTime() - (minute - PINNED_MINUTE) * 60_000));
};
