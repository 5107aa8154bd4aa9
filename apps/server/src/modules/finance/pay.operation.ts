import {
  BANK_PAYMENT_TYPES,
  compareMoney,
  installments,
  paymentReports,
  receipts,
  studentPayments,
  subtractMoney,
  sumMoney,
  type Money,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { create } from '../../core/operations.ts';
import { unprocessable, violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { studentBalance } from './balance.operation.ts';
import { limitViolation, lockSchoolLedger } from './ledger.ts';
import { openOf } from './payments.operation.ts';

export interface PayInput {
  amount: Money;
  paymentDate: string;
  paymentType: string;
  bankId?: number | null | undefined;
  description?: string | undefined;
  installments?: number[] | undefined;
}

interface AllocationLine {
  installmentId: number;
  installmentNo: number;
  installmentDate: string;
  amount: string;
}

export interface PayAnswer {
  id: number;
  paymentAmount: string;
  receipt: { id: number; receiptNumber: number };
  lines: AllocationLine[];
  due: string;
}

/**
 * The installments an amount pays, oldest first: each unpaid one is taken while the amount is
 * not yet covered by those before it (so the last may be paid in part). Pure, for the tests.
 */
const oldestFirst = <T extends { id: number; open: string }>(rows: readonly T[], amount: string): number[] => {
  const ids: number[] = [];
  let left = amount;
  for (const row of rows) {
    if (compareMoney(left, 0) <= 0) break;
    if (compareMoney(row.open, 0) <= 0) continue;
    ids.push(row.id);
    left = subtractMoney(left, compareMoney(left, row.open) < 0 ? left : row.open);
  }
  return ids;
};

/**
 * Takes any amount from a student (issue 27): checked under the school's ledger lock against what
 * is owed (`amount` 422 above it), then allocated to the oldest unpaid installments and written by
 * the ordinary payment command with those installments named, so the payment hooks, the ledger
 * rules, the audit and the one receipt are the same as for a payment of ticked installments.
 * A student with no unpaid installment pays beside the plan (at most what no installment waits for).
 * Installments ticked by the cashier (`installments`) are paid instead of the oldest.
 */
export const payAnyAmount = async (
  tx: Db,
  ctx: RequestContext,
  student: { id: number; school: number },
  input: PayInput,
): Promise<PayAnswer> => {
  await lockSchoolLedger(tx, student.school);
  if (BANK_PAYMENT_TYPES.includes(input.paymentType) && !input.bankId) {
    throw violation('bankId', 'cashier.bank_account_required');
  }
  const repo = scoped(tx, ctx);
  const balance = await studentBalance(tx, ctx, student.id);
  if (compareMoney(input.amount, balance.due) > 0) throw limitViolation('amount', 'over_unpaid', balance.due);
  const unpaid = await repo
    .of(installments)
    .list({ studentId: student.id, isDonePayment: false }, { order: { installmentDate: 'asc', installmentNo: 'asc' } });
  const ticked = input.installments ?? [];
  ticked.forEach((id, index) => {
    if (!unpaid.some((row) => row.id === id))
      throw violation(`installments[${index}]`, 'validation.not_student_installment');
  });
  // Ticked installments are paid, in date order; else every unpaid one, oldest first.
  const open = unpaid
    .filter((row) => ticked.length === 0 || ticked.includes(row.id))
    .map((row) => ({ id: row.id, open: openOf(row) }));
  const waiting = sumMoney(open.map((row) => row.open));
  if (ticked.length > 0 && compareMoney(input.amount, waiting) > 0) {
    throw limitViolation('amount', 'installments_total', waiting);
  }
  if (unpaid.length > 0 && compareMoney(input.amount, waiting) > 0) {
    // A payment's lines add up to it when it names installments (the reconciliation's
    // `reports_match_installments_paid`): what the plan leaves out needs an installment first.
    throw unprocessable([
      {
        propertyPath: 'amount',
        message: 'cashier.over_installments',
        values: { limit: waiting },
        formats: { limit: 'amount' },
      },
    ]);
  }
  if (unpaid.length === 0 && compareMoney(input.amount, balance.remaining) > 0) {
    throw limitViolation('amount', 'over_unpaid', balance.remaining);
  }
  const payment = await create(tx, ctx, studentPayments, {
    studentId: student.id,
    paymentAmount: input.amount,
    paymentDate: input.paymentDate,
    paymentType: input.paymentType,
    bankId: input.bankId ?? null,
    ...(input.description?.trim() ? { description: input.description.trim() } : {}),
    installments: oldestFirst(open, input.amount),
  });
  const [receipt] = await repo.of(receipts).list({ paymentId: payment.id });
  const reports = await repo.of(paymentReports).list({ paymentId: payment.id });
  const numbers = new Map(unpaid.map((row) => [row.id, row.installmentNo ?? 0]));
  return {
    id: payment.id,
    paymentAmount: payment.paymentAmount,
    receipt: { id: receipt?.id ?? 0, receiptNumber: receipt?.receiptNumber ?? 0 },
    lines: reports
      .filter((report) => report.installmentId)
      .map((report) => ({
        installmentId: report.installmentId ?? 0,
        installmentNo: numbers.get(report.installmentId ?? 0) ?? 0,
        installmentDate: report.installmentDate ?? '',
        amount: report.amount ?? '0.00',
      })),
    due: (await studentBalance(tx, ctx, student.id)).due,
  };
};
