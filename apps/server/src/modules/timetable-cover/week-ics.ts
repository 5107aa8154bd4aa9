import type { TimetableWeek } from '@kampus/contract';

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

/** `+hhmm` of the zone at noon UTC of `date`, from the platform's time-zone data. */
const offsetOf = (timeZone: string, date: string): string => {
  const at = new Date(`${date}T12:00:00Z`);
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}${match[2]}${match[3] ?? '00'}` : '+0000';
};

/**
 * The week as an iCalendar object (RFC 5545): one VEVENT a lesson, its times on the school's wall
 * clock with TZID, and the VTIMEZONE that TZID names (its offset that week; the zones of our
 * schools keep one offset within a school week, and a client with the zone's rules uses those).
 */
export const weekIcs = (
  week: TimetableWeek,
  stamp: Date,
  host: string,
  subjectLabel: (lesson: TimetableWeek['lessons'][number]) => string,
): string => {
  const zone = week.timeZone;
  const first = week.days[0] ?? '1970-01-01';
  const offset = offsetOf(zone, first);
  const dtstamp = `${stamp.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kampus//Timetable//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(week.title)}`,
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    `DTSTART:${compactDate(first)}T000000`,
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    ...week.lessons.flatMap((lesson) => [
      'BEGIN:VEVENT',
      `UID:lesson-${lesson.id}@${host}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;TZID=${zone}:${compactDate(lesson.date)}T${compactTime(lesson.enterTime)}`,
      `DTEND;TZID=${zone}:${compactDate(lesson.date)}T${compactTime(lesson.exitTime)}`,
      `SUMMARY:${escapeText(subjectLabel(lesson))}`,
      `DESCRIPTION:${escapeText(`${lesson.className} · ${lesson.teacherName}`)}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
};
