import {
  compareMoney,
  installments,
  negateMoney,
  paymentReports,
  studentPayments,
  subtractMoney,
  sumMoney,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import { violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { limitViolation, lockSchoolLedger, monthFlags, schoolToday } from './ledger.ts';
import { applyToInstallment, refundable } from './payments.operation.ts';

type Payment = RowOf<typeof studentPayments>;

/**
 * What a refund gives back reopens the installments the payment paid, latest first: each one's
 * paid amount is lowered (and it is unpaid again) by a negative report of the refund, so the
 * student's due is again what is left to collect. What the payment and its refunds still hold on
 * an installment is the sum of their reports on it.
 */
const reopen = async (tx: Db, ctx: RequestContext, payment: Payment, refund: Payment, amount: string) => {
  const repo = scoped(tx, ctx);
  const refunds = await repo.of(studentPayments).list({ refundOf: payment.id });
  const reports = await repo.of(paymentReports).list({ paymentId: [payment.id, ...refunds.map((row) => row.id)] });
  const held = new Map<number, string[]>();
  for (const report of reports) {
    if (report.installmentId)
      held.set(report.installmentId, [...(held.get(report.installmentId) ?? []), report.amount ?? '0.00']);
  }
  const touched = await repo
    .of(installments)
    .list({ id: [...held.keys()] }, { order: { installmentDate: 'desc', installmentNo: 'desc' } });
  const today = await schoolToday(tx, payment.schoolId);
  let left = amount;
  for (const installment of touched) {
    if (compareMoney(left, 0) <= 0) return;
    const holding = sumMoney(held.get(installment.id) ?? []);
    if (compareMoney(holding, 0) <= 0) continue;
    const back = compareMoney(left, holding) < 0 ? left : holding;
    await applyToInstallment(tx, ctx, installment.id, negateMoney(back), 'amount');
    await repo.of(paymentReports).insert({
      schoolId: payment.schoolId,
      season: refund.season,
      studentId: payment.studentId,
      courseId: payment.courseId,
      paymentId: refund.id,
      installmentId: installment.id,
      installmentDate: installment.installmentDate,
      amount: negateMoney(back),
      ...monthFlags(installment.installmentDate, today),
    });
    left = subtractMoney(left, back);
  }
};

/**
 * Refunds part or all of a payment (spec section 4): a payment of the negated amount with no
 * bank and installment 0, never more than what of the payment is not refunded yet. The payment
 * is read again once the ledger lock is held, so a void or refund that won the lock is seen.
 */
export const refundPayment = async (
  tx: Db,
  ctx: RequestContext,
  paymentId: number,
  amount: string,
  description?: string,
): Promise<Payment> => {
  const payments = scoped(tx, ctx).of(studentPayments);
  await lockSchoolLedger(tx, (await payments.get(paymentId)).schoolId);
  const payment = await payments.get(paymentId);
  if (payment.isRefund) throw violation('amount', 'validation.refund_of_refund');
  const left = await refundable(tx, ctx, payment);
  if (compareMoney(amount, left) > 0) throw limitViolation('amount', 'over_refund', left);
  const caller = ctx.caller;
  const refund = await payments.insert({
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
  await reopen(tx, ctx, payment, refund, amount);
  return refund;
};
