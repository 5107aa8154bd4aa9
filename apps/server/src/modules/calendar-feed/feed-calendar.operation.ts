import {
  assignments,
  classStudents,
  examClasses,
  exams,
  DEFAULT_CURRENCY,
  displayMoney,
  homeworks,
  installments,
  isLanguage,
  students,
  subtractMoney,
  translate,
  type Language,
  type RowOf,
  type TimetableWeek,
  type WeekQuery,
} from '@kampus/contract';
import { and, gte, lte } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../core/caller.ts';
import { Problem } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Services } from '../../core/services.ts';
import { loadUserCaller } from '../../core/session-caller.ts';
import { computeReach, loadSchoolTree } from '../../core/tenancy.ts';
import type { Db } from '../../db/database.ts';
import { schoolHeader } from '../finance-documents/document-parties.operation.ts';
import { bookingNote } from '../timetable-cover/booking-words.ts';
import { calendarWeek } from '../timetable-cover/week-days.ts';
import { calendarIcs, type AllDayEvent } from '../timetable-cover/week-ics.ts';
import { readWeek } from '../timetable-cover/week.operation.ts';

/** The weeks a feed carries: the last one, this one and eight ahead (calendar applications re-read it every few hours). */
const FEED_WEEKS_BEFORE = 1;
const FEED_WEEKS_AFTER = 8;

const FAMILY = new Set(['parent', 'student']);

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The feed's owner as a caller of their own reach: what they would read signed in, and no more. */
const ownerContext = async (
  db: Db,
  services: Services,
  userId: number,
  language: Language,
): Promise<RequestContext | null> => {
  const caller = await loadUserCaller(db, userId, { sessionId: 'calendar-feed', method: 'calendar-feed' });
  if (!caller) return null;
  const tree = (await services.cache.remember('tree', 'all', () => loadSchoolTree(db))) ?? [];
  const reach = computeReach(tree, caller);
  return { caller, language, reach, scope: reach, activeSchoolId: null, activeSeasonId: null };
};

/**
 * Whose weeks: a family's children (a student's own self), or the one child the address names;
 * anyone else's own lessons as a teacher. Null when the address names a child not of the family.
 */
const subjectsOf = async (
  db: Db,
  ctx: RequestContext & { caller: { id: number; audience: string } },
  student: number | undefined,
) => {
  if (!FAMILY.has(ctx.caller.audience))
    return student === undefined ? { queries: [{ teacher: ctx.caller.id }], studentIds: [] } : null;
  const children = (
    await scoped(db, ctx, { as: 'reader' })
      .of(students)
      .list(undefined, { order: { id: 'asc' } })
  ).filter((child) => student === undefined || child.id === student);
  if (student !== undefined && children.length === 0) return null;
  return { queries: children.map((child) => ({ student: child.id })), studentIds: children.map((child) => child.id) };
};

/** The classes one child sits in, for a calendar of theirs alone; undefined: the owner's whole reach. */
const classesOf = async (db: Db, ctx: RequestContext, student: number | undefined): Promise<number[] | undefined> =>
  student === undefined
    ? undefined
    : [
        ...new Set(
          (await scoped(db, ctx, { as: 'reader' }).of(classStudents).list({ student })).map((row) => row.classId),
        ),
      ];

/** Each subject's weeks; one out of reach (a child who left) is left out, not the whole feed. */
const weeksOf = async (
  db: Db,
  ctx: RequestContext,
  queries: readonly Omit<WeekQuery, 'date'>[],
  mondays: readonly string[],
): Promise<TimetableWeek[]> => {
  const weeks: TimetableWeek[] = [];
  // One after another: a feed is read by one calendar application now and then, never in a rush,
  // and must not take a pool's worth of connections.
  for (const query of queries) {
    for (const date of mondays) {
      try {
        weeks.push(await readWeek(db, ctx, { ...query, date } as WeekQuery));
      } catch (error) {
        if (!(error instanceof Problem && error.status === 404)) throw error;
      }
    }
  }
  return weeks;
};

type Span = { first: string; last: string };

/**
 * The rows of a resource the owner reads whose day (`day`, a date field) falls in the span, as
 * all-day events (500 at most, by day): what the owner would read signed in, nothing more.
 */
const allDayIn = async <R extends typeof homeworks | typeof assignments | typeof exams>(
  db: Db,
  ctx: RequestContext,
  resource: R,
  day: 'dueDate' | 'examDate',
  span: Span,
  event: (row: RowOf<R>) => AllDayEvent | null,
  where?: Record<string, number[]>,
): Promise<AllDayEvent[]> => {
  if (where && Object.values(where).some((ids) => ids.length === 0)) return [];
  const access = scoped(db, ctx, { as: 'reader' }).of(resource);
  const column = (access.table as unknown as Record<string, AnyPgColumn>)[day];
  if (!column) return [];
  const rows = await access.list(where as Parameters<typeof access.list>[0], {
    order: { [day]: 'asc' } as Partial<Record<keyof RowOf<R> & string, 'asc'>>,
    limit: 500,
    also: and(gte(column, span.first), lte(column, span.last)),
  });
  return rows.flatMap((row) => event(row) ?? []);
};

/**
 * Homework due, the gradebook's work due (a quiz or an exam as a test, "Test: …", other work
 * "Due: …") and the exams of the owner's classes (a teacher's, a family's children's) in the span;
 * of one child's classes only when `classIds` names them.
 */
const dueInSpan = async (
  db: Db,
  ctx: RequestContext,
  span: Span,
  host: string,
  classIds: number[] | undefined,
): Promise<AllDayEvent[]> => {
  const examIds =
    classIds === undefined || classIds.length === 0
      ? undefined
      : (await scoped(db, ctx, { as: 'reader' }).of(examClasses).list({ classId: classIds })).map((row) => row.examId);
  const only = <K extends string>(key: K) => (classIds === undefined ? undefined : { [key]: classIds });
  return [
    ...(await allDayIn(
      db,
      ctx,
      homeworks,
      'dueDate',
      span,
      (row) => ({
        uid: `homework-${row.id}@${host}`,
        date: row.dueDate,
        title: translate(ctx.language, 'calendar_feed.homework_due', { title: row.title }),
        free: true,
      }),
      only('classId'),
    )),
    ...(await allDayIn(
      db,
      ctx,
      assignments,
      'dueDate',
      span,
      (row) =>
        row.dueDate === null
          ? null
          : {
              uid: `assignment-${row.id}@${host}`,
              date: row.dueDate,
              title: translate(
                ctx.language,
                row.kind === 'quiz' || row.kind === 'exam' ? 'calendar_feed.test_on' : 'calendar_feed.work_due',
                { title: row.title },
              ),
              free: true,
            },
      only('class'),
    )),
    ...(await allDayIn(
      db,
      ctx,
      exams,
      'examDate',
      span,
      (row) => ({
        uid: `exam-${row.id}@${host}`,
        date: row.examDate,
        title: translate(ctx.language, 'calendar_feed.exam_on', { title: row.title }),
        free: true,
      }),
      classIds === undefined ? undefined : { id: examIds ?? [] },
    )),
  ];
};

/** A family's installments not yet paid, due from the span's start to a year after it. */
const installmentsDue = async (
  db: Db,
  ctx: RequestContext,
  studentIds: readonly number[],
  first: string,
  host: string,
): Promise<AllDayEvent[]> => {
  if (studentIds.length === 0) return [];
  const access = scoped(db, ctx, { as: 'reader' }).of(installments);
  const rows = await access.list(
    { studentId: [...studentIds], isDonePayment: false },
    {
      order: { installmentDate: 'asc' },
      limit: 500,
      also: and(gte(access.table.installmentDate, first), lte(access.table.installmentDate, addDays(first, 366))),
    },
  );
  const currencies = new Map<number, string>();
  for (const school of new Set(rows.map((row) => row.school))) {
    currencies.set(school, (await schoolHeader(db, school)).currency);
  }
  return rows.map(
    (row): AllDayEvent => ({
      uid: `installment-${row.id}@${host}`,
      date: row.installmentDate,
      title: translate(ctx.language, 'calendar_feed.installment_due', {
        number: String(row.installmentNo ?? ''),
        amount: displayMoney(
          subtractMoney(row.amount, row.paidAmount ?? '0'),
          currencies.get(row.school) ?? DEFAULT_CURRENCY,
          ctx.language,
        ),
      }),
      free: true,
    }),
  );
};

/**
 * The owner's calendar (RFC 5545) for the feed's weeks, in the language they made it in: their
 * lessons (a family's children's, a teacher's own), the schools' holidays, homework and the
 * gradebook's work due, exams and, for a family, installments not yet paid. Read as the owner reads, so nothing they could not see
 * signed in is in it. Null when the account may no longer sign in.
 */
export const feedCalendar = async (
  db: Db,
  services: Services,
  owner: { userId: number; language: string },
  today: string,
  host: string,
  student?: number,
): Promise<string | null> => {
  const language: Language = isLanguage(owner.language) ? owner.language : 'en';
  const ctx = await ownerContext(db, services, owner.userId, language);
  if (!ctx?.caller) return null;
  const caller = ctx.caller;
  const thisWeek = calendarWeek(today)[0] ?? today;
  const mondays = Array.from({ length: FEED_WEEKS_BEFORE + 1 + FEED_WEEKS_AFTER }, (_, index) =>
    addDays(thisWeek, (index - FEED_WEEKS_BEFORE) * 7),
  );
  const span = { first: mondays[0] ?? thisWeek, last: addDays(mondays.at(-1) ?? thisWeek, 6) };
  const subjects = await subjectsOf(db, { ...ctx, caller }, student);
  if (!subjects) return null;
  const { queries, studentIds } = subjects;
  const weeks = await weeksOf(db, ctx, queries, mondays);
  const work =
    caller.audience === 'teacher' || FAMILY.has(caller.audience)
      ? await dueInSpan(db, ctx, span, host, await classesOf(db, ctx, student))
      : [];
  const due = await installmentsDue(db, ctx, studentIds, span.first, host);
  const name = translate(language, 'calendar_feed.name', { name: `${caller.name} ${caller.lastName}`.trim() });
  return calendarIcs(
    name,
    weeks,
    new Date(),
    host,
    {
      lessonTitle: (lesson) => lesson.subject ?? lesson.className,
      bookingNote: (booking) => bookingNote(language, booking),
    },
    [...work, ...due],
  );
};
