import type { TimetableWeek } from '../../api/timetable-cover.ts';

type Lesson = TimetableWeek['lessons'][number];
type Booking = TimetableWeek['bookings'][number];

/** What fills a cell of the week: a lesson or a room's booking, on a day from a time to a time. */
export type WeekEntry =
  | { kind: 'lesson'; key: string; date: string; start: string; end: string; lesson: Lesson }
  | { kind: 'booking'; key: string; date: string; start: string; end: string; booking: Booking };

/** The week's lessons and bookings in one list, by day and start time (a lesson before a booking at the same time). */
export const weekEntries = (week: TimetableWeek): WeekEntry[] =>
  [
    ...week.lessons.map(
      (lesson): WeekEntry => ({
        kind: 'lesson',
        key: `lesson-${lesson.id}`,
        date: lesson.date,
        start: lesson.enterTime,
        end: lesson.exitTime,
        lesson,
      }),
    ),
    ...week.bookings.map(
      (booking): WeekEntry => ({
        kind: 'booking',
        key: `booking-${booking.id}`,
        date: booking.date,
        start: booking.startTime,
        end: booking.endTime,
        booking,
      }),
    ),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));

/** The grid's rows: each distinct span (`start|end`) in time order. */
export const weekSlots = (entries: readonly WeekEntry[]): string[] =>
  [...new Set(entries.map((entry) => `${entry.start}|${entry.end}`))].sort();
