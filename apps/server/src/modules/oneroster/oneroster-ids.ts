import { assignments, classes, courses, schedules, type RowOf } from '@kampus/contract';
import { eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { categoriesSource, lineItemsSource, writtenResultsSource } from './oneroster-gradebook-sources.ts';
import type { FlatRow } from './oneroster-json.ts';
import { rowsOf } from './oneroster-read.operation.ts';
import { classesSource, coursesSource, type Source } from './oneroster-sources.ts';
import { refuse, type OneRosterRefusal } from './oneroster-errors.ts';

/**
 * The gradebook's records a write's sourcedIds name, found exactly as the reads find them (the
 * same sources, so through the key's user's reach): what a key cannot read it cannot write, and a
 * record of another school is as absent as one that does not exist (404 `unknownobject`).
 */

export const unknown = (path: string, sourcedId: string): OneRosterRefusal =>
  refuse(404, 'unknownobject', `${path}: there is no "${sourcedId}" in reach.`);

/** Kampus's own id of a kind (`class-12` is 12), or null for another form. */
export const kampusId = (prefix: string, sourcedId: string): number | null => {
  const match = new RegExp(`^${prefix}-(\\d{1,9})$`).exec(sourcedId);
  return match ? Number(match[1]) : null;
};

const sourced = async (db: Db, ctx: RequestContext, source: Source, sourcedId: string): Promise<FlatRow | null> => {
  const [row] = rowsOf(
    await db.execute(sql`select * from (${source(db, ctx)}) as r where r."sourcedId" = ${sourcedId} limit 1`),
  );
  return row ?? null;
};

const reader = (db: Db, ctx: RequestContext) => scoped(db, ctx, { across: 'reach', as: 'reader' });

export type Assignment = RowOf<typeof assignments>;

/** Work by its id, as the key's user reads it (a result's, found through the results' source first). */
export const workOf = async (db: Db, ctx: RequestContext, id: number): Promise<Assignment | null> =>
  (await reader(db, ctx).of(assignments).first({ id })) ?? null;

/** The gradebook work a line item's sourcedId names (the client's, else Kampus's), or null. */
export const lineItemOf = async (db: Db, ctx: RequestContext, sourcedId: string): Promise<Assignment | null> => {
  const row = await sourced(db, ctx, lineItemsSource, sourcedId);
  return row ? workOf(db, ctx, Number(row.assignmentId)) : null;
};

/** The cell a result's sourcedId names, when it holds a score in reach (released or not), or null. */
export const resultOf = async (
  db: Db,
  ctx: RequestContext,
  sourcedId: string,
): Promise<{ assignment: number; student: number } | null> => {
  const row = await sourced(db, ctx, writtenResultsSource, sourcedId);
  return row ? { assignment: Number(row.assignmentId), student: Number(row.studentId) } : null;
};

/** The record a write answers: read back through the source the reads use (a result's whether released or not). */
export const writtenRow = (db: Db, ctx: RequestContext, kind: 'lineItem' | 'result', sourcedId: string) =>
  sourced(db, ctx, kind === 'lineItem' ? lineItemsSource : writtenResultsSource, sourcedId);

/** A class of the roster in reach, or 404 naming the field. */
export const classOf = async (db: Db, ctx: RequestContext, sourcedId: string, path: string) => {
  const id = kampusId('class', sourcedId);
  const row = id === null ? null : await sourced(db, ctx, classesSource, sourcedId);
  const klass = row && id !== null ? await reader(db, ctx).of(classes).first({ id }) : undefined;
  if (!klass) throw unknown(path, sourcedId);
  return klass;
};

/**
 * A category in reach for work of `school`: `category-<id>` its grading category, the school's
 * `uncategorised-<school>` (or none) no category; another school's is 404 as any unknown one.
 */
export const categoryOf = async (
  db: Db,
  ctx: RequestContext,
  sourcedId: string | null,
  school: number,
  path: string,
): Promise<number | null> => {
  if (sourcedId === null || sourcedId === `uncategorised-${school}`) return null;
  const id = kampusId('category', sourcedId);
  const row = id === null ? null : await sourced(db, ctx, categoriesSource, sourcedId);
  if (!row || id === null || Number(row.schoolId) !== school) throw unknown(path, sourcedId);
  return id;
};

/**
 * The Kampus course a new line item's work counts in. OneRoster's classes are Kampus's homerooms,
 * whose course (`homeroom-<season>`) is no subject: the course is the one the client names in
 * `metadata["kampus.course"]` (a `course-<id>` of the rostering service), else the one course
 * the class's lessons teach; several or none, and the client must name it (400 naming the field).
 */
export const courseOf = async (
  db: Db,
  ctx: RequestContext,
  named: string | null,
  klass: RowOf<typeof classes>,
  path: string,
): Promise<number> => {
  if (named !== null) {
    const id = kampusId('course', named);
    const row = id === null ? null : await sourced(db, ctx, coursesSource, named);
    const course = row && id !== null ? await reader(db, ctx).of(courses).first({ id }) : undefined;
    if (!course || course.school !== klass.school) throw unknown(path, named);
    return course.id;
  }
  const lessons = system(db).of(schedules).table;
  const taught = await db.selectDistinct({ course: lessons.course }).from(lessons).where(eq(lessons.classId, klass.id));
  const [only] = taught;
  if (taught.length !== 1 || !only?.course)
    throw refuse(
      400,
      'invaliddata',
      `${path}: required here, a course of the rostering service ("course-<id>"): the class's lessons teach ${taught.length === 0 ? 'no course' : 'several courses'}.`,
    );
  return only.course;
};
