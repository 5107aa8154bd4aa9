import {
  attendances,
  classes,
  schedules,
  students,
  users,
  type ActionOutput,
  type homeTodayAction,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';

export type HomeToday = ActionOutput<typeof homeTodayAction>;

/** How many lessons of today the recent activity lists. */
const RECENT_LESSONS = 5;

const hhmm = (time: string | null): string => (time ?? '').slice(0, 5);

/**
 * The staff home's figures: every read goes through the caller's scoped repository (the active
 * school's subtree, the active season), so the numbers are exactly what the caller's own lists
 * would count. "Today" is the active school's clock (its time zone), as lessons are written.
 */
export const homeToday = async (db: Db, ctx: RequestContext): Promise<HomeToday> => {
  const schoolId = ctx.activeSchoolId ?? ctx.caller?.schoolId ?? 0;
  const clock = await schoolClock(db, schoolId);
  const repo = scoped(db, ctx);
  const [studentCount, todaysAttendances, todaysLessons] = await Promise.all([
    repo.of(students).count({ isActive: true }),
    repo.of(attendances).list({ attendanceDate: clock.date }),
    repo.of(schedules).list({ scheduleDate: clock.date }, { order: { enterTime: 'asc' } }),
  ]);
  // A student counts once per kind, however many lessons they had: present when any record has
  // no type, absent when any has one (late and excused are types too).
  const present = new Set(todaysAttendances.filter((row) => row.attendanceType === null).map((row) => row.student));
  const absent = new Set(todaysAttendances.filter((row) => row.attendanceType !== null).map((row) => row.student));
  const started = todaysLessons.filter((lesson) => hhmm(lesson.enterTime) <= hhmm(clock.time));
  const taken = todaysLessons
    .filter((lesson) => lesson.isDoneAttendance)
    .slice(-RECENT_LESSONS)
    .reverse();

  const classIds = [...new Set(taken.flatMap((lesson) => (lesson.classId === null ? [] : [lesson.classId])))];
  const teacherIds = [...new Set(taken.map((lesson) => lesson.teacherId))];
  const [classRows, teacherRows] = await Promise.all([
    classIds.length ? repo.of(classes).list({ id: classIds }) : [],
    teacherIds.length ? scoped(db, ctx, { across: 'reach' }).of(users).list({ id: teacherIds }) : [],
  ]);
  const classTitle = new Map(classRows.map((row) => [row.id, row.title]));
  const teacherName = new Map(teacherRows.map((row) => [row.id, `${row.name} ${row.lastName}`.trim()]));

  return {
    date: clock.date,
    time: hhmm(clock.time),
    figures: {
      students: studentCount,
      present: present.size,
      absent: absent.size,
      lessons: todaysLessons.length,
      lessonsWithoutAttendance: started.filter((lesson) => !lesson.isDoneAttendance).length,
    },
    recentLessons: taken.map((lesson) => ({
      scheduleId: lesson.id,
      enterTime: hhmm(lesson.enterTime),
      exitTime: hhmm(lesson.exitTime),
      classTitle: lesson.classId === null ? null : (classTitle.get(lesson.classId) ?? null),
      teacherName: teacherName.get(lesson.teacherId) ?? null,
    })),
  };
};
