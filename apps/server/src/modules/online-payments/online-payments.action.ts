import {
  onlineCheckouts,
  onlineCheckoutStatusAction,
  onlinePaymentGatewayAction,
  onlinePaymentReturnAction,
  onlinePaymentWebhookAction,
  receipts,
  standinCheckoutPageAction,
  standinCheckoutSubmitAction,
  startOnlinePaymentAction,
  type RowOf,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import { answer, implement } from '../../core/actions.ts';
import type { RequestContext } from '../../core/caller.ts';
import { notFound } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Services } from '../../core/services.ts';
import type { Db } from '../../db/database.ts';
import { outboundFor } from '../../integrations/outbound/index.ts';
import { schoolHeader } from '../finance-documents/document-parties.operation.ts';
import { gatewayReady, settingsOf } from './gateways.ts';
import { signStandinNotice, standinNotice, STANDIN_SIGNATURE_HEADER } from './standin-gateway.ts';
import { STANDIN_POLICY, standinPage } from './standin-page.ts';
import { returnPath, schoolGateway, startCheckout, type CheckoutAnswer } from './start-checkout.operation.ts';
import { receiveWebhook } from './webhook.operation.ts';

/** The app the stand-in posts its notice to (its own webhook route, through the whole HTTP path). */
const apps = new WeakMap<Services, FastifyInstance>();
export const keepApp = (app: FastifyInstance, services: Services): void => {
  apps.set(services, app);
};

const answerOf = async (db: Db, ctx: RequestContext, row: RowOf<typeof onlineCheckouts>): Promise<CheckoutAnswer> => {
  const receipt = row.receiptId ? await scoped(db, ctx).of(receipts).first({ id: row.receiptId }) : undefined;
  return {
    id: row.id,
    reference: row.checkoutReference,
    studentId: row.studentId,
    amount: row.checkoutAmount,
    currency: row.currency ?? '',
    status: row.checkoutStatus,
    redirectUrl: null,
    receipt: receipt ? { id: receipt.id, receiptNumber: receipt.receiptNumber ?? 0 } : null,
  };
};

/** The student is loaded through the caller's reach (another family's child: 404); one command, idempotent. */
export const startOnlinePayment = implement(
  startOnlinePaymentAction,
  async ({ db, ctx, input, record, services, ip }) =>
    answer(
      201,
      await startCheckout(
        db,
        ctx,
        outboundFor(services.config).fetch,
        { id: record.id, school: Number(record.school) },
        input.body.installments,
        { publicUrl: services.config.accounts.publicUrl, ip },
      ),
    ),
);

/** Whether the pay button is shown: never a key, only that the school's gateway is ready and which. */
export const onlinePaymentGateway = implement(onlinePaymentGatewayAction, async ({ db, record }) => {
  const gateway = await schoolGateway(db, Number(record.school));
  const settings = gateway ? settingsOf(gateway) : null;
  return settings && gatewayReady(settings)
    ? { available: true, provider: settings.provider }
    : { available: false, provider: null };
});

/** Read through the caller's reach: a family its own child's checkouts only (404 otherwise); an API key's read is logged for the student. */
export const onlineCheckoutStatus = implement(
  onlineCheckoutStatusAction,
  async ({ db, ctx, input }) =>
    answerOf(db, ctx, await scoped(db, ctx).of(onlineCheckouts).get(input.params.reference)),
  { discloses: (output) => [output.studentId] },
);

export const onlinePaymentWebhook = implement(onlinePaymentWebhookAction, ({ db, services, input, header, language }) =>
  receiveWebhook(
    db,
    outboundFor(services.config).fetch,
    input.params.provider,
    input.params.schoolKey,
    input.body,
    header,
    language,
  ),
);

/** A pending stand-in checkout of a school whose gateway is still the stand-in; else 404. */
const pendingStandin = async (db: Db, reference: string) => {
  const checkout = await system(db)
    .of(onlineCheckouts)
    .first({ checkoutReference: reference, gatewayProvider: 'standin', checkoutStatus: 'pending' });
  const gateway = checkout ? await schoolGateway(db, checkout.school) : undefined;
  if (!checkout || gateway?.gatewayProvider !== 'standin') throw notFound();
  return { checkout, gateway };
};

export const standinCheckoutPage = implement(standinCheckoutPageAction, async ({ db, input, language: asked }) => {
  const { checkout } = await pendingStandin(db, input.params.reference);
  const language = input.query.lang ?? asked;
  const { title } = await schoolHeader(db, checkout.school);
  const html = standinPage(language, {
    reference: checkout.checkoutReference,
    amount: checkout.checkoutAmount,
    currency: checkout.currency ?? 'TRY',
    school: title,
  });
  return answer(200, html, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': STANDIN_POLICY,
    'cache-control': 'no-store',
  });
});

/**
 * Pay or Cancel on the stand-in page: the stand-in signs its notice with the school's stand-in
 * secret and posts it to the webhook route (through the app, as a gateway's request would
 * arrive), then sends the browser back to the return page, as a real gateway does.
 */
export const standinCheckoutSubmit = implement(
  standinCheckoutSubmitAction,
  async ({ db, services, input, language }) => {
    const { checkout, gateway } = await pendingStandin(db, input.params.reference);
    const app = apps.get(services);
    if (!app) throw notFound();
    const notice = standinNotice(input.params.outcome, {
      reference: checkout.checkoutReference,
      checkoutId: checkout.gatewayCheckoutId ?? '',
      amount: checkout.checkoutAmount,
      currency: checkout.currency ?? 'TRY',
    });
    const { body, signature } = signStandinNotice(settingsOf(gateway).webhookSecret, notice);
    await app.inject({
      method: 'POST',
      url: `/api/online-payments/webhook/standin/${gateway.gatewayWebhookKey}`,
      headers: {
        'content-type': 'application/json',
        [STANDIN_SIGNATURE_HEADER]: signature,
        'accept-language': language,
      },
      payload: body,
    });
    // The stand-in is this server: the return page is on the same origin, whatever the public address.
    return answer(303, undefined, { location: returnPath(checkout.checkoutReference) });
  },
);

/** A gateway's post back (iyzico): 303 to the return page, which reads the status; nothing read or written. */
export const onlinePaymentReturn = implement(onlinePaymentReturnAction, async ({ input }) =>
  answer(303, undefined, { location: returnPath(input.params.reference) }),
);
