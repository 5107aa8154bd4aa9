import {
  access,
  boolean,
  date,
  dateTime,
  defineResource,
  enumOf,
  int,
  json,
  longText,
  money,
  ref,
  refId,
  staff,
  text,
} from '../../resource/index.ts';
import { financeReads } from './fees.resource.ts';

/** What a cashier takes at the desk: the cashier's form and command offer these. */
export const CASHIER_PAYMENT_TYPES = ['cash', 'creditCard', 'bankTransfer', 'check', 'other'] as const;
// `online`: what the school's payment gateway takes (docs/online-payments.md), written only by
// the gateway's notice, never typed by a cashier.
export const PAYMENT_TYPES = [...CASHIER_PAYMENT_TYPES, 'online'] as const;

/** Payment types that move money through a bank: the cashier names the school's account (issue 27). */
export const BANK_PAYMENT_TYPES: readonly string[] = ['creditCard', 'bankTransfer'];

/** What a cashier may still correct on a payment (spec: PATCH {bankId, description, paymentDate, paymentType, invoiceId}). */
export const PAYMENT_EDITABLE_FIELDS = ['paymentDate', 'paymentType', 'bankId', 'invoiceId', 'description'] as const;

/**
 * A payment (spec: student payment). `POST` is a command: with `installments: [ids]` it marks
 * each paid and writes its payment report and receipt in the same transaction. A refund is
 * `POST /{id}/refund` (negated amount, no bank, installment 0). Only bank, description, date,
 * type and invoice change afterwards; the rest is the ledger's.
 */
export const studentPayments = defineResource({
  name: 'student_payments',
  type: 'StudentPayment',
  scope: 'season',
  // The spec's payment carries when it was taken and last changed.
  timestamps: ['createdAt', 'updatedAt'],
  tenantField: 'schoolId',
  seasonField: 'season',
  bulk: true,
  commands: true,
  ledger: true,
  voidField: 'voidedAt',
  fields: {
    schoolId: refId('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    // History is never destroyed: a student with payments is refused (409), not emptied.
    studentId: refId('students', { required: true, sameSchool: true }),
    paymentAmount: money({ required: true, min: 0.01 }),
    paymentDate: date({ required: true }),
    description: longText({ maxLength: 1000 }),
    paymentType: enumOf(PAYMENT_TYPES, { default: 'cash' }),
    bankId: refId('bank_accounts', { sameSchool: true }),
    // The installments this payment pays (the spec's client sent them beside the payment).
    installments: json(),
    installmentId: int({ default: 0, min: 0, readOnly: true }),
    // setNull on purpose: the record outlives the account of who wrote it (shown as unknown author).
    userId: refId('users', { onDelete: 'setNull', readOnly: true }),
    isDownPayment: boolean({ default: false }),
    committer: text({ maxLength: 200, readOnly: true }),
    courseId: refId('courses', { sameSchool: true }),
    isRefund: boolean({ default: false, readOnly: true }),
    refundOf: int({ readOnly: true }),
    lastUpdater: text({ maxLength: 200, readOnly: true }),
    invoiceId: int({ min: 0 }),
    // Set by a DELETE, which voids: the row stays in the trail, hidden from lists and reads.
    voidedAt: dateTime({ readOnly: true }),
    voidedBy: ref('users', { onDelete: 'setNull', readOnly: true }),
  },
  ownVia: [{ field: 'studentId' }],
  filters: ['schoolId', 'studentId', 'paymentDate', 'isRefund', 'bankId', 'paymentType', 'season'],
  orderFields: ['paymentDate', 'paymentAmount'],
  defaultOrder: { paymentDate: 'desc' },
  list: ['studentId', 'paymentDate', 'paymentAmount', 'paymentType', 'bankId', 'isRefund', 'description'],
  // Its label field is the cashier's name; on a phone a payment is its amount and its date.
  cardTitle: ['paymentAmount', 'paymentDate'],
  access: { ...access(staff, staff), ...financeReads },
});

/**
 * A receipt, numbered by the server: the school's highest number plus one, or
 * `schoolId * 100000 + 1` for its first, under a lock of the school's row (never two alike).
 */
export const receipts = defineResource({
  name: 'receipts',
  type: 'Receipt',
  scope: 'season',
  seasonField: 'season',
  createStatus: 200,
  bulk: true,
  commands: true,
  ledger: true,
  voidField: 'voidedAt',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    receiptNumber: int({ readOnly: true, identifier: true }),
    // History is never destroyed: a student with payments is refused (409), not emptied.
    studentId: refId('students', { required: true, sameSchool: true }),
    receiptDate: date({ required: true }),
    receiptAmount: money({ required: true }),
    paymentId: refId('student_payments', { required: true, onDelete: 'cascade', sameSchool: true }),
    courseId: refId('courses', { sameSchool: true }),
    // Set by a DELETE, which voids: the row stays in the trail, hidden from lists and reads.
    voidedAt: dateTime({ readOnly: true }),
    voidedBy: ref('users', { onDelete: 'setNull', readOnly: true }),
  },
  uniques: [['school', 'receiptNumber']],
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'studentId', 'paymentId', 'receiptDate', 'season'],
  orderFields: ['receiptNumber', 'receiptDate'],
  defaultOrder: { receiptNumber: 'desc' },
  list: ['receiptNumber', 'studentId', 'receiptDate', 'receiptAmount'],
  labelField: 'receiptNumber',
  access: { ...access(staff, []), ...financeReads, create: staff },
});

/** A payment of one installment, by the installment's month against the payment's (school's time zone). */
export const paymentReports = defineResource({
  name: 'payment_reports',
  type: 'PaymentReport',
  scope: 'season',
  // The spec's payment report carries when it was written.
  timestamps: ['createdAt'],
  tenantField: 'schoolId',
  seasonField: 'season',
  createStatus: 200,
  ledger: true,
  voidField: 'voidedAt',
  fields: {
    schoolId: refId('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    // History is never destroyed: a student with payments is refused (409), not emptied.
    studentId: refId('students', { required: true, sameSchool: true }),
    paymentId: refId('student_payments', { required: true, onDelete: 'cascade', sameSchool: true }),
    installmentId: refId('installments', { sameSchool: true }),
    installmentDate: date(),
    amount: money({ default: '0.00' }),
    courseId: refId('courses', { sameSchool: true }),
    previousMonth: boolean({ default: false }),
    thisMonth: boolean({ default: false }),
    nextMonth: boolean({ default: false }),
    // Set by a DELETE, which voids: the row stays in the trail, hidden from lists and reads.
    voidedAt: dateTime({ readOnly: true }),
    voidedBy: ref('users', { onDelete: 'setNull', readOnly: true }),
  },
  ownVia: [{ field: 'studentId' }],
  filters: ['schoolId', 'studentId', 'paymentId', 'installmentDate', 'season'],
  orderFields: ['installmentDate'],
  defaultOrder: { installmentDate: 'asc' },
  list: ['studentId', 'installmentDate', 'amount', 'previousMonth', 'thisMonth', 'nextMonth'],
  // The reports are the ledger's: written by payment commands only (superadmins may repair).
  access: { ...access(staff, []), ...financeReads },
});
