import { parseMoney } from '@kampus/contract';
import { randomUUID } from 'node:crypto';
import {
  hmacHex,
  jsonBody,
  refused,
  sameSignature,
  stringOf,
  type GatewayAdapter,
  type GatewaySettings,
} from './gateway.ts';

export const STANDIN_SIGNATURE_HEADER = 'x-standin-signature';

/** The stand-in's hosted page, served by this server (standin-page.ts). */
const standinCheckoutPath = (reference: string): string => `/api/gateway-standin/checkout/${reference}`;

/** The stand-in's notice: what a real gateway's carries (event id, outcome, our reference, amount). */
export interface StandinNotice {
  id: string;
  type: 'checkout.succeeded' | 'checkout.failed';
  reference: string;
  checkoutId: string;
  amount: string;
  currency: string;
}

export const standinNotice = (
  outcome: 'pay' | 'cancel',
  checkout: { reference: string; checkoutId: string; amount: string; currency: string },
): StandinNotice => ({
  id: `evt_${randomUUID()}`,
  type: outcome === 'pay' ? 'checkout.succeeded' : 'checkout.failed',
  ...checkout,
});

/** The notice as sent: the raw body and its HMAC-SHA256 signature (hex) with the school's stand-in secret. */
export const signStandinNotice = (secret: string, notice: StandinNotice): { body: string; signature: string } => {
  const body = JSON.stringify(notice);
  return { body, signature: hmacHex(secret, body) };
};

/**
 * A local gateway that runs the whole flow with no account anywhere: its checkout page is ours,
 * and Pay sends a notice signed like a real gateway's (HMAC-SHA256 over the raw body, header
 * `X-Standin-Signature`) to the webhook route.
 */
export const standinGateway = (settings: GatewaySettings): GatewayAdapter => ({
  createCheckout: async (request) => ({
    checkoutId: `standin_${request.reference}`,
    // The page speaks the payer's language, as a real gateway's page is told the locale.
    redirectUrl: `${standinCheckoutPath(request.reference)}?lang=${request.language}`,
  }),
  verifyWebhook: (rawBody, header) => {
    const given = header(STANDIN_SIGNATURE_HEADER);
    if (!given || !settings.webhookSecret) return refused(401, 'no signature');
    if (!sameSignature(hmacHex(settings.webhookSecret, rawBody), given)) return refused(401, 'wrong signature');
    const notice = jsonBody(rawBody);
    const id = stringOf(notice?.id);
    const reference = stringOf(notice?.reference);
    const type = stringOf(notice?.type);
    if (!notice || !id || !reference || (type !== 'checkout.succeeded' && type !== 'checkout.failed')) {
      return refused(400, 'not a stand-in notice');
    }
    return {
      ok: true,
      event: {
        eventId: id,
        kind: type === 'checkout.succeeded' ? 'succeeded' : 'failed',
        reference,
        checkoutId: stringOf(notice.checkoutId),
        amount: parseMoney(stringOf(notice.amount)) ?? null,
        currency: stringOf(notice.currency),
      },
    };
  },
});
