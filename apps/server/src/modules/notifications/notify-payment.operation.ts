import {
  guardians,
  notifications,
  receipts,
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
import { announceNotification } from '../mail/mail-push.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { DELIVER_NOTIFICATION } from './deliver-notification.job.ts';

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
 * job's commit) and the delivery job for the channels they chose, as for an absence. The job's
 * writes commit with it, so a retry never notifies twice.
 */
const notifyPayment = async (tx: Db, receipt: PaymentReceipt): Promise<void> => {
  const store = system(tx);
  const student = await store.of(students).first({ id: receipt.studentId });
  if (!student) return;
  const family = (await store.of(guardians).list({ studentId: student.id })).filter((guardian) => guardian.user);
  if (family.length === 0) return;
  const clock = await schoolClock(tx, student.school);
  const name = `${student.name} ${student.lastName}`;
  const values = { student: name, amount: receipt.amount, date: receipt.date, receipt: receipt.receiptNumbers };
  for (const user of new Set(family.map((guardian) => guardian.user as number))) {
    const notification = await store.of(notifications).insert({
      user,
      kind: 'payment',
      title: translate(receipt.language, 'notifications.payment_subject', values),
      body: translate(receipt.language, 'notifications.payment_body', values),
      link: '/account/student',
      isRead: false,
      notifiedAt: `${clock.date} ${clock.time}`,
    });
    await announceNotification(tx, notification.user, notification.id);
    await enqueue(tx, DELIVER_NOTIFICATION, {
      notificationId: notification.id,
      studentId: student.id,
      language: receipt.language,
    });
  }
};

export const notifyPaymentJob = defineJob({
  task: NOTIFY_PAYMENT,
  run: async (tx, job) => {
    const receipt = receiptOf(job.payload);
    if (receipt) await notifyPayment(tx, receipt);
  },
});
