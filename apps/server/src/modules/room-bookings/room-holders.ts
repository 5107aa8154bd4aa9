import { roomBookings, schedules } from '@kampus/contract';
import { and, gt, lt, ne, type SQL } from 'drizzle-orm';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { courseTitles, subjectOf } from '../timetable-cover/lesson-subject.ts';
import { groupTitles } from '../timetable-cover/people-names.ts';

/** What holds a room in a span: a lesson (its class and subject) or a booking (its purpose). */
export interface Holder {
  room: number;
  kind: 'lesson' | 'booking';
  title: string;
  startTime: string;
  endTime: string;
}

export interface Span {
  rooms: readonly number[];
  date: string;
  from: string;
  until: string;
  /** The booking or lesson being changed: it does not hold its own room. */
  exceptBooking?: number;
  exceptLesson?: number;
}

const HH_MM = (time: string): string => time.slice(0, 5);

/**
 * The lessons and bookings of `rooms` on `date` that overlap [from, until): two spans touching
 * end to start do not. Two statements, whatever the number of rooms; read as the system (the
 * rooms are the caller's school's, checked before).
 */
export const holdersOf = async (db: Db, span: Span): Promise<Holder[]> => {
  if (span.rooms.length === 0) return [];
  const store = system(db);
  const booked = store.of(roomBookings);
  const taught = store.of(schedules);
  const bookingAlso: SQL[] = [lt(booked.table.startTime, span.until), gt(booked.table.endTime, span.from)];
  if (span.exceptBooking !== undefined) bookingAlso.push(ne(booked.table.id, span.exceptBooking));
  const lessonAlso: SQL[] = [lt(taught.table.enterTime, span.until), gt(taught.table.exitTime, span.from)];
  if (span.exceptLesson !== undefined) lessonAlso.push(ne(taught.table.id, span.exceptLesson));
  const [bookings, lessons] = await Promise.all([
    booked.list(
      { room: span.rooms, bookingDate: span.date },
      { also: and(...bookingAlso), order: { startTime: 'asc' } },
    ),
    taught.list(
      { room: span.rooms, scheduleDate: span.date },
      { also: and(...lessonAlso), order: { enterTime: 'asc' } },
    ),
  ]);
  const [titles, subjects] = await Promise.all([groupTitles(db, lessons), courseTitles(db, lessons)]);
  return [
    ...lessons.map((row) => ({
      room: row.room ?? 0,
      kind: 'lesson' as const,
      title: [titles(row), subjectOf(row, subjects)].filter(Boolean).join(' · '),
      startTime: row.enterTime,
      endTime: row.exitTime,
    })),
    ...bookings.map((row) => ({
      room: row.room,
      kind: 'booking' as const,
      title: row.bookingPurpose,
      startTime: row.startTime,
      endTime: row.endTime,
    })),
  ].sort((a, b) => a.startTime.localeCompare(b.startTime));
};

/** The 422 a clash answers, on `field`, naming what holds the room and when, in the reader's words. */
export const clashViolation = (field: string, holder: Holder) => ({
  propertyPath: field,
  message: holder.kind === 'lesson' ? 'ui.rooms.taken_by_lesson' : 'ui.rooms.taken_by_booking',
  values: { from: HH_MM(holder.startTime), until: HH_MM(holder.endTime), what: holder.title },
});
