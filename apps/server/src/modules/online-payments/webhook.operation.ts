import {
  compareMoney,
  onlineCheckouts,
  onlinePaymentEvents,
  paymentGateways,
  type GatewayProvider,
  type Language,
  type RowOf,
  type WebhookOutcome,
} from '@kampus/contract';
import { recordAction } from '../../core/audit.ts';
import { systemContext, type RequestContext } from '../../core/caller.ts';
import { notFound, Problem } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import { inTransaction, type Db } from '../../db/database.ts';
import type { OutboundFetch } from '../../integrations/outbound/outbound-fetch.ts';
import { lockSchoolLedger, schoolToday } from '../finance/ledger.ts';
import { payAnyAmount } from '../finance/pay.operation.ts';
import type { GatewayEvent, HeaderOf } from './gateway.ts';
import { adapterFor, settingsOf } from './gateways.ts';

export interface WebhookAnswer {
  received: boolean;
  outcome: WebhookOutcome | 'replayed' | 'ignored' | 'unknown';
}

type Checkout = RowOf<typeof onlineCheckouts>;

/** The context the payment is written in: no caller (a gateway), the checkout's school and season. */
const gatewayContext = (checkout: Checkout, language: Language): RequestContext => ({
  ...systemContext(language),
  activeSchoolId: checkout.school,
  activeSeasonId: checkout.season,
});

const sameAmount = (checkout: Checkout, event: GatewayEvent): boolean =>
  event.amount !== null &&
  compareMoney(event.amount, checkout.checkoutAmount) === 0 &&
  (event.currency === null || event.currency.toUpperCase() === (checkout.currency ?? '').toUpperCase());

/**
 * A verified notice, applied in ONE transaction under the school's ledger lock (so two copies of
 * one notice, or two notices of one checkout, queue): a notice already recorded answers `replayed`
 * and does nothing; a checkout no longer pending records the notice as `late`; a failure marks the
 * checkout failed; a success whose amount is not the checkout's is recorded and refused; else the
 * installments are paid through the cashier's own command (payment, allocation, receipt, audit,
 * the family's notification) and the checkout is marked paid with its payment and receipt.
 */
const applyEvent = (
  db: Db,
  gateway: RowOf<typeof paymentGateways>,
  event: GatewayEvent,
  language: Language,
): Promise<WebhookAnswer & { refusedAmount?: boolean }> =>
  inTransaction(db, async (tx) => {
    await lockSchoolLedger(tx, gateway.school);
    const store = system(tx);
    const provider: GatewayProvider = gateway.gatewayProvider;
    if (await store.of(onlinePaymentEvents).first({ gatewayProvider: provider, gatewayEventId: event.eventId })) {
      return { received: true, outcome: 'replayed' };
    }
    const checkout = await store
      .of(onlineCheckouts)
      .first({ school: gateway.school, checkoutReference: event.reference, gatewayProvider: provider });
    // A notice of no checkout of this school (another system's, or a stale test): nothing to do.
    if (
      !checkout ||
      (event.checkoutId && checkout.gatewayCheckoutId && event.checkoutId !== checkout.gatewayCheckoutId)
    ) {
      return { received: true, outcome: 'unknown' };
    }
    const clock = new Date().toISOString();
    const record = (outcome: WebhookOutcome, paymentId: number | null = null) =>
      store.of(onlinePaymentEvents).insert({
        school: gateway.school,
        gatewayProvider: provider,
        gatewayEventId: event.eventId,
        checkoutId: checkout.id,
        webhookOutcome: outcome,
        eventAmount: event.amount,
        currency: event.currency,
        receivedAt: clock,
        paymentId,
      });
    const ctx = gatewayContext(checkout, language);
    if (checkout.checkoutStatus !== 'pending') {
      await record('late');
      return { received: true, outcome: 'late' };
    }
    if (event.kind === 'failed') {
      await store.of(onlineCheckouts).update(checkout.id, { checkoutStatus: 'failed', settledAt: clock });
      await record('failed');
      await recordAction(tx, ctx, {
        resource: 'online_checkouts',
        id: checkout.id,
        action: 'failed',
        school: checkout.school,
      });
      return { received: true, outcome: 'failed' };
    }
    if (!sameAmount(checkout, event)) {
      await record('amount_mismatch');
      await recordAction(tx, ctx, {
        resource: 'online_checkouts',
        id: checkout.id,
        action: 'amount_mismatch',
        school: checkout.school,
        after: { expected: checkout.checkoutAmount, notified: event.amount, currency: event.currency },
      });
      return { received: true, outcome: 'amount_mismatch', refusedAmount: true };
    }
    const paid = await payAnyAmount(
      tx,
      ctx,
      { id: checkout.studentId, school: checkout.school },
      {
        amount: checkout.checkoutAmount,
        paymentDate: await schoolToday(tx, checkout.school),
        paymentType: 'online',
        description: `${provider} ${checkout.checkoutReference}`,
        installments: Array.isArray(checkout.installments) ? (checkout.installments as number[]) : [],
      },
    );
    await store.of(onlineCheckouts).update(checkout.id, {
      checkoutStatus: 'succeeded',
      paymentId: paid.id,
      receiptId: paid.receipt.id || null,
      settledAt: clock,
    });
    await record('succeeded', paid.id);
    await recordAction(tx, ctx, {
      resource: 'online_checkouts',
      id: checkout.id,
      action: 'paid',
      school: checkout.school,
      after: { paymentId: paid.id, receiptNumber: paid.receipt.receiptNumber, amount: paid.paymentAmount },
    });
    return { received: true, outcome: 'succeeded' };
  });

/**
 * `POST /api/online-payments/webhook/{provider}/{schoolKey}`: the school's gateway by its webhook
 * key (404 when none), the signature checked over the raw body before anything is read or
 * written (401 wrong, 400 not an event of this gateway), then the event applied once.
 */
export const receiveWebhook = async (
  db: Db,
  fetch: OutboundFetch,
  provider: GatewayProvider,
  schoolKey: string,
  rawBody: Uint8Array,
  header: HeaderOf,
  language: Language,
): Promise<WebhookAnswer> => {
  const gateway = await system(db)
    .of(paymentGateways)
    .first({ gatewayProvider: provider, gatewayWebhookKey: schoolKey });
  if (!gateway) throw notFound();
  const adapter = adapterFor(settingsOf(gateway), fetch);
  const verified = adapter.verifyWebhook(rawBody, header, new Date());
  if (!verified.ok) {
    throw verified.status === 401
      ? new Problem(401, 'errors.unauthorized', 'ui.online_payments.errors.bad_signature')
      : new Problem(400, 'errors.bad_request', 'ui.online_payments.errors.bad_notice');
  }
  if (verified.event.kind === 'ignored') return { received: true, outcome: 'ignored' };
  // What the notice does not say (iyzico's amount) is asked of the gateway before the transaction.
  const event = adapter.confirm ? await adapter.confirm(verified.event) : verified.event;
  const answer = await applyEvent(db, gateway, event, language);
  if (answer.refusedAmount) {
    throw new Problem(422, 'errors.validation_failed', 'ui.online_payments.errors.amount_mismatch');
  }
  return { received: answer.received, outcome: answer.outcome };
};
