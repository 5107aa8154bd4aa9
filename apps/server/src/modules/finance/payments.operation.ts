import {
  addMoney,
  compareMoney,
  installments,
  negateMoney,
  paymentReports,
  receipts,
  studentPayments,
  subtractMoney,
  sumMoney,
  type RowOf,
} from '@kampus/contract';
import { eq, max } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import type { HookData } from '../../core/hooks.ts';
import { scoped, system } from '../../core/repository.ts';
import { violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { studentBalance } from './balance.operation.ts';
import { limitViolation, monthFlags, required, schoolToday } from './ledger.ts';

type PaymentData = HookData<typeof studentPayments>;
type Payment = RowOf<typeof studentPayments>;
type Installment = RowOf<typeof installments>;

/** The installment ids a payment names: whole positive numbers, each once; else 422 on `installments`. */
const installmentIdsOf = (value: unknown): number[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw violation('installments', 'validation.invalid');
  const ids = value.map((item) => (typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item));
  ids.forEach((id, index) => {
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) {
      throw violation(`installments[${index}]`, 'validation.invalid_reference');
    }
    if (ids.indexOf(id) !== index) throw violation(`installments[${index}]`, 'validation.not_unique');
  });
  return ids as number[];
};

/** What an installment still waits for: its amount less what is paid on it. */
export const openOf = (row: Installment): string => subtractMoney(row.amount, row.paidAmount ?? '0.00');

/**
 * Checks a payment before it is written, under the school's ledger lock (taken by the write
 * path, core/ledger-lock.ts): every installment named is one of the student's unpaid ones, the
 * amount is never above what they still wait for when it names some (less pays them in date
 * order, the last one part), never above what the student still owes, and when it names none
 * never above what no installment waits for (`remaining`). Fills in who took it.
 */
export const preparePayment = async (tx: Db, ctx: RequestContext, data: PaymentData): Promise<PaymentData> => {
  const studentId = required(data.studentId, 'studentId');
  const paymentAmount = required(data.paymentAmount, 'paymentAmount');
  const ids = installmentIdsOf(data.installments);
  const unpaid = await scoped(tx, ctx).of(installments).list({ studentId, isDonePayment: false });
  const byId = new Map(unpaid.map((row) => [row.id, row]));
  ids.forEach((id, index) => {
    if (!byId.has(id)) throw violation(`installments[${index}]`, 'validation.not_student_installment');
  });
  const balance = await studentBalance(tx, ctx, studentId);
  if (compareMoney(paymentAmount, balance.due) > 0) {
    throw limitViolation('paymentAmount', 'over_unpaid', balance.due);
  }
  if (ids.length > 0) {
    const open = sumMoney(ids.map((id) => openOf(byId.get(id) as Installment)));
    if (compareMoney(paymentAmount, open) > 0) throw limitViolation('paymentAmount', 'installments_total', open);
  } else if (compareMoney(paymentAmount, balance.remaining) > 0) {
    // Paid beside the plan, the rest could not cover the installments (due = unpaid would break):
    // what the installments wait for is paid only by naming them.
    throw limitViolation('installments', 'installments_required', balance.remaining);
  }
  const caller = ctx.caller;
  return {
    ...data,
    installments: ids,
    installmentId: ids[0] ?? 0,
    // A payment of installments is a down payment when it pays the plan's down payment; the
    // client's flag stands only for a payment that names no installment.
    isDownPayment:
      ids.length > 0 ? ids.some((id) => byId.get(id)?.isDownPayment === true) : data.isDownPayment === true,
    isRefund: false,
    userId: caller?.id ?? null,
    committer: caller ? `${caller.name} ${caller.lastName}`.trim() : null,
  };
};

/** Numbers handed out by a transaction not yet inserted (a `/bulk` numbers every item before inserting any). */
const handedOut = new WeakMap<Db, Map<number, number>>();

/**
 * The school's next receipt number: its highest plus one, or `schoolId * 100000 + 1` for its
 * first. Read over every season of the school; the caller holds the school's ledger lock, so
 * the numbers of a school are unique and consecutive however many cashiers pay at once.
 */
export const nextReceiptNumber = async (tx: Db, schoolId: number): Promise<number> => {
  // Read past the lists' visibility: a voided receipt keeps its number, never handed out again.
  const table = system(tx).of(receipts).table;
  const [last] = await tx
    .select({ number: max(table.receiptNumber) })
    .from(table)
    .where(eq(table.school, schoolId));
  const numbers = handedOut.get(tx) ?? new Map<number, number>();
  handedOut.set(tx, numbers);
  const highest = Math.max(last?.number ?? 0, numbers.get(schoolId) ?? 0);
  const next = highest > 0 ? highest + 1 : schoolId * 100000 + 1;
  numbers.set(schoolId, next);
  return next;
};

/**
 * Adds `delta` (negative: gives back) to what is paid on an installment; it is done when all of
 * it is paid. Never below zero nor above its amount (422 on `field`).
 */
export const applyToInstallment = async (
  tx: Db,
  ctx: RequestContext,
  id: number,
  delta: string,
  field: string,
): Promise<Installment> => {
  const rows = scoped(tx, ctx).of(installments);
  const row = await rows.get(id);
  const paidAmount = addMoney(row.paidAmount ?? '0.00', delta);
  if (compareMoney(paidAmount, 0) < 0 || compareMoney(paidAmount, row.amount) > 0) {
    throw violation(field, 'validation.installment_paid');
  }
  await rows.updateWhere({ id }, { paidAmount, isDonePayment: compareMoney(paidAmount, row.amount) === 0 });
  return row;
};

/**
 * After the payment row is written: its amount goes to the installments it names in date order,
 * each paid in full while the amount lasts, the last one maybe in part (refused when one was
 * paid meanwhile, as by an earlier item of the same batch). Each installment touched gets a
 * payment report of what was applied (the allocation line). The payment gets ONE receipt of its
 * whole amount (issue 27: a family paying three installments at the desk takes one slip, whose
 * lines are the payment's reports); payments taken before kept one receipt per installment.
 */
export const settlePayment = async (tx: Db, ctx: RequestContext, payment: Payment): Promise<void> => {
  const repo = scoped(tx, ctx);
  const ids = installmentIdsOf(payment.installments);
  const today = await schoolToday(tx, payment.schoolId);
  const common = { season: payment.season, studentId: payment.studentId, courseId: payment.courseId };
  const named = await repo.of(installments).list({ id: ids }, { order: { installmentDate: 'asc' } });
  let left: string = payment.paymentAmount;
  for (const installment of named) {
    const index = ids.indexOf(installment.id);
    const open = openOf(installment);
    if (installment.isDonePayment || compareMoney(open, 0) <= 0) {
      throw violation(`installments[${index}]`, 'validation.installment_paid');
    }
    if (compareMoney(left, 0) <= 0) break;
    const applied = compareMoney(left, open) < 0 ? left : open;
    await applyToInstallment(tx, ctx, installment.id, applied, `installments[${index}]`);
    await repo.of(paymentReports).insert({
      ...common,
      schoolId: payment.schoolId,
      paymentId: payment.id,
      installmentId: installment.id,
      installmentDate: installment.installmentDate,
      amount: applied,
      ...monthFlags(installment.installmentDate, today),
    });
    left = subtractMoney(left, applied);
  }
  if (ids.length > 0 && compareMoney(left, 0) > 0) {
    throw limitViolation('paymentAmount', 'installments_total', subtractMoney(payment.paymentAmount, left));
  }
  // Numbered by the receipts hook (payments.hooks.ts), as a receipt written on its own is.
  await repo.of(receipts).insert({
    ...common,
    school: payment.schoolId,
    receiptDate: payment.paymentDate,
    receiptAmount: payment.paymentAmount,
    paymentId: payment.id,
  });
};

const voided = (ctx: RequestContext): { voidedAt: string; voidedBy: number | null } => ({
  voidedAt: new Date().toISOString(),
  voidedBy: ctx.caller?.id ?? null,
});

/** Gives back to the installments what a payment's (or a refund's) reports applied, and voids those reports. */
const reverseReports = async (tx: Db, ctx: RequestContext, payment: Payment): Promise<void> => {
  const reports = scoped(tx, ctx).of(paymentReports);
  for (const report of await reports.list({ paymentId: payment.id })) {
    if (report.installmentId) {
      await applyToInstallment(tx, ctx, report.installmentId, negateMoney(report.amount ?? '0.00'), 'id');
    }
  }
  await reports.updateWhere({ paymentId: payment.id }, voided(ctx));
};

/**
 * A payment's DELETE voids it (the write path marks the row itself, core/ledger-lock.ts): its
 * refunds are voided first, then what it paid goes back to its installments, and its reports
 * and receipts are voided, each audited, so the history still adds up and nothing is destroyed.
 * A refund voided gives back what it reopened (refused when that was paid again meanwhile).
 */
export const voidPayment = async (tx: Db, ctx: RequestContext, payment: Payment): Promise<void> => {
  const repo = scoped(tx, ctx);
  if (!payment.isRefund) {
    for (const refund of await repo.of(studentPayments).list({ refundOf: payment.id })) {
      await reverseReports(tx, ctx, refund);
      await repo.of(studentPayments).updateWhere({ id: refund.id }, voided(ctx));
    }
  }
  await reverseReports(tx, ctx, payment);
  await repo.of(receipts).updateWhere({ paymentId: payment.id }, voided(ctx));
};

/**
 * After a `/bulk` of payments (items checked one by one saw the same balance): no student may
 * end up paying more than they owed, nor, by payments naming no installment, leave less due than
 * their installments wait for.
 */
export const checkBatchBalances = async (tx: Db, ctx: RequestContext, rows: readonly Payment[]): Promise<void> => {
  for (const studentId of new Set(rows.map((row) => row.studentId))) {
    const balance = await studentBalance(tx, ctx, studentId);
    const index = rows.findIndex((row) => row.studentId === studentId);
    if (compareMoney(balance.due, 0) < 0) {
      throw limitViolation(
        `items[${index}].paymentAmount`,
        'over_unpaid',
        addMoney(balance.due, rows[index]?.paymentAmount ?? 0),
      );
    }
    const beside = rows.findIndex(
      (row) => row.studentId === studentId && installmentIdsOf(row.installments).length === 0,
    );
    if (beside >= 0 && compareMoney(balance.due, balance.unpaidInstallments) < 0) {
      const room = subtractMoney(balance.due, balance.unpaidInstallments);
      throw limitViolation(
        `items[${beside}].installments`,
        'installments_required',
        atLeastZero(addMoney(room, rows[beside]?.paymentAmount ?? 0)),
      );
    }
  }
};

const atLeastZero = (amount: string): string => (compareMoney(amount, 0) < 0 ? '0.00' : amount);

/** What of a payment is still refundable: its amount less the refunds already made of it. */
export const refundable = async (tx: Db, ctx: RequestContext, payment: Payment): Promise<string> => {
  const refunds = await scoped(tx, ctx).of(studentPayments).list({ refundOf: payment.id });
  return addMoney(payment.paymentAmount, sumMoney(refunds.map((row) => row.paymentAmount)));
};
