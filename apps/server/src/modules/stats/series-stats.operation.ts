import { addMoney, studentPayments, students, type StatsPeriod } from '@kampus/contract';
import { and, gte, lte } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { periodBuckets } from './stats-periods.ts';

/** Collections per bar of the period (refunds count negative), summed exactly. */
export const dailyCashSeries = async (db: Db, ctx: RequestContext, schoolId: number, period: StatsPeriod) => {
  const { date } = await schoolClock(db, schoolId);
  const buckets = periodBuckets(date, period);
  const payments = scoped(db, ctx).of(studentPayments);
  const rows = await payments.list(
    {},
    { also: and(gte(payments.table.paymentDate, buckets.from), lte(payments.table.paymentDate, buckets.to)) },
  );
  const bars = new Map(buckets.keys.map((key) => [key, { date: key, amount: '0.00', count: 0 }]));
  for (const row of rows) {
    const bar = bars.get(buckets.keyOf(row.paymentDate));
    if (bar) bars.set(bar.date, { ...bar, amount: addMoney(bar.amount, row.paymentAmount), count: bar.count + 1 });
  }
  return { dailyCash: [...bars.values()] };
};

/** Students enrolled per bar of the period (their enrolment date), active or not. */
export const enrollmentSeries = async (db: Db, ctx: RequestContext, schoolId: number, period: StatsPeriod) => {
  const { date } = await schoolClock(db, schoolId);
  const buckets = periodBuckets(date, period);
  const list = scoped(db, ctx).of(students);
  const rows = await list.list(
    {},
    { also: and(gte(list.table.enrollmentDate, buckets.from), lte(list.table.enrollmentDate, buckets.to)) },
  );
  const counts = new Map(buckets.keys.map((key) => [key, 0]));
  for (const row of rows) {
    if (!row.enrollmentDate) continue;
    const key = buckets.keyOf(row.enrollmentDate);
    const current = counts.get(key);
    if (current !== undefined) counts.set(key, current + 1);
  }
  return { stats: [...counts].map(([key, count]) => ({ date: key, count })) };
};
