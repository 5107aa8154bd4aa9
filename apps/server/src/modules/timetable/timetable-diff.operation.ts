import { createHash } from 'node:crypto';
import {
  classes,
  courses,
  rooms,
  schedules,
  seasons,
  timetablePeriods,
  timetableRuns,
  users,
  type RowOf,
} from '@kampus/contract';
import { gte } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { conflict, unprocessable } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { recordIdOf } from './season-needs.operation.ts';
import { timetableProblemSchema } from './timetable-problem.ts';
import type { TimetablePlacement } from './timetable-report.ts';
import { weekOf } from './timetable-week.ts';

type ScheduleRow = RowOf<typeof schedules>;

/** One period of one class's week (a double is two). */
export interface WeekEntry {
  classId: number;
  courseId: number | null;
  teacherId: number;
  weekday: number;
  startTime: string;
  endTime: string;
  roomId: number | null;
}

interface Named extends WeekEntry {
  className: string;
  courseTitle: string | null;
  teacherName: string;
  roomName: string | null;
}

/** Monday 1 to Sunday 7 of an ISO date. */
const weekdayOf = (date: string): number => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The dates from `start` to `end`, both included. */
const datesBetween = (start: string, end: string): string[] => {
  const dates: string[] = [];
  for (
    let at = new Date(`${start}T00:00:00Z`);
    at.toISOString().slice(0, 10) <= end;
    at.setUTCDate(at.getUTCDate() + 1)
  ) {
    dates.push(at.toISOString().slice(0, 10));
  }
  return dates;
};

const slotKey = (entry: WeekEntry) => `${entry.classId}|${entry.weekday}|${entry.startTime}`;
const lessonKey = (entry: WeekEntry) => `${entry.classId}|${entry.teacherId}|${entry.courseId ?? ''}`;
const fullKey = (entry: WeekEntry) => `${lessonKey(entry)}|${entry.weekday}|${entry.startTime}|${entry.endTime}`;
const byTime = (a: WeekEntry, b: WeekEntry) =>
  a.weekday - b.weekday || a.startTime.localeCompare(b.startTime) || a.classId - b.classId;

export interface PublishPlan {
  runId: number;
  season: number;
  school: number;
  startDate: string;
  endDate: string;
  fingerprint: string;
  proposed: WeekEntry[];
  /** The season's lessons from the start date whose attendance is not taken: publishing replaces them. */
  replaced: ScheduleRow[];
  /** Those whose attendance is taken: never touched. */
  kept: ScheduleRow[];
  /** The new lessons, date by date, leaving out any that would meet a kept lesson of its class or teacher. */
  created: (WeekEntry & { date: string })[];
}

const overlaps = (a: { startTime: string; endTime: string }, b: { enterTime: string; exitTime: string }) =>
  a.startTime < b.exitTime && b.enterTime < a.endTime;

/**
 * What publishing a done run from `startDate` would do: the solved week (bell times from the
 * season's periods) repeated to the season's end, the lessons it replaces and those it keeps,
 * and a fingerprint of all of it. The run must be done, its week the shape of today's periods.
 */
export const publishPlan = async (
  db: Db,
  ctx: RequestContext,
  runId: number,
  startDate: string,
): Promise<PublishPlan> => {
  const run = await system(db).of(timetableRuns).get(runId);
  if (run.status !== 'done') throw conflict('ui.timetable.not_done');
  const problem = timetableProblemSchema.safeParse(run.problem);
  const placements = Array.isArray(run.result) ? (run.result as TimetablePlacement[]) : [];
  if (!problem.success) throw conflict('ui.timetable.not_done');
  const repo = scoped(db, ctx);
  const season = await repo.of(seasons).get(run.season);
  const endDate = season.endDate && season.endDate > startDate ? season.endDate : startDate;
  if (season.endDate && season.endDate < startDate) {
    throw unprocessable([{ propertyPath: 'startDate', message: 'ui.timetable.after_season' }]);
  }
  const week = weekOf(await repo.of(timetablePeriods).list({ season: run.season }));
  const shape = week.map((day) => day.periods.length).join(',');
  if (shape !== problem.data.periodsPerDay.join(',')) throw conflict('ui.timetable.stale');

  const lessons = new Map(problem.data.lessons.map((lesson) => [lesson.id, lesson]));
  const proposed = placements.flatMap((placement) => {
    const lesson = lessons.get(placement.lessonId);
    const day = week[placement.day];
    if (!lesson || !day) return [];
    return Array.from({ length: placement.length }, (_, k) => day.periods[placement.period + k]).flatMap((period) =>
      period
        ? lesson.classIds.map((classId) => ({
            classId: recordIdOf(classId),
            courseId: recordIdOf(lesson.subject),
            teacherId: recordIdOf(lesson.teacherId),
            weekday: day.weekday,
            startTime: period.startTime,
            endTime: period.endTime,
            roomId: placement.roomId ? recordIdOf(placement.roomId) : null,
          }))
        : [],
    );
  });
  proposed.sort(byTime);

  const lessonsFrom = repo.of(schedules);
  const fromStart = await lessonsFrom.list(
    { season: run.season },
    { order: { scheduleDate: 'asc', enterTime: 'asc' }, also: gte(lessonsFrom.table.scheduleDate, startDate) },
  );
  const kept = fromStart.filter((row) => row.isDone || row.isDoneAttendance);
  const replaced = fromStart.filter((row) => !row.isDone && !row.isDoneAttendance);
  const keptByDate = new Map<string, ScheduleRow[]>();
  for (const row of kept) keptByDate.set(row.scheduleDate, [...(keptByDate.get(row.scheduleDate) ?? []), row]);
  const created = datesBetween(startDate, endDate).flatMap((date) => {
    const weekday = weekdayOf(date);
    const keptThen = keptByDate.get(date) ?? [];
    return proposed
      .filter((entry) => entry.weekday === weekday)
      .filter(
        (entry) =>
          !keptThen.some(
            (row) => (row.classId === entry.classId || row.teacherId === entry.teacherId) && overlaps(entry, row),
          ),
      )
      .map((entry) => ({ ...entry, date }));
  });
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        run.id,
        run.updatedAt,
        startDate,
        endDate,
        proposed.map(fullKey),
        fromStart.map((row) => [row.id, row.updatedAt, row.isDone, row.isDoneAttendance]),
        week,
      ]),
    )
    .digest('hex');
  return {
    runId: run.id,
    season: run.season,
    school: run.school,
    startDate,
    endDate,
    fingerprint,
    proposed,
    replaced,
    kept,
    created,
  };
};

/** The week the season's lessons from the start date repeat: each class's lesson at a weekday and time, once. */
const currentWeek = (rows: readonly ScheduleRow[]): WeekEntry[] => {
  const seen = new Map<string, WeekEntry>();
  for (const row of rows) {
    const entry = {
      classId: row.classId,
      courseId: row.course,
      teacherId: row.teacherId,
      weekday: weekdayOf(row.scheduleDate),
      startTime: row.enterTime,
      endTime: row.exitTime,
      roomId: row.room,
    };
    if (!seen.has(fullKey(entry))) seen.set(fullKey(entry), entry);
  }
  return [...seen.values()].sort(byTime);
};

interface Changes {
  added: WeekEntry[];
  moved: { from: WeekEntry; to: WeekEntry }[];
  removed: WeekEntry[];
  unchanged: WeekEntry[];
}

/**
 * Pairs the two weeks: a lesson at the same time with the same teacher and subject is
 * unchanged; one of the same teacher and subject elsewhere has moved; the rest is added or removed.
 */
const compare = (before: readonly WeekEntry[], after: readonly WeekEntry[]): Changes => {
  const left = [...before];
  const unchanged: WeekEntry[] = [];
  const rest: WeekEntry[] = [];
  for (const entry of after) {
    const same = left.findIndex((old) => fullKey(old) === fullKey(entry));
    if (same >= 0) {
      unchanged.push(entry);
      left.splice(same, 1);
    } else rest.push(entry);
  }
  const moved: { from: WeekEntry; to: WeekEntry }[] = [];
  const added: WeekEntry[] = [];
  for (const entry of rest) {
    const other = left.findIndex((old) => lessonKey(old) === lessonKey(entry) && slotKey(old) !== slotKey(entry));
    const from = left[other];
    if (from) {
      moved.push({ from, to: entry });
      left.splice(other, 1);
    } else added.push(entry);
  }
  return { added, moved, removed: left, unchanged };
};

const fullName = (user: { name: string; lastName: string } | undefined) =>
  user ? `${user.name} ${user.lastName}`.trim() : '';

/** The diff a school reviews before publishing: per class and per teacher, with names, never ids alone. */
export const timetableDiff = async (db: Db, ctx: RequestContext, runId: number, startDate: string) => {
  const plan = await publishPlan(db, ctx, runId, startDate);
  const before = currentWeek(plan.replaced);
  const everyone = [...before, ...plan.proposed];
  const ids = (pick: (entry: WeekEntry) => number | null) => [
    ...new Set(everyone.map(pick).filter((id): id is number => id !== null)),
  ];
  const look = system(db);
  const [classRows, courseRows, teacherRows, roomRows] = await Promise.all([
    look.of(classes).list({ id: ids((e) => e.classId) }),
    look.of(courses).list({ id: ids((e) => e.courseId) }),
    look.of(users).list({ id: ids((e) => e.teacherId) }),
    look.of(rooms).list({ id: ids((e) => e.roomId) }),
  ]);
  const className = new Map(classRows.map((row) => [row.id, row.title]));
  const courseTitle = new Map(courseRows.map((row) => [row.id, row.title]));
  const teacherName = new Map(teacherRows.map((row) => [row.id, fullName(row)]));
  const roomName = new Map(roomRows.map((row) => [row.id, row.name]));
  const named = (entry: WeekEntry): Named => ({
    ...entry,
    className: className.get(entry.classId) ?? '',
    courseTitle: entry.courseId === null ? null : (courseTitle.get(entry.courseId) ?? null),
    teacherName: teacherName.get(entry.teacherId) ?? '',
    roomName: entry.roomId === null ? null : (roomName.get(entry.roomId) ?? null),
  });
  const classIds = ids((e) => e.classId).sort((a, b) =>
    (className.get(a) ?? '').localeCompare(className.get(b) ?? '', undefined, { numeric: true }),
  );
  const perClass = classIds.map((classId) => {
    const changes = compare(
      before.filter((e) => e.classId === classId),
      plan.proposed.filter((e) => e.classId === classId),
    );
    return {
      classId,
      className: className.get(classId) ?? '',
      added: changes.added.map(named),
      moved: changes.moved.map(({ from, to }) => ({ from: named(from), to: named(to) })),
      removed: changes.removed.map(named),
      unchanged: changes.unchanged.map(named),
    };
  });
  const count = (pick: (c: (typeof perClass)[number]) => unknown[]) =>
    perClass.reduce((sum, c) => sum + pick(c).length, 0);
  const teachers = ids((e) => e.teacherId).map((teacherId) => {
    const mine = (list: WeekEntry[]) => list.filter((e) => e.teacherId === teacherId).length;
    return {
      teacherId,
      teacherName: teacherName.get(teacherId) ?? '',
      added: perClass.reduce((sum, c) => sum + mine(c.added), 0),
      moved: perClass.reduce((sum, c) => sum + c.moved.filter((m) => m.to.teacherId === teacherId).length, 0),
      removed: perClass.reduce((sum, c) => sum + mine(c.removed), 0),
      unchanged: perClass.reduce((sum, c) => sum + mine(c.unchanged), 0),
    };
  });
  teachers.sort((a, b) => a.teacherName.localeCompare(b.teacherName));
  return {
    runId: plan.runId,
    startDate: plan.startDate,
    endDate: plan.endDate,
    fingerprint: plan.fingerprint,
    totals: {
      added: count((c) => c.added),
      moved: count((c) => c.moved),
      removed: count((c) => c.removed),
      unchanged: count((c) => c.unchanged),
    },
    lessons: { replaced: plan.replaced.length, created: plan.created.length, kept: plan.kept.length },
    classes: perClass,
    teachers,
  };
};
