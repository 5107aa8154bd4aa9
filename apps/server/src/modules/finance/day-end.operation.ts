import { studentPayments, sumMoney } from '@kampus/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { moneyOf } from './cash-report.operation.ts';

interface DayEndRow {
  userId: number | null;
  cashier: string;
  paymentType: string;
  /** Receipts written: one per payment (refunds carry none). */
  count: number;
  taken: string;
  /** What was given back, as a positive amount. */
  refunded: string;
  net: string;
}

export interface DayEnd {
  date: string;
  rows: DayEndRow[];
  taken: string;
  refunded: string;
  net: string;
  receipts: number;
}

/**
 * The school's day at the desk (issue 27): the live payments and refunds of `date` in the active
 * season, per cashier (who took it: `userId`, named by `committer`) and payment method, summed by
 * the database over `numeric` (one row per cashier and method, whatever the number of payments).
 * Voided payments are left out, as in every read. Cashiers in name order, methods in order.
 */
export const dayEndReport = async (db: Db, ctx: RequestContext, date: string): Promise<DayEnd> => {
  const payments = scoped(db, ctx).of(studentPayments);
  const table = payments.table;
  const refund = sql`coalesce(${table.isRefund}, false)`;
  const groups = await db
    .select({
      userId: table.userId,
      cashier: sql<string>`coalesce(max(${table.committer}), '')`,
      paymentType: sql<string>`coalesce(${table.paymentType}, 'other')`,
      count: sql<number>`(count(*) filter (where not ${refund}))::int`,
      taken: sql<string | null>`(sum(${table.paymentAmount}) filter (where not ${refund}))::text`,
      refunded: sql<string | null>`(-sum(${table.paymentAmount}) filter (where ${refund}))::text`,
      net: sql<string | null>`sum(${table.paymentAmount})::text`,
    })
    .from(table)
    .where(payments.condition({}, eq(table.paymentDate, date)))
    .groupBy(table.userId, sql`coalesce(${table.paymentType}, 'other')`)
    .orderBy(asc(sql`coalesce(max(${table.committer}), '')`), asc(sql`coalesce(${table.paymentType}, 'other')`));
  const rows = groups.map((row) => ({
    ...row,
    taken: moneyOf(row.taken),
    refunded: moneyOf(row.refunded),
    net: moneyOf(row.net),
  }));
  return {
    date,
    rows,
    taken: sumMoney(rows.map((row) => row.taken)),
    refunded: sumMoney(rows.map((row) => row.refunded)),
    net: sumMoney(rows.map((row) => row.net)),
    receipts: rows.reduce((total, row) => total + row.count, 0),
  };
};
