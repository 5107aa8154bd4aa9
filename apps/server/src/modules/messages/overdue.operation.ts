import { installments, sumMoney, type Money } from '@kampus/contract';
import { lt } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolToday } from '../finance/ledger.ts';

/**
 * What each student owes of installments already due (unpaid, dated before the school's today),
 * in the caller's reach and season, summed exactly. Students who owe nothing overdue are absent.
 */
export const overdueAmounts = async (
  db: Db,
  ctx: RequestContext,
  where: { school: number } | { studentId: number[] },
  schoolId: number,
): Promise<Map<number, Money>> => {
  const repo = scoped(db, ctx).of(installments);
  const today = await schoolToday(db, schoolId);
  const rows = await repo.list({ ...where, isDonePayment: false }, { also: lt(repo.table.installmentDate, today) });
  const owed = new Map<number, string[]>();
  for (const row of rows) owed.set(row.studentId, [...(owed.get(row.studentId) ?? []), row.amount]);
  return new Map([...owed].map(([studentId, amounts]) => [studentId, sumMoney(amounts)] as const));
};
