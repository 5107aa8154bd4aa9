import { classes, schedules, users, translate, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import type { Data } from '../../core/hooks.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { daysOffBetween, isSchoolDay, type DaysOff } from '../school-holidays/school-days.ts';
import { seasonRows } from './copy-season-data.operation.ts';

type ClassRow = RowOf<typeof classes>;
type Lesson = RowOf<typeof schedules>;

/** The lessons to create in the new season, each naming its class by title (the run may create the class first). */
export interface LessonsPlan {
  bodies: (Data & { classTitle: string })[];
  titles: string[];
  skip: { title: string; reason: string }[];
}

const DAY = 86_400_000;
const dayOf = (date: string): Date => new Date(`${date.slice(0, 10)}T00:00:00Z`);
const text = (date: Date): string => date.toISOString().slice(0, 10);

/** The first day on or after `start` that falls on the same weekday as `date`. */
const sameWeekdayFrom = (date: string, start: string): string => {
  const from = dayOf(start);
  const shift = (dayOf(date).getUTCDay() - from.getUTCDay() + 7) % 7;
  return text(new Date(from.getTime() + shift * DAY));
};

/** How far into the new season a first-week lesson may move to leave the days off: thirteen weeks. */
const FIRST_WEEKS = 13;

/** `date`, or the same weekday of the first later week when the new season has a day off on it. */
const onSchoolDay = (date: string, daysOff: DaysOff): string => {
  let day = date;
  for (let week = 0; week < FIRST_WEEKS && !isSchoolDay(daysOff, day); week += 1)
    day = text(new Date(dayOf(day).getTime() + 7 * DAY));
  return day;
};

/** The seven days that end on `date`: a class's last week of lessons. */
const weekEndingOn = (date: string): string[] =>
  Array.from({ length: 7 }, (_, back) => text(new Date(dayOf(date).getTime() - back * DAY)));

/**
 * The lesson teachers of the running season's classes, carried into the new season's classes of
 * the same title (`carryTeachers`), as the homeroom teacher is. Kampus keeps who teaches a class
 * only as its lessons (`schedules`: a teacher, a class, a day and times; a teacher's classes are
 * the ones they are homeroom of or teach a lesson in), so the class's last week of lessons is laid
 * into the first week of the new season (a lesson on one of its holidays to that weekday of the
 * next week without one), same weekdays, times, teachers and lesson type: the new
 * classes have their teachers and a first week of timetable to build on. A whole year of dated
 * lessons is not copied (term dates, holidays and the new timetable are the school's to set). A
 * class whose new-season namesake already has lessons is kept as it is (never twice).
 */
export const planLessons = async (
  tx: Db,
  ctx: RequestContext,
  seasons: { from: number; to: number; start: string },
  newClasses: readonly { title: string }[],
): Promise<LessonsPlan> => {
  const store = system(tx);
  const running = (await seasonRows(tx, ctx, classes, seasons.from)) as ClassRow[];
  const existing = (await seasonRows(tx, ctx, classes, seasons.to)) as ClassRow[];
  const taught = new Set(
    existing.length > 0
      ? (await store.of(schedules).list({ season: seasons.to, classId: existing.map((row) => row.id) })).map(
          (row) => existing.find((klass) => klass.id === row.classId)?.title,
        )
      : [],
  );
  const kept = translate(ctx.language, 'rollover.skip_lessons_exist');
  const plan: LessonsPlan = { bodies: [], titles: [], skip: [] };
  const lessons: { klass: ClassRow; lesson: Lesson }[] = [];
  for (const klass of running) {
    if (!newClasses.some((row) => row.title === klass.title)) continue;
    const last = await store
      .of(schedules)
      .first({ season: seasons.from, classId: klass.id }, { order: { scheduleDate: 'desc' } });
    if (!last) continue;
    if (taught.has(klass.title)) {
      plan.skip.push({ title: klass.title, reason: kept });
      continue;
    }
    const week = await store
      .of(schedules)
      .list(
        { season: seasons.from, classId: klass.id, scheduleDate: weekEndingOn(last.scheduleDate) },
        { order: { scheduleDate: 'asc', enterTime: 'asc' } },
      );
    lessons.push(...week.map((lesson) => ({ klass, lesson })));
  }
  // The new season's holidays set up before the run: a first-week lesson never falls on one.
  const daysOff = await daysOffBetween(
    tx,
    { season: seasons.to },
    seasons.start,
    text(new Date(dayOf(seasons.start).getTime() + FIRST_WEEKS * 7 * DAY)),
  );
  const teacherIds = [...new Set(lessons.map(({ lesson }) => lesson.teacherId))];
  const teachers = new Map(
    (teacherIds.length > 0 ? await store.of(users).list({ id: teacherIds }) : []).map(
      (row) => [row.id, `${row.name} ${row.lastName}`] as const,
    ),
  );
  for (const { klass, lesson } of lessons) {
    const scheduleDate = onSchoolDay(sameWeekdayFrom(lesson.scheduleDate, seasons.start), daysOff);
    plan.bodies.push({
      classTitle: klass.title,
      school: lesson.school,
      season: seasons.to,
      teacherId: lesson.teacherId,
      scheduleDate,
      enterTime: lesson.enterTime,
      exitTime: lesson.exitTime,
      classTypeId: lesson.classTypeId,
      classBranchId: lesson.classBranchId,
      isDone: false,
      isDoneAttendance: false,
    });
    const who = teachers.get(lesson.teacherId) ?? '';
    plan.titles.push(`${klass.title} ${scheduleDate} ${lesson.enterTime.slice(0, 5)} ${who}`.trim());
  }
  return plan;
};

/** The planned lessons as rows to create, each in the new season's class of its title (created or kept). */
export const lessonRows = (plan: LessonsPlan, newClasses: readonly ClassRow[]): Data[] =>
  plan.bodies.flatMap(({ classTitle, ...body }) => {
    const klass = newClasses.find((row) => row.title === classTitle);
    return klass ? [{ ...body, classId: klass.id }] : [];
  });
