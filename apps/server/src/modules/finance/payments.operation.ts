import {
  addMoney,
  compareMoney,
  installments,
  paymentReports,
  receipts,
  studentPayments,
  sumMoney,
  type RowOf,
} from '@kampus/contract';
import { isNotNull } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import type { HookData } from '../../core/hooks.ts';
import { scoped, system } from '../../core/repository.ts';
import { violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { studentBalance } from './balance.operation.ts';
import { limitViolation, lockSchoolLedger, monthFlags, required, schoolToday } from './ledger.ts';

type PaymentData = HookData<typeof studentPayments>;
type Payment = RowOf<typeof studentPayments>;

/** The installment ids a payment names: whole positive numbers, each once; else 422 on `installments`. */
export const installmentIdsOf = (value: unknown): number[] => {
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

/**
 * Checks a payment before it is written, under the school's ledger lock: every installment named
 * is one of the student's unpaid ones, the amount equals their total when it names some, and
 * never exceeds what the student still owes. Fills in who took it.
 */
export const preparePayment = async (tx: Db, ctx: RequestContext, data: PaymentData): Promise<PaymentData> => {
  await lockSchoolLedger(tx, required(data.schoolId, 'schoolId'));
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
    const covered = sumMoney(ids.map((id) => byId.get(id)?.amount ?? '0.00'));
    if (compareMoney(paymentAmount, covered) !== 0) {
      throw limitViolation('paymentAmount', 'installments_total', covered);
    }
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
  const stored = system(tx).of(receipts);
  const last = await stored.first(
    { school: schoolId },
    { order: { receiptNumber: 'desc' }, also: isNotNull(stored.table.receiptNumber) },
  );
  const numbers = handedOut.get(tx) ?? new Map<number, number>();
  handedOut.set(tx, numbers);
  const highest = Math.max(last?.receiptNumber ?? 0, numbers.get(schoolId) ?? 0);
  const next = highest > 0 ? highest + 1 : schoolId * 100000 + 1;
  numbers.set(schoolId, next);
  return next;
};

/**
 * After the payment row is written: each installment it pays is marked paid (refused when it was
 * paid meanwhile, as by an earlier item of the same batch), with its payment report and receipt;
 * a payment of no installment gets one receipt of its whole amount.
 */
export const settlePayment = async (tx: Db, ctx: RequestContext, payment: Payment): Promise<void> => {
  const repo = scoped(tx, ctx);
  const ids = installmentIdsOf(payment.installments);
  const today = await schoolToday(tx, payment.schoolId);
  const common = { season: payment.season, studentId: payment.studentId, courseId: payment.courseId };
  // Numbered by the receipts hook (payments.hooks.ts), as a receipt written on its own is.
  const writeReceipt = async (amount: string): Promise<void> => {
    await repo.of(receipts).insert({
      ...common,
      school: payment.schoolId,
      receiptDate: payment.paymentDate,
      receiptAmount: amount,
      paymentId: payment.id,
    });
  };
  for (const [index, id] of ids.entries()) {
    const installment = await repo.of(installments).get(id);
    const marked = await repo.of(installments).updateWhere({ id, isDonePayment: false }, { isDonePayment: true });
    if (marked === 0) throw violation(`installments[${index}]`, 'validation.installment_paid');
    await repo.of(paymentReports).insert({
      ...common,
      schoolId: payment.schoolId,
      paymentId: payment.id,
      installmentId: id,
      installmentDate: installment.installmentDate,
      amount: installment.amount,
      ...monthFlags(installment.installmentDate, today),
    });
    await writeReceipt(installment.amount);
  }
  if (ids.length === 0) await writeReceipt(payment.paymentAmount);
};

/**
 * Before a payment goes: a payment's installments are unpaid again and its receipts, reports
 * and refunds go with it (each audited), so the ledger still adds up. A refund simply goes.
 */
export const undoPayment = async (tx: Db, ctx: RequestContext, payment: Payment): Promise<void> => {
  await lockSchoolLedger(tx, payment.schoolId);
  if (payment.isRefund) return;
  const repo = scoped(tx, ctx);
  const ids = installmentIdsOf(payment.installments);
  if (ids.length > 0) await repo.of(installments).updateWhere({ id: ids }, { isDonePayment: false });
  await repo.of(receipts).removeWhere({ paymentId: payment.id });
  await repo.of(paymentReports).removeWhere({ paymentId: payment.id });
  await repo.of(studentPayments).removeWhere({ refundOf: payment.id });
};

/** After a `/bulk` of payments: no student may end up paying more than they owed (items checked one by one saw the same balance). */
export const checkBatchBalances = async (tx: Db, ctx: RequestContext, rows: readonly Payment[]): Promise<void> => {
  for (const studentId of new Set(rows.map((row) => row.studentId))) {
    const balance = await studentBalance(tx, ctx, studentId);
    if (compareMoney(balance.due, 0) < 0) {
      const index = rows.findIndex((row) => row.studentId === studentId);
      throw limitViolation(
        `items[${index}].paymentAmount`,
        'over_unpaid',
        addMoney(balance.due, rows[index]?.paymentAmount ?? 0),
      );
    }
  }
};

/** What of a payment is still refundable: its amount less the refunds already made of it. */
export const refundable = async (tx: Db, ctx: RequestContext, payment: Payment): Promise<string> => {
  const refunds = await scoped(tx, ctx).of(studentPayments).list({ refundOf: payment.id });
  return addMoney(payment.paymentAmount, sumMoney(refunds.map((row) => row.paymentAmount)));
};
