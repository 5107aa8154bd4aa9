import {
  classStudents,
  classes,
  lessonCovers,
  schedules,
  schools,
  students,
  users,
  type RowOf,
  type TimetableWeek,
  type WeekQuery,
} from '@kampus/contract';
import { and, gte, lte } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { notFound, violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { courseTitles, subjectOf } from './lesson-subject.ts';
import { classTitles, userNames } from './people-names.ts';
import { calendarWeek, schoolDays } from './week-days.ts';

type Lesson = RowOf<typeof schedules>;

const STAFF = new Set(['headquarters', 'campus', 'school']);

interface Subject {
  view: TimetableWeek['view'];
  title: string;
  school: number;
  where: { classId: number[] } | { teacherId: number };
}

/**
 * Whose week, checked through the caller's own reach before any lesson is read: a class or a
 * student as the caller reads them on `/api` (a teacher their classes and students, a family
 * their own children), a teacher by staff of their school or by themself. Anything else is 404.
 */
const whoseWeek = async (db: Db, ctx: RequestContext, query: WeekQuery): Promise<Subject> => {
  const reader = scoped(db, ctx, { as: 'reader' });
  if (query.class !== undefined) {
    const klass = await reader.of(classes).get(query.class);
    return { view: 'class', title: klass.title, school: klass.school, where: { classId: [klass.id] } };
  }
  if (query.student !== undefined) {
    const student = await reader.of(students).get(query.student);
    const memberships = await system(db).of(classStudents).list({ student: student.id });
    return {
      view: 'student',
      title: `${student.name} ${student.lastName}`.trim(),
      school: student.school,
      where: { classId: [...new Set(memberships.map((row) => row.classId))] },
    };
  }
  if (query.teacher !== undefined) {
    const caller = ctx.caller;
    const self = caller !== null && caller.id === query.teacher;
    if (!self && !(caller && (caller.superadmin || STAFF.has(caller.audience)))) throw notFound();
    const teacher = await reader.of(users).get(query.teacher);
    return {
      view: 'teacher',
      title: `${teacher.name} ${teacher.lastName}`.trim(),
      school: teacher.schoolId ?? ctx.activeSchoolId ?? 0,
      where: { teacherId: teacher.id },
    };
  }
  throw violation('class', 'validation.required');
};

/** The week of a class, a teacher or a student: the school days of `query.date`'s week, lessons by day and time. */
export const readWeek = async (db: Db, ctx: RequestContext, query: WeekQuery): Promise<TimetableWeek> => {
  const subject = await whoseWeek(db, ctx, query);
  const week = calendarWeek(query.date);
  const lessonsOf = scoped(db, ctx, { as: 'reader', across: 'reach' }).of(schedules);
  const table = lessonsOf.table;
  const first = week[0] ?? query.date;
  const last = week[week.length - 1] ?? query.date;
  const rows: Lesson[] =
    'classId' in subject.where && subject.where.classId.length === 0
      ? []
      : await lessonsOf.list(subject.where, {
          also: and(gte(table.scheduleDate, first), lte(table.scheduleDate, last)),
          order: { scheduleDate: 'asc', enterTime: 'asc' },
        });
  const [names, titles, subjects, covers, school] = await Promise.all([
    userNames(
      db,
      rows.map((row) => row.teacherId),
    ),
    classTitles(
      db,
      rows.map((row) => row.classId),
    ),
    courseTitles(db, rows),
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
    days: schoolDays(week, new Set(rows.map((row) => row.scheduleDate))),
    lessons: rows.map((row) => ({
      id: row.id,
      date: row.scheduleDate,
      enterTime: row.enterTime,
      exitTime: row.exitTime,
      classId: row.classId,
      className: titles.get(row.classId) ?? '',
      teacherId: row.teacherId,
      teacherName: names.get(row.teacherId) ?? '',
      subject: subjectOf(row, subjects),
      covered: covered.has(row.id),
    })),
  };
};
