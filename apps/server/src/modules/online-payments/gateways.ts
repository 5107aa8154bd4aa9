import type { paymentGateways, RowOf } from '@kampus/contract';
import { openValue } from '../../core/sealing.ts';
import type { OutboundFetch } from '../../integrations/outbound/outbound-fetch.ts';
import type { GatewayAdapter, GatewaySettings } from './gateway.ts';
import { iyzicoGateway } from './iyzico-gateway.ts';
import { standinGateway } from './standin-gateway.ts';
import { stripeGateway } from './stripe-gateway.ts';

export const settingsOf = (row: RowOf<typeof paymentGateways>): GatewaySettings => ({
  provider: row.gatewayProvider,
  publicKey: row.gatewayPublicKey ?? '',
  // Sealed at rest (core/sealing.ts): '' when it does not open, so the gateway reads as not ready.
  secretKey: openValue(row.gatewaySecretKey),
  webhookSecret: openValue(row.gatewayWebhookSecret),
});

/** The adapter of a school's gateway; real ones call out through the installation's outbound guard only. */
export const adapterFor = (settings: GatewaySettings, fetch: OutboundFetch): GatewayAdapter => {
  switch (settings.provider) {
    case 'standin':
      return standinGateway(settings);
    case 'stripe':
      return stripeGateway(settings, fetch);
    case 'iyzico':
      return iyzicoGateway(settings, fetch);
  }
};

/** Whether the school can take a payment: the stand-in needs its signing secret; iyzico its keys (it signs with the secret key); Stripe its keys and the endpoint's signing secret. */
export const gatewayReady = (settings: GatewaySettings): boolean => {
  const keys = settings.publicKey !== '' && settings.secretKey !== '';
  if (settings.provider === 'standin') return settings.webhookSecret !== '';
  if (settings.provider === 'iyzico') return keys;
  return keys && settings.webhookSecret !== '';
};

/** What an answer shows of a secret: its last four characters (`••••1234`), nothing for a short one. */
export const secretHint = (secret: string): string => (secret.length >= 12 ? `••••${secret.slice(-4)}` : '••••');
