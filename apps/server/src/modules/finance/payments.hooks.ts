import { PAYMENT_EDITABLE_FIELDS, paymentReports, receipts, studentPayments } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { forbidden, violation } from '../../core/problem.ts';
import { queuePaymentNotification } from '../notifications/notify-payment.operation.ts';
import { required } from './ledger.ts';
import {
  checkBatchBalances,
  nextReceiptNumber,
  preparePayment,
  settlePayment,
  voidPayment,
} from './payments.operation.ts';

const EDITABLE: ReadonlySet<string> = new Set(PAYMENT_EDITABLE_FIELDS);

/**
 * A payment is one command (the resource is declared `commands`): the checks, the payment, its
 * installments, reports and receipts, and the answer of its Idempotency-Key commit together.
 * The guardians' receipt notification is only queued here and runs after the commit. Every
 * write already holds the school's ledger lock (the declaration's `ledger`); a DELETE voids.
 */
export const studentPaymentsHooks = defineHooks(studentPayments, {
  // A refund (`isRefund` is the server's, readOnly) is checked and written by refundPayment: it pays nothing.
  beforeCreate: (tx, ctx, data) => (data.isRefund === true ? data : preparePayment(tx, ctx, data)),
  afterCreate: async (tx, ctx, row) => {
    if (row.isRefund) return;
    await settlePayment(tx, ctx, row);
    await queuePaymentNotification(tx, ctx, row);
  },
  beforeUpdate: (_tx, ctx, data) => {
    // A void (`voidedAt`, `voidedBy`: readOnly, so only the server sends them) is the ledger's own change.
    const fixed = Object.keys(data).find((name) => !EDITABLE.has(name) && name !== 'voidedAt' && name !== 'voidedBy');
    if (fixed) throw violation(fixed, 'validation.payment_fields_fixed');
    const caller = ctx.caller;
    return { ...data, ...(caller ? { lastUpdater: `${caller.name} ${caller.lastName}`.trim() } : {}) };
  },
  beforeDelete: (tx, ctx, row) => voidPayment(tx, ctx, row),
  afterCreateMany: (tx, ctx, rows) => checkBatchBalances(tx, ctx, rows),
});

/** History is never destroyed: a receipt or report goes only with its payment's void. */
const keepHistory = (): never => {
  throw forbidden('errors.ledger_history');
};

/** A receipt written on its own (`POST /api/receipts`, `/bulk`) is numbered like a payment's. */
export const receiptsHooks = defineHooks(receipts, {
  beforeCreate: async (tx, _ctx, data) => ({
    ...data,
    receiptNumber: await nextReceiptNumber(tx, required(data.school, 'school')),
  }),
  beforeDelete: keepHistory,
});

export const paymentReportsHooks = defineHooks(paymentReports, { beforeDelete: keepHistory });
