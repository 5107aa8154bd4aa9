import {
  countries,
  displayMoney,
  languageLocales,
  readableDate,
  receipts,
  schoolCurrency,
  schools,
  studentPayments,
  students,
  translate,
  type Language,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { enqueue } from '../../jobs/queue.ts';
import { defineJob } from '../../jobs/registry.ts';
import { familyLanguage, guardianAccounts, notifyUsers } from './notify-users.operation.ts';

const NOTIFY_PAYMENT = 'notifications.payment-receipt';

/** What the receipt notification says, fixed when the payment is taken (the payment may be corrected later). */
interface PaymentReceipt {
  studentId: number;
  amount: string;
  date: string;
  receiptNumbers: string;
  language: Language;
}

/**
 * A payment taken: its receipt is announced to the student's guardians. Only a job is queued in
 * the payment's transaction (one row, nothing that can refuse), so the payment never waits for or
 * fails by the notification, and the guardians hear of it only once it has committed.
 */
export const queuePaymentNotification = async (
  tx: Db,
  ctx: RequestContext,
  payment: RowOf<typeof studentPayments>,
): Promise<void> => {
  if (payment.isRefund) return;
  const numbers = (await scoped(tx, ctx).of(receipts).list({ paymentId: payment.id }))
    .map((receipt) => receipt.receiptNumber)
    .filter((number): number is number => number !== null);
  const receipt: PaymentReceipt = {
    studentId: payment.studentId,
    amount: payment.paymentAmount,
    date: payment.paymentDate,
    receiptNumbers: numbers.join(', '),
    language: ctx.language,
  };
  await enqueue(tx, NOTIFY_PAYMENT, { ...receipt });
};

const receiptOf = (payload: Record<string, unknown>): PaymentReceipt | null => {
  const { studentId, amount, date, receiptNumbers, language } = payload;
  if (typeof amount !== 'string' || typeof date !== 'string' || typeof receiptNumbers !== 'string') return null;
  if (typeof language !== 'string' || !Number.isInteger(studentId)) return null;
  return { studentId: Number(studentId), amount, date, receiptNumbers, language: language as Language };
};

/**
 * Each guardian with an account gets the in-app notification (pushed on their stream at this
 * job's commit) and the delivery job for the channels they chose, as for an absence, in their own
 * language with the amount and the day as they write them ("5.000,00 ₺", "1 Şub 2026"); the
 * cashier's language only for a guardian who never used Kampus and a school with no language of
 * its own. The job's writes commit with it, so a retry never notifies twice.
 */
const notifyPayment = async (tx: Db, receipt: PaymentReceipt): Promise<void> => {
  const store = system(tx);
  const student = await store.of(students).first({ id: receipt.studentId });
  if (!student) return;
  const family = await guardianAccounts(tx, student.id);
  if (family.length === 0) return;
  const school = await store.of(schools).first({ id: student.school });
  const country = school?.countryCode ? await store.of(countries).first({ code: school.countryCode }) : undefined;
  const currency = schoolCurrency(school ?? {}, country ? [country] : []);
  await notifyUsers(tx, {
    users: family,
    school: student.school,
    student: student.id,
    kind: 'payment',
    render: (reader: Language) => {
      const values = {
        student: `${student.name} ${student.lastName}`,
        amount: displayMoney(receipt.amount, currency, languageLocales[reader]),
        date: readableDate(reader, receipt.date),
        receipt: receipt.receiptNumbers,
      };
      return {
        title: translate(reader, 'notifications.payment_subject', values),
        body: translate(reader, 'notifications.payment_body', values),
      };
    },
    link: '/account/student',
    language: await familyLanguage(tx, student.school, receipt.language),
  });
};

export const notifyPaymentJob = defineJob({
  task: NOTIFY_PAYMENT,
  run: async (tx, job) => {
    const receipt = receiptOf(job.payload);
    if (receipt) await notifyPayment(tx, receipt);
  },
});
