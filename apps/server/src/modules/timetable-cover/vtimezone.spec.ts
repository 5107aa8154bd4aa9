/**
 * The week's calendar names its zone with the zone's real rules (RFC 5545 VTIMEZONE): the
 * observance in effect and the changes of the week, their onsets on the local clock and their
 * offsets, for a zone without daylight time (Istanbul), two of the north (Berlin, New York) and one
 * of the south (Sydney). A real parser (ical.js) then reads each lesson at the right instant.
 */
import type { TimetableWeek } from '@kampus/contract';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { weekIcs } from './week-ics.ts';
import { vtimezone } from './vtimezone.ts';

const lesson = (id: number, date: string, enterTime: string): TimetableWeek['lessons'][number] => ({
  id,
  date,
  enterTime,
  exitTime: `${enterTime.slice(0, 2)}:40:00`,
  classId: 1,
  batchId: null,
  className: '9-A',
  teacherId: 2,
  teacherName: 'Tülay Öğretmen',
  subject: 'Matematik',
  roomName: 'Derslik 101',
  covered: false,
});

const weekOf = (timeZone: string, days: string[], lessons: TimetableWeek['lessons']): TimetableWeek => ({
  view: 'class',
  title: '9-A',
  timeZone,
  days,
  lessons,
  bookings: [],
  daysOff: [],
});

const daysFrom = (monday: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) =>
    new Date(Date.parse(`${monday}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
  );

const words = { lessonTitle: () => 'Matematik', bookingNote: () => '' };

/** Each event's start as the parser reads it, in UTC (ISO, seconds cut), by its UID. */
const parsedStarts = (text: string): Record<string, string> => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const starts: Record<string, string> = {};
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    starts[event.uid] = new Date(event.startDate.toUnixTime() * 1000).toISOString().slice(0, 16);
  }
  return starts;
};

afterEach(() => ICAL.TimezoneService.reset());

/** One observance of a VTIMEZONE: its kind, its onset on the local clock, the offsets around it. */
type Observance = ['STANDARD' | 'DAYLIGHT', string, string, string];

const block = (zone: string, observances: Observance[]): string[] => [
  'BEGIN:VTIMEZONE',
  `TZID:${zone}`,
  ...observances.flatMap(([kind, start, from, to]) => [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${from}`,
    `TZOFFSETTO:${to}`,
    `END:${kind}`,
  ]),
  'END:VTIMEZONE',
];

/**
 * Each zone's week: the observances expected, and lessons (day, local start) with the instant the
 * parser must read each at (UTC). A week without lessons checks the block alone.
 */
const WEEKS: {
  name: string;
  zone: string;
  monday: string;
  last: string;
  observances: Observance[];
  lessons: [string, string, string][];
}[] = [
  {
    name: 'Europe/Istanbul keeps +03 all year: one STANDARD',
    zone: 'Europe/Istanbul',
    monday: '2027-03-22',
    last: '2027-03-28',
    observances: [['STANDARD', '20270322T000000', '+0300', '+0300']],
    lessons: [['2027-03-22', '08:30:00', '2027-03-22T05:30']],
  },
  {
    name: 'Europe/Berlin: winter time since October, summer time from 02:00 on March 28, 2027',
    zone: 'Europe/Berlin',
    monday: '2027-03-22',
    last: '2027-03-28',
    observances: [
      ['STANDARD', '20261025T030000', '+0200', '+0100'],
      ['DAYLIGHT', '20270328T020000', '+0100', '+0200'],
    ],
    lessons: [
      ['2027-03-26', '08:30:00', '2027-03-26T07:30'],
      ['2027-03-28', '10:00:00', '2027-03-28T08:00'],
    ],
  },
  {
    name: 'Europe/Berlin in June: the summer time in effect, from its onset, alone',
    zone: 'Europe/Berlin',
    monday: '2027-06-14',
    last: '2027-06-18',
    observances: [['DAYLIGHT', '20270328T020000', '+0100', '+0200']],
    lessons: [],
  },
  {
    name: 'America/New_York: daylight time from 02:00 on March 14, 2027, offsets west of UTC',
    zone: 'America/New_York',
    monday: '2027-03-08',
    last: '2027-03-14',
    observances: [
      ['STANDARD', '20261101T020000', '-0400', '-0500'],
      ['DAYLIGHT', '20270314T020000', '-0500', '-0400'],
    ],
    lessons: [
      ['2027-03-12', '08:30:00', '2027-03-12T13:30'],
      ['2027-03-14', '10:00:00', '2027-03-14T14:00'],
    ],
  },
  {
    name: 'Australia/Sydney: summer time since October, back to +10 at 03:00 on April 4, 2027',
    zone: 'Australia/Sydney',
    monday: '2027-03-29',
    last: '2027-04-04',
    observances: [
      ['DAYLIGHT', '20261004T020000', '+1000', '+1100'],
      ['STANDARD', '20270404T030000', '+1100', '+1000'],
    ],
    lessons: [
      ['2027-04-02', '08:30:00', '2027-04-01T21:30'],
      ['2027-04-04', '10:00:00', '2027-04-04T00:00'],
    ],
  },
];

const icsOf = (week: TimetableWeek): string => weekIcs(week, new Date('2027-03-01T00:00:00Z'), 'kampus', words);

describe('the VTIMEZONE of a week', () => {
  it.each(WEEKS)('$name', ({ zone, monday, last, observances, lessons }) => {
    expect(vtimezone(zone, monday, last)).toEqual(block(zone, observances));
    if (lessons.length === 0) return;
    const days = daysFrom(monday, 7);
    const text = icsOf(
      weekOf(
        zone,
        days,
        lessons.map(([date, time], index) => lesson(index + 1, date, time)),
      ),
    );
    expect(parsedStarts(text)).toEqual(
      Object.fromEntries(lessons.map(([, , utc], index) => [`lesson-${index + 1}@kampus`, utc])),
    );
  });

  it('a day off is an all-day event the parser reads as a date, in a zone changing its clocks', () => {
    const text = icsOf({
      ...weekOf('Australia/Sydney', daysFrom('2027-03-29', 7), [lesson(1, '2027-04-02', '08:30:00')]),
      daysOff: [{ date: '2027-04-02', title: 'Good Friday' }],
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    const dayOff = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component))
      .find((event) => event.summary === 'Good Friday');
    expect(dayOff?.startDate.isDate).toBe(true);
    expect(dayOff?.startDate.toString()).toBe('2027-04-02');
  });

  it("a lesson's room is its LOCATION; a lesson without a room has none", () => {
    const text = icsOf(
      weekOf(
        'Europe/Istanbul',
        daysFrom('2026-11-30', 7),
        [
          lesson(1, '2026-12-02', '08:30:00'),
          { ...lesson(2, '2026-12-02', '09:20:00'), roomName: 'Fen Lab, 2; kat' },
        ].map((each, index) => (index === 0 ? { ...each, roomName: null } : each)),
      ),
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    const locations = Object.fromEntries(
      calendar
        .getAllSubcomponents('vevent')
        .map((component) => new ICAL.Event(component))
        .map((event) => [event.uid, event.location ?? null]),
    );
    // Commas and semicolons escaped in the file, read back as they were typed.
    expect(locations).toEqual({ 'lesson-1@kampus': null, 'lesson-2@kampus': 'Fen Lab, 2; kat' });
  });
});
