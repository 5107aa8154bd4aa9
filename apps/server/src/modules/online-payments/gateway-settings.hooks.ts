import { paymentGateways } from '@kampus/contract';
import { randomBytes } from 'node:crypto';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { secretHint } from './gateways.ts';

type Data = Record<string, unknown>;

const given = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Secrets are written, never answered: each write of one sets its hint (`••••1234`), the only
 * thing of it an answer or the audit trail shows. The stand-in gets a signing secret of its own
 * when none is typed; a real gateway needs its keys (422 on the missing one).
 */
const withHints = (data: Data, current: Data | null): Data => {
  const out: Data = { ...data };
  // What the row will hold: the value written, else the one kept (a null written clears it).
  const held = (field: string): unknown => (field in out ? out[field] : current?.[field]);
  const provider = String(held('gatewayProvider') ?? 'standin');
  if (provider === 'standin' && !given(held('gatewayWebhookSecret'))) {
    out.gatewayWebhookSecret = randomBytes(24).toString('base64url');
  }
  if (given(out.gatewaySecretKey)) out.gatewaySecretKeyHint = secretHint(out.gatewaySecretKey.trim());
  if (given(out.gatewayWebhookSecret)) out.gatewayWebhookSecretHint = secretHint(out.gatewayWebhookSecret.trim());
  if (provider !== 'standin') {
    for (const field of ['gatewayPublicKey', 'gatewaySecretKey'] as const) {
      if (!given(held(field))) throw violation(field, 'validation.required');
    }
    // iyzico signs its notices with the secret key; Stripe with the endpoint's own signing secret.
    if (provider === 'stripe' && !given(held('gatewayWebhookSecret'))) {
      throw violation('gatewayWebhookSecret', 'validation.required');
    }
  }
  return out;
};

export const paymentGatewaysHooks = defineHooks(paymentGateways, {
  beforeCreate: (_tx, _ctx, data) => withHints(data as Data, null),
  beforeUpdate: (_tx, _ctx, data, current) => withHints(data as Data, current as Data),
});
