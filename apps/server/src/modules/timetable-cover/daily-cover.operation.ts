import {
  classes,
  lessonCovers,
  schedules,
  teacherAbsences,
  translate,
  type DailyCover,
  type RowOf,
} from '@kampus/contract';
import { and, count, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { holidaysOn } from '../school-holidays/school-days.ts';
import { absenceCovers, dayOccupancy } from './busy-teachers.ts';
import { courseIdOf, courseTitles, subjectOf } from './lesson-subject.ts';
import { groupTitles, userNames } from './people-names.ts';
import { schoolTeachers } from './school-teachers.ts';
import { monthDays } from './week-days.ts';

type Lesson = RowOf<typeof schedules>;

/** Covers each teacher gave in the month of `date`: one `group by`. */
const coversThisMonth = async (db: Db, date: string, teachers: readonly number[]): Promise<Map<number, number>> => {
  if (teachers.length === 0) return new Map();
  const table = system(db).of(lessonCovers).table;
  const { first, last } = monthDays(date.slice(0, 7));
  const rows = await db
    .select({ teacher: table.substitute, covers: count() })
    .from(table)
    .where(and(inArray(table.substitute, [...teachers]), gte(table.coverDate, first), lte(table.coverDate, last)))
    .groupBy(table.substitute);
  return new Map(rows.map((row) => [row.teacher, Number(row.covers)]));
};

/**
 * Who teaches which class, and which course where lessons name one (`schedules.course`, which
 * the solver's publishing sets), in the lessons' seasons: distinct pairs, one query each.
 */
const teachingOf = async (db: Db, lessons: readonly Lesson[], teachers: readonly number[]) => {
  const table = system(db).of(schedules).table;
  const seasons = [...new Set(lessons.map((row) => row.season))];
  const classIds = [...new Set(lessons.flatMap((row) => (row.classId === null ? [] : [row.classId])))];
  const byClass = new Set<string>();
  const bySubject = new Set<string>();
  if (teachers.length === 0 || lessons.length === 0) return { byClass, bySubject };
  // A batch's lesson (an elective) has no class: only its subject can rank a substitute.
  if (classIds.length > 0) {
    const pairs = await db
      .selectDistinct({ teacher: table.teacherId, klass: table.classId })
      .from(table)
      .where(
        and(inArray(table.season, seasons), inArray(table.teacherId, [...teachers]), inArray(table.classId, classIds)),
      );
    for (const pair of pairs) byClass.add(`${pair.teacher}:${pair.klass}`);
    // A class's homeroom teacher teaches it too.
    for (const klass of await system(db).of(classes).list({ id: classIds }))
      if (klass.teacher !== null) byClass.add(`${klass.teacher}:${klass.id}`);
  }
  const courseIds = [...new Set(lessons.map(courseIdOf).filter((id): id is number => id !== null))];
  if (courseIds.length > 0) {
    const taught = await db
      .selectDistinct({ teacher: table.teacherId, course: table.course })
      .from(table)
      .where(
        and(inArray(table.season, seasons), inArray(table.teacherId, [...teachers]), inArray(table.course, courseIds)),
      );
    for (const row of taught) bySubject.add(`${row.teacher}:${String(row.course)}`);
  }
  return { byClass, bySubject };
};

/**
 * The lessons to cover on `date`: the lessons of the day's absent teachers (in the caller's
 * schools, none of a school on holiday then) that fall in their absence, and those already given to a substitute. For each, the
 * teachers of its school free then (no lesson of their own, not absent), ranked: those who teach
 * the class or the subject first, then fewest covers this month, then by name.
 */
export const readDailyCover = async (db: Db, ctx: RequestContext, date: string): Promise<DailyCover> => {
  const repo = scoped(db, ctx);
  const recorded = await repo.of(teacherAbsences).list({ absenceDate: date });
  // A school holiday has no lesson to cover: the absences of a school on holiday are left out,
  // and the page says which holiday it is rather than an empty day with no reason.
  const daysOff = await holidaysOn(db, ctx, date);
  const off = new Set(daysOff.map((row) => row.school));
  const absences = recorded.filter((row) => !off.has(row.school));
  const named = daysOff.map(({ title, schoolTitle }) => ({ title, schoolTitle }));
  if (absences.length === 0) return { date, daysOff: named, lessons: [] };
  const absent = [...new Set(absences.map((row) => row.teacher))];
  const covers = await repo.of(lessonCovers).list({ coverDate: date, absentTeacher: absent });
  const coverOf = new Map(covers.map((row) => [row.schedule, row]));
  const lessonTable = repo.of(schedules).table;
  const candidates = await repo.of(schedules).list(
    { scheduleDate: date },
    {
      also: or(
        inArray(lessonTable.teacherId, absent),
        covers.length > 0 ? inArray(lessonTable.id, [...coverOf.keys()]) : eq(lessonTable.id, 0),
      ) as SQL,
      order: { enterTime: 'asc' },
    },
  );
  const lessons = candidates.flatMap((lesson) => {
    const cover = coverOf.get(lesson.id);
    const teacher = cover?.absentTeacher ?? lesson.teacherId;
    const absence = absences.find(
      (row) =>
        row.teacher === teacher &&
        row.school === lesson.school &&
        absenceCovers(row, lesson.enterTime, lesson.exitTime),
    );
    return absence ? [{ lesson, cover, teacher, absence }] : [];
  });

  const staffBySchool = new Map<number, Map<number, string>>();
  for (const school of new Set(lessons.map((item) => item.lesson.school)))
    staffBySchool.set(school, await schoolTeachers(db, school));
  const everyone = [...new Set([...staffBySchool.values()].flatMap((names) => [...names.keys()]))];
  const [occupancy, monthly, teaching, titles, subjects, names] = await Promise.all([
    dayOccupancy(db, date, everyone),
    coversThisMonth(db, date, everyone),
    teachingOf(
      db,
      lessons.map((item) => item.lesson),
      everyone,
    ),
    groupTitles(
      db,
      lessons.map((item) => item.lesson),
    ),
    courseTitles(
      db,
      lessons.map((item) => item.lesson),
    ),
    userNames(db, [...absent, ...covers.map((row) => row.substitute)]),
  ]);
  const t = (key: string, values: Record<string, string> = {}) => translate(ctx.language, key, values);
  const collator = new Intl.Collator(ctx.language, { sensitivity: 'base' });

  return {
    date,
    daysOff: named,
    lessons: lessons.map(({ lesson, cover, teacher, absence }) => {
      const course = courseIdOf(lesson);
      const pool = staffBySchool.get(lesson.school) ?? new Map<number, string>();
      const proposals = [...pool.entries()]
        .filter(
          ([id]) =>
            id !== teacher &&
            !occupancy.absent(id, lesson.enterTime, lesson.exitTime) &&
            (id === cover?.substitute || !occupancy.teaching(id, lesson.enterTime, lesson.exitTime, lesson.id)),
        )
        .map(([id, name]) => {
          const teachesClass = lesson.classId !== null && teaching.byClass.has(`${id}:${lesson.classId}`);
          const teachesSubject = course !== null && teaching.bySubject.has(`${id}:${course}`);
          const coversCount = monthly.get(id) ?? 0;
          const reason = [
            t('ui.cover.reason_free'),
            ...(teachesClass ? [t('ui.cover.reason_class')] : []),
            ...(teachesSubject ? [t('ui.cover.reason_subject')] : []),
            t('ui.cover.reason_covers', { count: String(coversCount) }),
          ].join(' · ');
          return { teacherId: id, name, teachesClass, teachesSubject, coversThisMonth: coversCount, reason };
        })
        .sort(
          (a, b) =>
            Number(b.teachesClass || b.teachesSubject) - Number(a.teachesClass || a.teachesSubject) ||
            Number(b.teachesSubject) - Number(a.teachesSubject) ||
            a.coversThisMonth - b.coversThisMonth ||
            collator.compare(a.name, b.name),
        );
      return {
        scheduleId: lesson.id,
        enterTime: lesson.enterTime,
        exitTime: lesson.exitTime,
        className: titles(lesson),
        subject: subjectOf(lesson, subjects),
        absentTeacherId: teacher,
        absentTeacherName: names.get(teacher) ?? '',
        reasonKind: absence.reasonKind,
        substitute: cover ? { teacherId: cover.substitute, name: names.get(cover.substitute) ?? '' } : null,
        proposals,
      };
    }),
  };
};
