import { addMoney, studentPayments, sumMoney } from '@kampus/contract';
import { and, gte, lte } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

export interface CashRow {
  day: string;
  bankId: number | null;
  total: string;
  count: number;
}

/**
 * The active season's collections by day and bank account (refunds count negative), summed
 * exactly in the server's money type: the report's total is the sum of the payments.
 */
export const cashReport = async (
  db: Db,
  ctx: RequestContext,
  range: { from?: string; to?: string },
): Promise<{ rows: CashRow[]; total: string }> => {
  const payments = scoped(db, ctx).of(studentPayments);
  const bounds = [
    ...(range.from ? [gte(payments.table.paymentDate, range.from)] : []),
    ...(range.to ? [lte(payments.table.paymentDate, range.to)] : []),
  ];
  const rows = await payments.list({}, { order: { paymentDate: 'asc' }, also: and(...bounds) });
  const groups = new Map<string, CashRow>();
  for (const row of rows) {
    const key = `${row.paymentDate}|${row.bankId ?? ''}`;
    const group = groups.get(key) ?? { day: row.paymentDate, bankId: row.bankId, total: '0.00', count: 0 };
    groups.set(key, { ...group, total: addMoney(group.total, row.paymentAmount), count: group.count + 1 });
  }
  return { rows: [...groups.values()], total: sumMoney(rows.map((row) => row.paymentAmount)) };
};
