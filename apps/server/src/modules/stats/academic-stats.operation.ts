import { attendances, classes, exams, homeworks, type ActionOutput, type academicStatsAction } from '@kampus/contract';
import { and, gte, lte } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { addDays, weekBounds } from './stats-periods.ts';

export type AcademicStats = ActionOutput<typeof academicStatsAction>;

/** How far ahead the coming exams reach. */
const EXAM_DAYS = 28;

/** Percent with one decimal; null when nothing was recorded (no lesson is not a 0 % class). */
const attendanceRate = (present: number, records: number): number | null =>
  records === 0 ? null : Math.round((present * 1000) / records) / 10;

/**
 * The academic dashboard of a school context. Classes are read as the caller reads them, so a
 * teacher's figures hold only their own classes (their attendance and homework too); a record
 * with no absence type counts present, as the home page counts it.
 */
export const academicStats = async (db: Db, ctx: RequestContext, schoolId: number): Promise<AcademicStats> => {
  const { date: today } = await schoolClock(db, schoolId);
  const week = weekBounds(today);
  const repo = scoped(db, ctx);
  const classRows = await scoped(db, ctx, { as: 'reader' })
    .of(classes)
    .list({}, { order: { title: 'asc' } });
  const classIds = classRows.map((row) => row.id);
  const attendance = repo.of(attendances);
  const homework = repo.of(homeworks);
  const exam = scoped(db, ctx, { as: 'reader' }).of(exams);
  const [records, due, coming] = await Promise.all([
    classIds.length
      ? attendance.list(
          { classId: classIds },
          {
            also: and(
              gte(attendance.table.attendanceDate, week.first),
              lte(attendance.table.attendanceDate, week.last),
            ),
          },
        )
      : [],
    classIds.length
      ? homework.list(
          { classId: classIds },
          {
            order: { dueDate: 'asc' },
            also: and(gte(homework.table.dueDate, week.first), lte(homework.table.dueDate, week.last)),
          },
        )
      : [],
    exam.list(
      {},
      {
        order: { examDate: 'asc' },
        also: and(gte(exam.table.examDate, today), lte(exam.table.examDate, addDays(today, EXAM_DAYS))),
      },
    ),
  ]);
  const counts = new Map(classIds.map((id) => [id, { records: 0, present: 0 }]));
  for (const row of records) {
    const current = row.classId === null ? undefined : counts.get(row.classId);
    if (!current || row.classId === null) continue;
    counts.set(row.classId, {
      records: current.records + 1,
      present: current.present + (row.attendanceType === null ? 1 : 0),
    });
  }
  const title = new Map(classRows.map((row) => [row.id, row.title]));
  return {
    weekStart: week.first,
    weekEnd: week.last,
    attendance: classRows.map((row) => {
      const { records: total, present } = counts.get(row.id) ?? { records: 0, present: 0 };
      return { classId: row.id, title: row.title, records: total, present, rate: attendanceRate(present, total) };
    }),
    exams: coming.map((row) => ({ id: row.id, title: row.title, examDate: row.examDate })),
    homework: due.map((row) => ({
      id: row.id,
      title: row.title,
      dueDate: row.dueDate,
      classTitle: title.get(row.classId) ?? null,
    })),
  };
};
