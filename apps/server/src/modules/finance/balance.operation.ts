import { installments, studentDiscounts, studentFees, studentPayments } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { netOwed, type Balance } from './net-owed.ts';

/**
 * A student's balance in the active season, read as the caller sees it (a parent: only their
 * child's rows). `except` leaves one installment out (the one being edited).
 */
export const studentBalance = async (
  db: Db,
  ctx: RequestContext,
  studentId: number,
  except?: number,
): Promise<Balance> => {
  const repo = scoped(db, ctx);
  // One after the other: inside a transaction they share one connection anyway.
  const fees = await repo.of(studentFees).list({ studentId });
  const discounts = await repo.of(studentDiscounts).list({ studentId });
  const payments = await repo.of(studentPayments).list({ studentId });
  const plan = await repo.of(installments).list({ studentId });
  return netOwed({
    fees: fees.map((fee) => fee.feeAmount),
    discounts: discounts.map((discount) => discount.discountAmount ?? '0.00'),
    payments: payments.map((payment) => payment.paymentAmount),
    installments: plan.filter((row) => row.id !== except),
  });
};
