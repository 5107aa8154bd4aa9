import { createHash } from 'node:crypto';
import type { TimetableWeek } from '@kampus/contract';
import { vtimezone } from './vtimezone.ts';

/** A text value escaped as RFC 5545 section 3.3.11 asks: backslash, semicolon, comma, newline. */
const escapeText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets folded (section 3.1): a CRLF and a space, never inside a UTF-8 character. */
const fold = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

const compactDate = (date: string): string => date.replace(/-/g, '');
const compactTime = (time: string): string => time.replace(/:/g, '').padEnd(6, '0').slice(0, 6);

type WeekLesson = TimetableWeek['lessons'][number];
type WeekBooking = TimetableWeek['bookings'][number];

/** The words of the events, in the reader's language (the caller's `translate`). */
export interface IcsWords {
  /** A lesson's SUMMARY. */
  lessonTitle: (lesson: WeekLesson) => string;
  /** A booking's DESCRIPTION (its SUMMARY is its purpose). */
  bookingNote: (booking: WeekBooking) => string;
}

/** One VEVENT: the times on the school's wall clock with TZID. */
const event = (
  uid: string,
  dtstamp: string,
  zone: string,
  span: { date: string; start: string; end: string },
  summary: string,
  description: string,
  location: string | null = null,
): string[] => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  `DTSTAMP:${dtstamp}`,
  `DTSTART;TZID=${zone}:${compactDate(span.date)}T${compactTime(span.start)}`,
  `DTEND;TZID=${zone}:${compactDate(span.date)}T${compactTime(span.end)}`,
  `SUMMARY:${escapeText(summary)}`,
  `DESCRIPTION:${escapeText(description)}`,
  // Where: a calendar application shows it under the title and on its map link.
  ...(location === null ? [] : [`LOCATION:${escapeText(location)}`]),
  'END:VEVENT',
];

/** An all-day event: a holiday, homework due, an installment due. */
export interface AllDayEvent {
  /** Unique within the calendar and stable across its versions (a calendar application updates by it). */
  uid: string;
  date: string;
  title: string;
  /** Whether the day stays free in the reader's calendar (TRANSP): a holiday and a due date do not fill it. */
  free: boolean;
}

const allDay = (dtstamp: string, event: AllDayEvent): string[] => {
  const next = new Date(Date.parse(`${event.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
    `DTEND;VALUE=DATE:${compactDate(next)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.free ? ['TRANSP:TRANSPARENT'] : []),
    'END:VEVENT',
  ];
};

/** A school holiday, titled by the holiday; two schools' holidays on one day stay two events (the title is in the UID). */
const dayOff = (host: string, day: { date: string; title: string }): AllDayEvent => ({
  uid: `dayoff-${compactDate(day.date)}-${createHash('sha256').update(day.title).digest('hex').slice(0, 12)}@${host}`,
  date: day.date,
  title: day.title,
  free: true,
});

/** The events once each by UID: two children in one class share their lessons and holidays. */
const once = <T>(items: readonly T[], uid: (item: T) => string): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = uid(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** Each time zone the weeks are in, with the days it must describe (first to last). */
const zoneSpans = (weeks: readonly TimetableWeek[]): { zone: string; first: string; last: string }[] => {
  const spans = new Map<string, { first: string; last: string }>();
  for (const week of weeks) {
    const first = week.days[0] ?? '1970-01-01';
    const last = week.days.at(-1) ?? first;
    const span = spans.get(week.timeZone);
    spans.set(week.timeZone, {
      first: span && span.first < first ? span.first : first,
      last: span && span.last > last ? span.last : last,
    });
  }
  return [...spans].map(([zone, span]) => ({ zone, ...span }));
};

/**
 * Weeks as one iCalendar object (RFC 5545): one VEVENT a lesson and one a booking (a room's
 * week), its times on its school's wall clock with TZID, an all-day one a school holiday and each
 * of `extra` (a feed's homework and installments due), and the VTIMEZONE each TZID names with the
 * zone's offsets and changes over the weeks (`vtimezone.ts`).
 */
export const calendarIcs = (
  title: string,
  weeks: readonly TimetableWeek[],
  stamp: Date,
  host: string,
  words: IcsWords,
  extra: readonly AllDayEvent[] = [],
): string => {
  const dtstamp = `${stamp.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lessons = once(
    weeks.flatMap((week) => week.lessons.map((lesson) => ({ lesson, zone: week.timeZone }))),
    ({ lesson }) => `lesson-${lesson.id}`,
  );
  const bookings = once(
    weeks.flatMap((week) => week.bookings.map((booking) => ({ booking, zone: week.timeZone }))),
    ({ booking }) => `booking-${booking.id}`,
  );
  const allDays = once(
    [...weeks.flatMap((week) => week.daysOff.map((day) => dayOff(host, day))), ...extra],
    (event) => event.uid,
  );
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kampus//Timetable//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(title)}`,
    ...zoneSpans(weeks).flatMap(({ zone, first, last }) => vtimezone(zone, first, last)),
    ...allDays.flatMap((event) => allDay(dtstamp, event)),
    ...lessons.flatMap(({ lesson, zone }) =>
      event(
        `lesson-${lesson.id}@${host}`,
        dtstamp,
        zone,
        { date: lesson.date, start: lesson.enterTime, end: lesson.exitTime },
        words.lessonTitle(lesson),
        `${lesson.className} · ${lesson.teacherName}`,
        lesson.roomName,
      ),
    ),
    ...bookings.flatMap(({ booking, zone }) =>
      event(
        `booking-${booking.id}@${host}`,
        dtstamp,
        zone,
        { date: booking.date, start: booking.startTime, end: booking.endTime },
        booking.purpose,
        words.bookingNote(booking),
      ),
    ),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
};

/** One week as an iCalendar object (`GET /api/timetable/week/ics`). */
export const weekIcs = (week: TimetableWeek, stamp: Date, host: string, words: IcsWords): string =>
  calendarIcs(week.title, [week], stamp, host, words);
