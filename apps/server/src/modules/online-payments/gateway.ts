import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayProvider, Language, Money } from '@kampus/contract';

/** What the school keeps for its gateway (payment_gateways), read on the server only. */
export interface GatewaySettings {
  provider: GatewayProvider;
  publicKey: string;
  secretKey: string;
  webhookSecret: string;
}

/** The payer as a gateway asks for it (iyzico wants a buyer; Stripe takes only the e-mail). */
interface Payer {
  id: string;
  name: string;
  surname: string;
  email: string;
  ip: string;
}

export interface CheckoutRequest {
  amount: Money;
  currency: string;
  /** Ours: the checkout's reference, which the gateway's notice names again. */
  reference: string;
  /** Where the gateway sends the browser back (a GET: the web app's return page). */
  returnUrl: string;
  /** The same for a gateway that posts the browser back (a form POST): 303 to the return page. */
  postBackUrl: string;
  description: string;
  payer: Payer;
  /** The payer's language, for the gateway's page. */
  language: Language;
}

interface CreatedCheckout {
  checkoutId: string;
  redirectUrl: string;
}

/** A verified notice. `amount` is absent when the gateway's notice carries none (iyzico: `confirm` reads it). */
export interface GatewayEvent {
  eventId: string;
  kind: 'succeeded' | 'failed' | 'ignored';
  reference: string;
  checkoutId: string | null;
  amount: Money | null;
  currency: string | null;
}

export type Verified = { ok: true; event: GatewayEvent } | { ok: false; status: 400 | 401; reason: string };

/** A header of the notice, by its lower-case name. */
export type HeaderOf = (name: string) => string | undefined;

/**
 * One payment gateway: it opens a hosted checkout, and it checks a notice's signature over the raw
 * body before anything of the notice is believed.
 */
export interface GatewayAdapter {
  createCheckout: (request: CheckoutRequest) => Promise<CreatedCheckout>;
  verifyWebhook: (rawBody: Uint8Array, header: HeaderOf, now: Date) => Verified;
  /** Asks the gateway what the notice did not say (the amount paid); absent when the notice says it all. */
  confirm?: (event: GatewayEvent) => Promise<GatewayEvent>;
}

export const hmacHex = (secret: string, payload: string | Uint8Array): string =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Compares two hex signatures in constant time (a wrong length is simply unequal). */
export const sameSignature = (expected: string, given: string): boolean => {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

export const refused = (status: 400 | 401, reason: string): Verified => ({ ok: false, status, reason });

/** The body as JSON, or null when it is not an object. */
export const jsonBody = (rawBody: Uint8Array): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(rawBody).toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

export const stringOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
