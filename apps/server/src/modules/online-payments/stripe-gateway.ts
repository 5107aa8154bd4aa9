import { fromCents, toCents } from '@kampus/contract';
import type { OutboundFetch } from '../../integrations/outbound/outbound-fetch.ts';
import {
  hmacHex,
  jsonBody,
  refused,
  sameSignature,
  stringOf,
  type CheckoutRequest,
  type GatewayAdapter,
  type GatewaySettings,
} from './gateway.ts';

const STRIPE_API = 'https://api.stripe.com/v1/checkout/sessions';

/** Stripe's default: a notice signed more than five minutes from now is refused (a replay). */
const STRIPE_TOLERANCE_SECONDS = 300;

/**
 * The Checkout Session request (form-encoded, as Stripe's API takes it): one line of the amount in
 * the currency's minor unit (cents; the currencies a school here uses have two decimals), our
 * reference as `client_reference_id`, and the return page for success and cancel alike (it reads
 * the outcome from the webhook, never from the address).
 */
export const stripeSessionRequest = (
  settings: GatewaySettings,
  request: CheckoutRequest,
): { url: string; init: RequestInit & { headers: Record<string, string>; body: string } } => {
  const form = new URLSearchParams();
  form.set('mode', 'payment');
  form.set('client_reference_id', request.reference);
  form.set('metadata[reference]', request.reference);
  form.set('success_url', request.returnUrl);
  form.set('cancel_url', request.returnUrl);
  form.set('line_items[0][quantity]', '1');
  form.set('line_items[0][price_data][currency]', request.currency.toLowerCase());
  form.set('line_items[0][price_data][unit_amount]', String(toCents(request.amount) ?? 0n));
  form.set('line_items[0][price_data][product_data][name]', request.description);
  if (request.payer.email) form.set('customer_email', request.payer.email);
  return {
    url: STRIPE_API,
    init: {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        // A retried start never opens two sessions for one checkout.
        'idempotency-key': request.reference,
      },
      body: form.toString(),
    },
  };
};

/** `t=…,v1=…,v1=…` of the `Stripe-Signature` header. */
const parseSignatureHeader = (header: string): { timestamp: number; signatures: string[] } => {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((piece) => piece.trim());
    if (key === 't') timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  return { timestamp, signatures };
};

const SUCCEEDED = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const FAILED = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

/**
 * Stripe (for schools outside Turkey): Checkout Sessions through the installation's outbound
 * guard, and notices checked as Stripe documents: HMAC-SHA256 with the endpoint's signing secret
 * over `{t}.{raw body}`, any `v1` matching, `t` within five minutes.
 */
export const stripeGateway = (settings: GatewaySettings, fetch: OutboundFetch): GatewayAdapter => ({
  createCheckout: async (request) => {
    const { url, init } = stripeSessionRequest(settings, request);
    const response = await fetch(url, init);
    const session = jsonBody(new Uint8Array(await response.arrayBuffer()));
    const id = stringOf(session?.id);
    const redirect = stringOf(session?.url);
    if (!response.ok || !id || !redirect) throw new Error(`stripe refused the checkout session (${response.status})`);
    return { checkoutId: id, redirectUrl: redirect };
  },
  verifyWebhook: (rawBody, header, now) => {
    const signed = header('stripe-signature');
    if (!signed || !settings.webhookSecret) return refused(401, 'no signature');
    const { timestamp, signatures } = parseSignatureHeader(signed);
    if (!Number.isFinite(timestamp) || signatures.length === 0) return refused(401, 'malformed signature');
    if (Math.abs(now.getTime() / 1000 - timestamp) > STRIPE_TOLERANCE_SECONDS) return refused(401, 'too old');
    const payload = Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), Buffer.from(rawBody)]);
    const expected = hmacHex(settings.webhookSecret, payload);
    if (!signatures.some((given) => sameSignature(expected, given))) return refused(401, 'wrong signature');
    const event = jsonBody(rawBody);
    const id = stringOf(event?.id);
    const type = stringOf(event?.type) ?? '';
    const data = event?.data as { object?: Record<string, unknown> } | undefined;
    const session = data?.object;
    if (!id || !session) return refused(400, 'not a stripe event');
    const reference = stringOf(session.client_reference_id) ?? '';
    const cents = typeof session.amount_total === 'number' ? BigInt(Math.trunc(session.amount_total)) : null;
    const paid = type === 'checkout.session.completed' ? session.payment_status === 'paid' : SUCCEEDED.has(type);
    const kind = paid ? 'succeeded' : FAILED.has(type) ? 'failed' : 'ignored';
    return {
      ok: true,
      event: {
        eventId: id,
        kind,
        reference,
        checkoutId: stringOf(session.id),
        amount: cents === null ? null : fromCents(cents),
        currency: stringOf(session.currency)?.toUpperCase() ?? null,
      },
    };
  },
});
