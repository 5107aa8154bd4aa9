import { wallClock } from '@kampus/contract';
import { and, gte, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import type { ReportQuery, ReportScope, ReportTable } from '../report-scope.ts';

/** One report: its table for the scope and the query, in the caller's language. */
export type ReportBuild = (db: Db, scope: ReportScope, query: ReportQuery) => Promise<ReportTable>;

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** `column` within the range's days; a date-time column takes the whole last day. */
export const within = (column: AnyColumn, range: ReportQuery, dateTime = false): SQL | undefined =>
  and(
    ...(range.from ? [gte(column, range.from)] : []),
    ...(range.to ? [lte(column, dateTime ? `${range.to} 23:59:59.999` : range.to)] : []),
  );

/**
 * A moment the database keeps in UTC (`now()`), as the wall clock of the school's time zone
 * (`YYYY-MM-DD HH:mm:ss`): the trail reads in the school's hours, not the server's.
 */
export const atSchool = (value: unknown, timeZone: string | null): string => {
  if (value === null || value === undefined || value === '') return '';
  const moment = value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T').replace(/Z?$/, 'Z')}`);
  if (Number.isNaN(moment.getTime())) return String(value);
  const clock = wallClock(timeZone, moment);
  return `${clock.date} ${clock.time}`;
};

/** A rate out of 100 with one decimal, as the database computes it from two counts (none over no records). */
export const rateText = (part: number, whole: number): string =>
  whole === 0 ? '' : (Math.round((part * 1000) / whole) / 10).toFixed(1);
