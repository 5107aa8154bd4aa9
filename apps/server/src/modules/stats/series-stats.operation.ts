import { studentPayments, students, type StatsPeriod } from '@kampus/contract';
import { and, gte, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { moneyOf } from '../finance/cash-report.operation.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { periodBuckets, type Buckets } from './stats-periods.ts';

/** A date column's bar key in SQL, as `keyOf` makes it in JavaScript: `YYYY-MM` or `YYYY-MM-DD`. */
const barKey = (column: AnyPgColumn, buckets: Buckets) =>
  sql<string>`left(${column}::text, ${sql.raw(String(buckets.keyLength))})`;

/** Collections per bar of the period (refunds count negative), summed exactly by the database. */
export const dailyCashSeries = async (db: Db, ctx: RequestContext, schoolId: number, period: StatsPeriod) => {
  const { date } = await schoolClock(db, schoolId);
  const buckets = periodBuckets(date, period);
  const payments = scoped(db, ctx).of(studentPayments);
  const table = payments.table;
  const key = barKey(table.paymentDate, buckets);
  const sums = await db
    .select({ key, amount: sql<string>`sum(${table.paymentAmount})::text`, count: sql<number>`count(*)::int` })
    .from(table)
    .where(payments.condition({}, and(gte(table.paymentDate, buckets.from), lte(table.paymentDate, buckets.to))))
    .groupBy(key);
  const found = new Map(sums.map((row) => [row.key, row]));
  return {
    dailyCash: buckets.keys.map((bar) => {
      const row = found.get(bar);
      return { date: bar, amount: moneyOf(row?.amount), count: row?.count ?? 0 };
    }),
  };
};

/** Students enrolled per bar of the period (their enrolment date), active or not, counted by the database. */
export const enrollmentSeries = async (db: Db, ctx: RequestContext, schoolId: number, period: StatsPeriod) => {
  const { date } = await schoolClock(db, schoolId);
  const buckets = periodBuckets(date, period);
  const list = scoped(db, ctx).of(students);
  const table = list.table;
  const key = barKey(table.enrollmentDate, buckets);
  const counts = await db
    .select({ key, count: sql<number>`count(*)::int` })
    .from(table)
    .where(list.condition({}, and(gte(table.enrollmentDate, buckets.from), lte(table.enrollmentDate, buckets.to))))
    .groupBy(key);
  const found = new Map(counts.map((row) => [row.key, row.count]));
  return { stats: buckets.keys.map((bar) => ({ date: bar, count: found.get(bar) ?? 0 })) };
};
