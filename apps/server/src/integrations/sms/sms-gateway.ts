import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboundFetch } from '../outbound/outbound-fetch.ts';

/** One SMS, as every part of Kampus hands it over. */
export interface SmsMessage {
  to: string;
  text: string;
  /**
   * Names this message for ever (`delivery-42`): sending the same key again must not send a
   * second SMS. The HTTP gateway gets it as `{key}` and as the `Idempotency-Key` header; the
   * outbox writes one file per key.
   */
  key: string;
}

/** The SMS integration: one small interface, two implementations (a generic HTTP gateway, or files in the outbox). */
export interface SmsGateway {
  readonly kind: 'http' | 'outbox';
  send: (message: SmsMessage) => Promise<void>;
}

/** How the HTTP gateway is reached (environment variables, docs/forms-and-messages.md). */
export interface SmsSettings {
  /** `SMS_GATEWAY_URL`: where each message is POSTed; unset, messages go to the outbox. */
  url: string | undefined;
  /** `SMS_GATEWAY_AUTH`: the `Authorization` header sent with each message (`Bearer ...`, `Basic ...`). */
  auth: string | undefined;
  /** `SMS_GATEWAY_BODY`: the request body with `{to}`, `{text}` and `{key}` filled in (JSON-escaped). */
  bodyTemplate: string;
  /** `SMS_GATEWAY_CONTENT_TYPE`: the body's content type. */
  contentType: string;
  /** `SMS_GATEWAY_TIMEOUT_MS`: a gateway slower than this counts as failed (the send is retried with its key). */
  timeoutMs: number;
}

export const DEFAULT_SMS_BODY = '{"to":"{to}","text":"{text}","reference":"{key}"}';

export const loadSmsSettings = (env: NodeJS.ProcessEnv): SmsSettings => ({
  url: env.SMS_GATEWAY_URL || undefined,
  auth: env.SMS_GATEWAY_AUTH || undefined,
  bodyTemplate: env.SMS_GATEWAY_BODY || DEFAULT_SMS_BODY,
  contentType: env.SMS_GATEWAY_CONTENT_TYPE || 'application/json',
  timeoutMs: Math.max(100, Number(env.SMS_GATEWAY_TIMEOUT_MS ?? 10_000) || 10_000),
});

/** A value placed inside a JSON string (the body template's quotes are the template's own). */
const jsonEscaped = (value: string): string => JSON.stringify(value).slice(1, -1);

/** The gateway's body for a message: every `{to}`, `{text}`, `{key}` of the template filled in, once. */
export const gatewayBody = (template: string, message: SmsMessage, contentType: string): string => {
  const escape = contentType.includes('json') ? jsonEscaped : encodeURIComponent;
  return template.replace(/\{(to|text|key)\}/g, (_, name: 'to' | 'text' | 'key') => escape(message[name]));
};

/**
 * POSTs each message to the configured gateway through the outbound guard; any answer but 2xx is
 * a failure (retried with the same key).
 */
export const httpSmsGateway = (settings: SmsSettings & { url: string }, fetchImpl: OutboundFetch): SmsGateway => ({
  kind: 'http',
  send: async (message) => {
    const response = await fetchImpl(settings.url, {
      method: 'POST',
      headers: {
        'content-type': settings.contentType,
        'idempotency-key': message.key,
        ...(settings.auth ? { authorization: settings.auth } : {}),
      },
      body: gatewayBody(settings.bodyTemplate, message, settings.contentType),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  },
});

export const smsOutboxDir = (dataDir: string): string => join(dataDir, 'sms-outbox');

/**
 * Writes each message as `DATA_DIR/sms-outbox/<key>.json`, for a Kampus with no gateway: sending
 * a key again rewrites the same file, so the outbox holds each message once.
 */
export const outboxSmsGateway = (dataDir: string): SmsGateway => ({
  kind: 'outbox',
  send: async (message) => {
    const dir = smsOutboxDir(dataDir);
    await mkdir(dir, { recursive: true });
    const name = message.key.replace(/[^A-Za-z0-9_-]/g, '_');
    // Its own name beside the file, so two sends of one key at once never write into one another.
    const temporary = join(dir, `.${name}.${randomUUID()}.tmp`);
    await writeFile(temporary, JSON.stringify({ ...message, createdAt: new Date().toISOString() }, null, 2));
    await rename(temporary, join(dir, `${name}.json`));
  },
});

/** The gateway of these settings: HTTP when `SMS_GATEWAY_URL` is set, else the outbox. */
export const createSmsGateway = (settings: SmsSettings, dataDir: string, fetchImpl: OutboundFetch): SmsGateway =>
  settings.url ? httpSmsGateway({ ...settings, url: settings.url }, fetchImpl) : outboxSmsGateway(dataDir);
