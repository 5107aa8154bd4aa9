import { createHash } from 'node:crypto';
import {
  batches,
  classes,
  courses,
  lessonCovers,
  roomBookings,
  rooms,
  schedules,
  seasons,
  timetablePeriods,
  timetableRuns,
  users,
  type RowOf,
} from '@kampus/contract';
import { and, gte, lte } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { conflict, unprocessable } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { daysOffBetween, isSchoolDay } from '../school-holidays/school-days.ts';
import { recordIdOf } from './season-needs.operation.ts';
import { timetableProblemSchema } from './timetable-problem.ts';
import type { TimetablePlacement } from './timetable-report.ts';
import { weekOf } from './timetable-week.ts';

type ScheduleRow = RowOf<typeof schedules>;

/** One period of one class's week, or of one batch's (an elective's section; a double is two). */
export interface WeekEntry {
  classId: number | null;
  batchId: number | null;
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

/** Whom a lesson is taught to: `c4` a class, `b9` a batch. */
const groupKey = (entry: Pick<WeekEntry, 'classId' | 'batchId'>) =>
  entry.classId !== null ? `c${entry.classId}` : `b${entry.batchId}`;
const slotKey = (entry: WeekEntry) => `${groupKey(entry)}|${entry.weekday}|${entry.startTime}`;
const lessonKey = (entry: WeekEntry) => `${groupKey(entry)}|${entry.teacherId}|${entry.courseId ?? ''}`;
const fullKey = (entry: WeekEntry) => `${lessonKey(entry)}|${entry.weekday}|${entry.startTime}|${entry.endTime}`;
const byTime = (a: WeekEntry, b: WeekEntry) =>
  a.weekday - b.weekday || a.startTime.localeCompare(b.startTime) || groupKey(a).localeCompare(groupKey(b));

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
  /** Those whose attendance is taken, or given to a substitute that day: never touched. */
  kept: ScheduleRow[];
  /** The new lessons, date by date, leaving out any that would meet a kept lesson of its class or teacher. */
  created: (WeekEntry & { date: string })[];
  /**
   * New lessons whose room is booked then (an event, an exam): published without a room that
   * day, for the school to place by hand; the booking stands.
   */
  roomClashes: (WeekEntry & { date: string; bookingPurpose: string })[];
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
  // The batches the solved week places (elective sections): their lessons are the run's to replace.
  const solvedBatches = new Set(
    problem.data.lessons.flatMap((lesson) =>
      [lesson.batchId, ...lesson.parts.map((part) => part.batchId)].flatMap((id) =>
        id === undefined ? [] : [recordIdOf(id)],
      ),
    ),
  );
  const proposed = placements.flatMap((placement) => {
    const lesson = lessons.get(placement.lessonId);
    const day = week[placement.day];
    if (!lesson || !day) return [];
    // The lesson's own part, then each parallel part in its own room: a batch's part is one lesson
    // of the batch, a class part one lesson of each class.
    const partRooms = new Map((placement.parts ?? []).map((part) => [part.partId, part.roomId]));
    const taught = [
      { ...lesson, roomId: placement.roomId },
      ...lesson.parts.map((part) => ({
        ...part,
        subject: part.subject ?? lesson.subject,
        roomId: partRooms.get(part.id) ?? '',
      })),
    ];
    return Array.from({ length: placement.length }, (_, k) => day.periods[placement.period + k]).flatMap((period) =>
      period
        ? taught.flatMap((part) =>
            (part.batchId !== undefined
              ? [{ classId: null, batchId: recordIdOf(part.batchId) }]
              : part.classIds.map((classId) => ({ classId: recordIdOf(classId), batchId: null }))
            ).map((group) => ({
              ...group,
              courseId: recordIdOf(part.subject),
              teacherId: recordIdOf(part.teacherId),
              weekday: day.weekday,
              startTime: period.startTime,
              endTime: period.endTime,
              roomId: part.roomId ? recordIdOf(part.roomId) : null,
            })),
          )
        : [],
    );
  });
  proposed.sort(byTime);

  const lessonsFrom = repo.of(schedules);
  const fromStart = await lessonsFrom.list(
    { season: run.season },
    { order: { scheduleDate: 'asc', enterTime: 'asc' }, also: gte(lessonsFrom.table.scheduleDate, startDate) },
  );
  // A lesson given to a substitute for its day (daily cover) is the school's decision for that day:
  // kept like a taken one, so publishing never hands it back to the absent teacher nor drops the cover.
  const covers = repo.of(lessonCovers);
  const covered = new Set(
    (
      await covers.list(
        { season: run.season },
        { also: and(gte(covers.table.coverDate, startDate), lte(covers.table.coverDate, endDate)) },
      )
    ).map((row) => row.schedule),
  );
  // A batch's lesson the solved week does not place (an elective's section typed by hand) is not
  // the solver's: it is kept like a taken one, and a new lesson of its teacher at its time is left out.
  const taken = (row: ScheduleRow) =>
    row.isDone ||
    row.isDoneAttendance ||
    covered.has(row.id) ||
    (row.classId === null && (row.batch === null || !solvedBatches.has(row.batch)));
  const kept = fromStart.filter(taken);
  const replaced = fromStart.filter((row) => !taken(row));
  const keptByDate = new Map<string, ScheduleRow[]>();
  for (const row of kept) keptByDate.set(row.scheduleDate, [...(keptByDate.get(row.scheduleDate) ?? []), row]);
  // The rooms booked from the start date, by day: the solver knew nothing of them.
  const booked = repo.of(roomBookings);
  const bookings = await booked.list(
    { school: run.school },
    { also: and(gte(booked.table.bookingDate, startDate), lte(booked.table.bookingDate, endDate)) },
  );
  const bookedByDate = new Map<string, typeof bookings>();
  for (const row of bookings) bookedByDate.set(row.bookingDate, [...(bookedByDate.get(row.bookingDate) ?? []), row]);
  const roomClashes: PublishPlan['roomClashes'] = [];
  // A school holiday gets no lesson: the season's days off are left out of the repeated week.
  const daysOff = await daysOffBetween(db, { season: run.season }, startDate, endDate);
  const dated = datesBetween(startDate, endDate)
    .filter((date) => isSchoolDay(daysOff, date))
    .flatMap((date) => {
      const weekday = weekdayOf(date);
      const keptThen = keptByDate.get(date) ?? [];
      return proposed
        .filter((entry) => entry.weekday === weekday)
        .filter(
          (entry) =>
            !keptThen.some(
              (row) =>
                ((row.classId !== null && row.classId === entry.classId) ||
                  (row.batch !== null && row.batch === entry.batchId) ||
                  row.teacherId === entry.teacherId) &&
                overlaps(entry, row),
            ),
        )
        .map((entry) => ({ ...entry, date }));
    });
  const created = dated.map((entry) => {
    const booking = (bookedByDate.get(entry.date) ?? []).find(
      (row) => row.room === entry.roomId && entry.startTime < row.endTime && row.startTime < entry.endTime,
    );
    if (!booking) return entry;
    roomClashes.push({ ...entry, bookingPurpose: booking.bookingPurpose });
    return { ...entry, roomId: null };
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
        bookings.map((row) => [row.id, row.updatedAt]),
        week,
        [...daysOff],
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
    roomClashes,
  };
};

/** The week the season's lessons from the start date repeat: each class's lesson at a weekday and time, once. */
const currentWeek = (rows: readonly ScheduleRow[]): WeekEntry[] => {
  const seen = new Map<string, WeekEntry>();
  for (const row of rows) {
    if (row.classId === null && row.batch === null) continue;
    const entry = {
      classId: row.classId,
      batchId: row.classId === null ? row.batch : null,
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
  const everyone = [...before, ...plan.proposed, ...plan.roomClashes];
  const ids = (pick: (entry: WeekEntry) => number | null) => [
    ...new Set(everyone.map(pick).filter((id): id is number => id !== null)),
  ];
  const look = system(db);
  const [classRows, batchRows, courseRows, teacherRows, roomRows] = await Promise.all([
    look.of(classes).list({ id: ids((e) => e.classId) }),
    look.of(batches).list({ id: ids((e) => e.batchId) }),
    look.of(courses).list({ id: ids((e) => e.courseId) }),
    look.of(users).list({ id: ids((e) => e.teacherId) }),
    look.of(rooms).list({ id: ids((e) => e.roomId) }),
  ]);
  const className = new Map(classRows.map((row) => [row.id, row.title]));
  const batchTitle = new Map(batchRows.map((row) => [row.id, row.title]));
  const groupName = (entry: Pick<WeekEntry, 'classId' | 'batchId'>) =>
    (entry.classId !== null ? className.get(entry.classId) : batchTitle.get(entry.batchId ?? 0)) ?? '';
  const courseTitle = new Map(courseRows.map((row) => [row.id, row.title]));
  const teacherName = new Map(teacherRows.map((row) => [row.id, fullName(row)]));
  const roomName = new Map(roomRows.map((row) => [row.id, row.name]));
  const named = (entry: WeekEntry): Named => ({
    ...entry,
    className: groupName(entry),
    courseTitle: entry.courseId === null ? null : (courseTitle.get(entry.courseId) ?? null),
    teacherName: teacherName.get(entry.teacherId) ?? '',
    roomName: entry.roomId === null ? null : (roomName.get(entry.roomId) ?? null),
  });
  // A card per class, then one per batch (an elective's section), each by its name.
  const byName = (a: Pick<WeekEntry, 'classId' | 'batchId'>, b: Pick<WeekEntry, 'classId' | 'batchId'>) =>
    groupName(a).localeCompare(groupName(b), undefined, { numeric: true });
  const groups = [
    ...ids((e) => e.classId).map((classId) => ({ classId, batchId: null })),
    ...ids((e) => (e.classId === null ? e.batchId : null)).map((batchId) => ({ classId: null, batchId })),
  ].sort((a, b) => Number(a.classId === null) - Number(b.classId === null) || byName(a, b));
  const perClass = groups.map((group) => {
    const mine = (e: WeekEntry) => groupKey(e) === groupKey(group);
    const changes = compare(before.filter(mine), plan.proposed.filter(mine));
    return {
      ...group,
      className: groupName(group),
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
    roomClashes: plan.roomClashes.map((clash) => ({
      ...named(clash),
      date: clash.date,
      bookingPurpose: clash.bookingPurpose,
    })),
    classes: perClass,
    teachers,
  };
};
