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

describe('the VTIMEZONE of a week', () => {
  it('Europe/Istanbul keeps +03 all year: one STANDARD', () => {
    expect(vtimezone('Europe/Istanbul', '2027-03-22', '2027-03-28')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Istanbul',
      'BEGIN:STANDARD',
      'DTSTART:20270322T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    const text = weekIcs(
      weekOf('Europe/Istanbul', daysFrom('2027-03-22', 5), [lesson(1, '2027-03-22', '08:30:00')]),
      new Date('2027-03-01T00:00:00Z'),
      'kampus',
      words,
    );
    expect(parsedStarts(text)).toEqual({ 'lesson-1@kampus': '2027-03-22T05:30' });
  });

  it('Europe/Berlin: winter time since October, summer time from 02:00 on March 28, 2027', () => {
    expect(vtimezone('Europe/Berlin', '2027-03-22', '2027-03-28')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:STANDARD',
      'DTSTART:20261025T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20270328T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ]);
    const text = weekIcs(
      weekOf('Europe/Berlin', daysFrom('2027-03-22', 7), [
        lesson(1, '2027-03-26', '08:30:00'),
        lesson(2, '2027-03-28', '10:00:00'),
      ]),
      new Date('2027-03-01T00:00:00Z'),
      'kampus',
      words,
    );
    expect(parsedStarts(text)).toEqual({
      'lesson-1@kampus': '2027-03-26T07:30',
      'lesson-2@kampus': '2027-03-28T08:00',
    });
  });

  it('Europe/Berlin in June: the summer time in effect, from its onset, alone', () => {
    expect(vtimezone('Europe/Berlin', '2027-06-14', '2027-06-18')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:DAYLIGHT',
      'DTSTART:20270328T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ]);
  });

  it('America/New_York: daylight time from 02:00 on March 14, 2027, offsets west of UTC', () => {
    expect(vtimezone('America/New_York', '2027-03-08', '2027-03-14')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:STANDARD',
      'DTSTART:20261101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20270314T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ]);
    const text = weekIcs(
      weekOf('America/New_York', daysFrom('2027-03-08', 7), [
        lesson(1, '2027-03-12', '08:30:00'),
        lesson(2, '2027-03-14', '10:00:00'),
      ]),
      new Date('2027-03-01T00:00:00Z'),
      'kampus',
      words,
    );
    expect(parsedStarts(text)).toEqual({
      'lesson-1@kampus': '2027-03-12T13:30',
      'lesson-2@kampus': '2027-03-14T14:00',
    });
  });

  it('Australia/Sydney: summer time since October, back to +10 at 03:00 on April 4, 2027', () => {
    expect(vtimezone('Australia/Sydney', '2027-03-29', '2027-04-04')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Australia/Sydney',
      'BEGIN:DAYLIGHT',
      'DTSTART:20261004T020000',
      'TZOFFSETFROM:+1000',
      'TZOFFSETTO:+1100',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20270404T030000',
      'TZOFFSETFROM:+1100',
      'TZOFFSETTO:+1000',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    const text = weekIcs(
      {
        ...weekOf('Australia/Sydney', daysFrom('2027-03-29', 7), [
          lesson(1, '2027-04-02', '08:30:00'),
          lesson(2, '2027-04-04', '10:00:00'),
        ]),
        daysOff: [{ date: '2027-04-02', title: 'Good Friday' }],
      },
      new Date('2027-03-01T00:00:00Z'),
      'kampus',
      words,
    );
    const starts = parsedStarts(text);
    expect(starts['lesson-1@kampus']).toBe('2027-04-01T21:30');
    expect(starts['lesson-2@kampus']).toBe('2027-04-04T00:00');
    // The day off is an all-day event the parser reads as a date.
    const calendar = new ICAL.Component(ICAL.parse(text));
    const dayOff = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component))
      .find((event) => event.summary === 'Good Friday');
    expect(dayOff?.startDate.isDate).toBe(true);
    expect(dayOff?.startDate.toString()).toBe('2027-04-02');
  });
});
