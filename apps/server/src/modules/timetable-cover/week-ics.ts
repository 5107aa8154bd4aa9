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
): string[] => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  `DTSTAMP:${dtstamp}`,
  `DTSTART;TZID=${zone}:${compactDate(span.date)}T${compactTime(span.start)}`,
  `DTEND;TZID=${zone}:${compactDate(span.date)}T${compactTime(span.end)}`,
  `SUMMARY:${escapeText(summary)}`,
  `DESCRIPTION:${escapeText(description)}`,
  'END:VEVENT',
];

/** A school holiday as an all-day event that leaves the reader free (TRANSP), titled by the holiday. */
const dayOff = (dtstamp: string, host: string, day: { date: string; title: string }): string[] => {
  const next = new Date(Date.parse(`${day.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  // The title in the UID: two schools' holidays on one day stay two events in one reader's calendar.
  const key = createHash('sha256').update(day.title).digest('hex').slice(0, 12);
  return [
    'BEGIN:VEVENT',
    `UID:dayoff-${compactDate(day.date)}-${key}@${host}`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;VALUE=DATE:${compactDate(day.date)}`,
    `DTEND;VALUE=DATE:${compactDate(next)}`,
    `SUMMARY:${escapeText(day.title)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
};

/**
 * The week as an iCalendar object (RFC 5545): one VEVENT a lesson and one a booking (a room's
 * week), its times on the school's wall clock with TZID, an all-day one a school holiday, and the
 * VTIMEZONE that TZID names with the zone's offsets and changes over the week (`vtimezone.ts`).
 */
export const weekIcs = (week: TimetableWeek, stamp: Date, host: string, words: IcsWords): string => {
  const zone = week.timeZone;
  const first = week.days[0] ?? '1970-01-01';
  const last = week.days.at(-1) ?? first;
  const dtstamp = `${stamp.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kampus//Timetable//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(week.title)}`,
    ...vtimezone(zone, first, last),
    ...week.daysOff.flatMap((day) => dayOff(dtstamp, host, day)),
    ...week.lessons.flatMap((lesson) =>
      event(
        `lesson-${lesson.id}@${host}`,
        dtstamp,
        zone,
        { date: lesson.date, start: lesson.enterTime, end: lesson.exitTime },
        words.lessonTitle(lesson),
        `${lesson.className} · ${lesson.teacherName}`,
      ),
    ),
    ...week.bookings.flatMap((booking) =>
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
