import {
  DEFAULT_NUMBER_PATTERN,
  configurations,
  formatNumber,
  isNumberPattern,
  numberShape,
  students,
  type RowOf,
  type seasons,
} from '@kampus/contract';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import { queryRows, type Db } from '../../db/database.ts';

/** The school's setting, or the default pattern while it is unset. */
const patternOf = async (tx: Db, ctx: RequestContext, school: number): Promise<string> => {
  const row = await scoped(tx, ctx).of(configurations).first({ school, key: 'studentNumberPattern' });
  const value = row?.value?.trim();
  return value && isNumberPattern(value) ? value : DEFAULT_NUMBER_PATTERN;
};

/** The year `{year}` stands for: the season's start, else the first four digits of its title ("2026-2027"). */
const seasonYear = (season: RowOf<typeof seasons>, fallback: string): number => {
  const found = /\d{4}/.exec(season.startDate ?? '') ?? /\d{4}/.exec(season.title) ?? /\d{4}/.exec(fallback);
  return Number(found?.[0] ?? new Date().getFullYear());
};

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The next student number of the school by its pattern (the `studentNumberPattern` setting), in
 * the enrolment's transaction. Two enrolments of one school at once must not get the same
 * number: the school's number lock (a transaction-scoped advisory lock) is taken first, so the
 * second waits for the first to commit and then reads the number it wrote. The sequence is one
 * more than the highest of the school's numbers of the same shape (a number typed by hand in
 * that shape counts too).
 */
export const nextStudentNumber = async (
  tx: Db,
  ctx: RequestContext,
  season: RowOf<typeof seasons>,
  enrollmentDate: string,
): Promise<string> => {
  const school = season.school;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`student-number:${school}`}))`);
  const shape = numberShape(await patternOf(tx, ctx, school), { year: seasonYear(season, enrollmentDate), school });
  const regex = `^${escapeRegex(shape.prefix)}([0-9]+)${escapeRegex(shape.suffix)}$`;
  const visible = scoped(tx, ctx).of(students);
  const column = visible.table.studentNumber;
  const [row] = await queryRows(
    tx,
    sql`select max(cast(substring(${column} from ${regex}) as bigint)) as "last" from ${visible.table}
        where ${visible.condition({ school }, sql`${column} ~ ${regex}`)}`,
  );
  const next = Number(row?.last ?? 0) + 1;
  return formatNumber(shape, next);
};

/** A number given by hand must not be another student's of the school. */
export const checkNumberFree = async (tx: Db, ctx: RequestContext, school: number, studentNumber: string) => {
  const taken = await scoped(tx, ctx).of(students).first({ school, studentNumber });
  if (taken) throw violation('student.studentNumber', 'validation.not_unique');
};
