import { studentPayments, sumMoney } from '@kampus/contract';
import { and, asc, gte, lte, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

export interface CashRow {
  /** Only when asked `bySchool` (the reports hub's School column). */
  schoolId?: number;
  day: string;
  bankId: number | null;
  total: string;
  count: number;
}

/** A sum the database computed (numeric as text, null over no rows) in the money type's form. */
export const moneyOf = (sum: string | null | undefined): string => sumMoney(sum ? [sum] : []);

/**
 * The active season's collections by day and bank account (refunds count negative), summed
 * exactly by the database (`numeric`): one row per day and account, whatever the number of
 * payments (and school, `bySchool`). Days in order, a day's accounts in the order of their first payment.
 */
export const cashReport = async (
  db: Db,
  ctx: RequestContext,
  range: { from?: string | undefined; to?: string | undefined },
  { bySchool = false }: { bySchool?: boolean } = {},
): Promise<{ rows: CashRow[]; total: string }> => {
  const payments = scoped(db, ctx).of(studentPayments);
  const table = payments.table;
  const bounds = and(
    ...(range.from ? [gte(table.paymentDate, range.from)] : []),
    ...(range.to ? [lte(table.paymentDate, range.to)] : []),
  );
  const groups = await db
    .select({
      ...(bySchool ? { schoolId: table.schoolId } : {}),
      day: table.paymentDate,
      bankId: table.bankId,
      total: sql<string>`sum(${table.paymentAmount})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(table)
    .where(payments.condition({}, bounds))
    .groupBy(table.paymentDate, table.bankId, ...(bySchool ? [table.schoolId] : []))
    .orderBy(asc(table.paymentDate), asc(sql`min(${table.id})`));
  const rows = groups.map((row) => ({ ...row, total: moneyOf(row.total) }));
  return { rows, total: sumMoney(rows.map((row) => row.total)) };
};
