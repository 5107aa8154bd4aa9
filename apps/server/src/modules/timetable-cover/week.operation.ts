import { lessonCovers, schedules, schools, type RowOf, type TimetableWeek, type WeekQuery } from '@kampus/contract';
import { and, gte, inArray, lte, or } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { daysOffBetween } from '../school-holidays/school-days.ts';
import { courseTitles, subjectOf } from './lesson-subject.ts';
import { groupTitles, roomNames, userNames } from './people-names.ts';
import { roomBookingsBetween } from './week-bookings.ts';
import { calendarWeek, schoolDays } from './week-days.ts';
import { whoseWeek, type WeekSubject } from './whose-week.ts';

type Lesson = RowOf<typeof schedules>;

/** The subject's lessons from `first` to `last`, read as the caller reads schedules: one statement. */
const lessonsBetween = async (
  db: Db,
  ctx: RequestContext,
  subject: WeekSubject,
  first: string,
  last: string,
): Promise<Lesson[]> => {
  const lessonsOf = scoped(db, ctx, { as: 'reader', across: 'reach' }).of(schedules);
  const table = lessonsOf.table;
  const days = and(gte(table.scheduleDate, first), lte(table.scheduleDate, last));
  const order = { scheduleDate: 'asc', enterTime: 'asc' } as const;
  if (!('classId' in subject.where)) return lessonsOf.list(subject.where, { also: days, order });
  // A class's or a student's week: its classes' lessons or its batches' (electives), one statement.
  const { classId, batch } = subject.where;
  const groups = [
    ...(classId.length > 0 ? [inArray(table.classId, classId)] : []),
    ...(batch.length > 0 ? [inArray(table.batch, batch)] : []),
  ];
  if (groups.length === 0) return [];
  return lessonsOf.list({}, { also: and(days, or(...groups)), order });
};

/**
 * The week of a class, a teacher, a student or a room: the school days of `query.date`'s week,
 * lessons by day and time, a room's bookings, and the school's days off. Two statements for the week's lessons and
 * bookings whatever its length, then one each for the names, classes, subjects, rooms, covers and school.
 */
export const readWeek = async (db: Db, ctx: RequestContext, query: WeekQuery): Promise<TimetableWeek> => {
  const subject = await whoseWeek(db, ctx, query);
  const week = calendarWeek(query.date);
  const first = week[0] ?? query.date;
  const last = week[week.length - 1] ?? query.date;
  const [rows, bookings, daysOff] = await Promise.all([
    lessonsBetween(db, ctx, subject, first, last),
    roomBookingsBetween(db, ctx, subject.bookingsOf, first, last),
    // The school's holidays whatever their season: the week is read by dates.
    daysOffBetween(db, { school: subject.school }, first, last),
  ]);
  const [names, titles, subjects, places, covers, school] = await Promise.all([
    // Teachers and bookers in one read: a booking names who made it.
    userNames(db, [
      ...rows.map((row) => row.teacherId),
      ...bookings.flatMap((row) => (row.bookedBy === null ? [] : [row.bookedBy])),
    ]),
    groupTitles(db, rows),
    courseTitles(db, rows),
    roomNames(db, rows),
    rows.length === 0
      ? Promise.resolve([])
      : system(db)
          .of(lessonCovers)
          .list({ schedule: rows.map((row) => row.id) }),
    system(db).of(schools).first({ id: subject.school }),
  ]);
  const covered = new Set(covers.map((row) => row.schedule));
  return {
    view: subject.view,
    title: subject.title,
    timeZone: school?.timezone || 'UTC',
    days: schoolDays(
      week,
      new Set([...rows.map((row) => row.scheduleDate), ...bookings.map((row) => row.bookingDate)]),
    ),
    lessons: rows.map((row) => ({
      id: row.id,
      date: row.scheduleDate,
      enterTime: row.enterTime,
      exitTime: row.exitTime,
      classId: row.classId,
      batchId: row.batch,
      className: titles(row),
      teacherId: row.teacherId,
      teacherName: names.get(row.teacherId) ?? '',
      subject: subjectOf(row, subjects),
      roomName: row.room === null ? null : (places.get(row.room) ?? null),
      covered: covered.has(row.id),
    })),
    bookings: bookings.map((row) => ({
      id: row.id,
      date: row.bookingDate,
      startTime: row.startTime,
      endTime: row.endTime,
      purpose: row.bookingPurpose,
      kind: row.bookingKind ?? 'event',
      bookedByName: row.bookedBy === null ? null : (names.get(row.bookedBy) ?? null),
    })),
    daysOff: [...daysOff].map(([date, title]) => ({ date, title })),
  };
};
