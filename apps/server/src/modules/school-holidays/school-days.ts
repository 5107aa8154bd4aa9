import { schoolHolidays, schools } from '@kampus/contract';
import { and, gte, lte } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system, type Where } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** The days off from `first` to `last` (YYYY-MM-DD): each date mapped to its holiday's title. */
export type DaysOff = ReadonlyMap<string, string>;

const DAY_MS = 86_400_000;

/** The dates from `first` to `last`, both included, on the calendar alone (UTC arithmetic). */
const datesFrom = (first: string, last: string): string[] => {
  const dates: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); new Date(at).toISOString().slice(0, 10) <= last; at += DAY_MS)
    dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
};

/**
 * The school holidays that touch `first` to `last`, of a season or of a school (a week read across
 * seasons), as the days they cover in that span: one statement. Read as the system: every caller
 * who may see a school's lessons may see its days off (everyone of the school reads them).
 */
export const daysOffBetween = async (
  db: Db,
  where: Where<typeof schoolHolidays>,
  first: string,
  last: string,
): Promise<DaysOff> => {
  const holidays = system(db).of(schoolHolidays);
  const rows = await holidays.list(where, {
    also: and(lte(holidays.table.firstDay, last), gte(holidays.table.lastDay, first)),
    order: { firstDay: 'asc' },
  });
  const days = new Map<string, string>();
  for (const row of rows)
    for (const date of datesFrom(row.firstDay > first ? row.firstDay : first, row.lastDay < last ? row.lastDay : last))
      if (!days.has(date)) days.set(date, row.title);
  return days;
};

/**
 * The rule everything that creates or expects lessons follows (publishing a timetable, the
 * rollover's first week, the daily cover): a day a school holiday covers is not a school day.
 * Which weekdays are school days at all is the week's own rule (its periods).
 */
export const isSchoolDay = (daysOff: DaysOff, date: string): boolean => !daysOff.has(date);

/** Which of `schools` have a day off on `date`: one statement (the daily cover of several schools). */
export const schoolsOffOn = async (db: Db, schools: readonly number[], date: string): Promise<Set<number>> => {
  if (schools.length === 0) return new Set();
  const holidays = system(db).of(schoolHolidays);
  const rows = await holidays.list(
    { school: [...new Set(schools)] },
    { also: and(lte(holidays.table.firstDay, date), gte(holidays.table.lastDay, date)) },
  );
  return new Set(rows.map((row) => row.school));
};

/**
 * The school holidays on `date` of the schools the caller reaches, each with its school's title
 * (the daily cover names why a day has nothing to cover): two statements.
 */
export const holidaysOn = async (
  db: Db,
  ctx: RequestContext,
  date: string,
): Promise<{ school: number; title: string; schoolTitle: string }[]> => {
  const holidays = scoped(db, ctx).of(schoolHolidays);
  const rows = await holidays.list(
    {},
    { also: and(lte(holidays.table.firstDay, date), gte(holidays.table.lastDay, date)), order: { firstDay: 'asc' } },
  );
  if (rows.length === 0) return [];
  const named = await system(db)
    .of(schools)
    .list({ id: [...new Set(rows.map((row) => row.school))] });
  const titles = new Map(named.map((row) => [row.id, row.title]));
  return rows.map((row) => ({ school: row.school, title: row.title, schoolTitle: titles.get(row.school) ?? '' }));
};
