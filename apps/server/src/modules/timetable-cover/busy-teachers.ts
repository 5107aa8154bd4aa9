import { schedules, teacherAbsences, type RowOf } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

type Lesson = RowOf<typeof schedules>;
type Absence = RowOf<typeof teacherAbsences>;

/** Two spans of a day overlap when each starts before the other ends ("08:30:00" strings compare in order). */
const overlaps = (aStart: string, aEnd: string, bStart: string, bEnd: string): boolean =>
  aStart < bEnd && bStart < aEnd;

/** Whether an absence covers a span of its day: all day, or its from-to overlaps it. */
export const absenceCovers = (absence: Absence, enterTime: string, exitTime: string): boolean =>
  absence.allDay || !absence.fromTime || !absence.toTime
    ? true
    : overlaps(absence.fromTime, absence.toTime, enterTime, exitTime);

/**
 * Who of `teachers` is taken at a time of `date`: their own lessons that day (every school: a
 * teacher in two schools is busy in both) and their absences. Two queries for any number of
 * teachers; the answer is asked per span.
 */
export const dayOccupancy = async (db: Db, date: string, teachers: readonly number[]) => {
  const ids = [...new Set(teachers)];
  const [lessons, absences] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          system(db).of(schedules).list({ scheduleDate: date, teacherId: ids }),
          system(db).of(teacherAbsences).list({ absenceDate: date, teacher: ids }),
        ]);
  return {
    /** The teacher has a lesson then (other than `except`, the lesson being covered). */
    teaching: (teacher: number, enterTime: string, exitTime: string, except?: number): boolean =>
      lessons.some(
        (row: Lesson) =>
          row.teacherId === teacher && row.id !== except && overlaps(row.enterTime, row.exitTime, enterTime, exitTime),
      ),
    absent: (teacher: number, enterTime: string, exitTime: string): boolean =>
      absences.some((row: Absence) => row.teacher === teacher && absenceCovers(row, enterTime, exitTime)),
  };
};
