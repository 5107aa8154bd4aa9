import { compareMoney, negateMoney, studentPayments, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import { violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { limitViolation, lockSchoolLedger, schoolToday } from './ledger.ts';
import { refundable } from './payments.operation.ts';

/**
 * Refunds part or all of a payment (spec section 4): a payment of the negated amount with no
 * bank and installment 0, never more than what of the payment is not refunded yet.
 */
export const refundPayment = async (
  tx: Db,
  ctx: RequestContext,
  paymentId: number,
  amount: string,
  description?: string,
): Promise<RowOf<typeof studentPayments>> => {
  const payments = scoped(tx, ctx).of(studentPayments);
  const payment = await payments.get(paymentId);
  await lockSchoolLedger(tx, payment.schoolId);
  if (payment.isRefund) throw violation('amount', 'validation.refund_of_refund');
  const left = await refundable(tx, ctx, payment);
  if (compareMoney(amount, left) > 0) throw limitViolation('amount', 'over_refund', left);
  const caller = ctx.caller;
  return payments.insert({
    schoolId: payment.schoolId,
    season: payment.season,
    studentId: payment.studentId,
    courseId: payment.courseId,
    paymentAmount: negateMoney(amount),
    paymentDate: await schoolToday(tx, payment.schoolId),
    paymentType: payment.paymentType,
    description: description ?? null,
    bankId: null,
    installmentId: 0,
    installments: [],
    isRefund: true,
    refundOf: payment.id,
    userId: caller?.id ?? null,
    committer: caller ? `${caller.name} ${caller.lastName}`.trim() : null,
  });
};
