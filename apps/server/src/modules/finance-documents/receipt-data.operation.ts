import {
  addMoney,
  bankAccounts,
  compareMoney,
  guardians,
  installments,
  paymentReports,
  receipts,
  studentPayments,
  sumMoney,
  translate,
  type Language,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { studentBalance } from '../finance/balance.operation.ts';
import { studentParties } from './document-parties.operation.ts';
import type { ReceiptInput } from './receipt-pdf.ts';

type Receipt = RowOf<typeof receipts>;
type Payment = RowOf<typeof studentPayments>;

/**
 * The lines of a receipt in people's words: one per installment its payment paid (number, due
 * date, amount applied), read from the payment's allocation lines. A receipt of a payment taken
 * before issue 27 (one receipt per installment) or of a payment beside the plan prints one line.
 */
const receiptLines = async (
  db: Db,
  ctx: RequestContext,
  receipt: Receipt,
  payment: Payment,
  language: Language,
): Promise<ReceiptInput['lines']> => {
  const repo = scoped(db, ctx);
  const reports = (await repo.of(paymentReports).list({ paymentId: payment.id })).filter((row) => row.installmentId);
  const whole = compareMoney(receipt.receiptAmount, payment.paymentAmount) === 0;
  const allocated = sumMoney(reports.map((row) => row.amount ?? '0.00'));
  if (!whole || reports.length === 0 || compareMoney(allocated, receipt.receiptAmount) !== 0) {
    const text = translate(language, 'cashier.beside_plan_line');
    return [{ description: reports.length === 0 ? text : lineOf(language, reports[0]), amount: receipt.receiptAmount }];
  }
  const plan = await repo.of(installments).list({ id: reports.map((row) => row.installmentId ?? 0) });
  const byId = new Map(plan.map((row) => [row.id, row]));
  return reports.map((report) => ({
    description: lineOf(language, report, byId.get(report.installmentId ?? 0)),
    amount: report.amount ?? '0.00',
  }));
};

const lineOf = (
  language: Language,
  report: RowOf<typeof paymentReports> | undefined,
  installment?: RowOf<typeof installments>,
): string => {
  const date = installment?.installmentDate ?? report?.installmentDate ?? '';
  return installment?.isDownPayment
    ? translate(language, 'cashier.down_payment_line', { date })
    : translate(language, 'cashier.installment_line', { number: String(installment?.installmentNo ?? ''), date });
};

/**
 * What is still due after the payment: the balance now plus what later payments (and refunds,
 * negative) took, so a receipt printed again next month still reads as it did on the day.
 */
const dueAfter = async (db: Db, ctx: RequestContext, payment: Payment): Promise<string> => {
  const balance = await studentBalance(db, ctx, payment.studentId);
  const later = (await scoped(db, ctx).of(studentPayments).list({ studentId: payment.studentId })).filter(
    (row) => row.id > payment.id,
  );
  return addMoney(balance.due, sumMoney(later.map((row) => row.paymentAmount)));
};

/** Everything a receipt prints, read through the caller's reach (a family: only their own child's). */
export const receiptInput = async (
  db: Db,
  ctx: RequestContext,
  receipt: Receipt,
  language: Language,
): Promise<ReceiptInput> => {
  const repo = scoped(db, ctx);
  const payment = await repo.of(studentPayments).get(receipt.paymentId);
  const { student, school } = await studentParties(db, ctx, receipt.studentId);
  const family = await repo.of(guardians).list({ studentId: student.id }, { order: { isPrimary: 'desc', id: 'asc' } });
  const fullName = `${student.name} ${student.lastName}`;
  const payer = family[0] ? `${family[0].name} ${family[0].lastName}` : fullName;
  // A family may not read the school's bank accounts: the account is named only to whom may.
  const bank = payment.bankId
    ? await repo
        .of(bankAccounts)
        .first({ id: payment.bankId })
        .catch(() => undefined)
    : undefined;
  return {
    number: receipt.receiptNumber ?? receipt.id,
    date: receipt.receiptDate,
    school,
    student: { name: fullName, studentNumber: student.studentNumber },
    payer,
    description: payment.description?.trim() || translate(language, 'cashier.description', { student: fullName }),
    method: translate(language, `cashier.methods.${payment.paymentType ?? 'other'}`),
    bankAccount: bank ? [bank.accountName, bank.iban].filter(Boolean).join(' · ') : null,
    lines: await receiptLines(db, ctx, receipt, payment, language),
    total: receipt.receiptAmount,
    remaining: await dueAfter(db, ctx, payment),
    currency: school.currency,
  };
};
