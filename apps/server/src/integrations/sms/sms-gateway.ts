import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Outbound } from '../outbound/outbound.ts';

/** The guard's door as the gateway uses it (`outboundFor(config)` gives one). */
type GuardedCalls = Pick<Outbound, 'fetch' | 'report'>;

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

/**
 * Why a message did not leave, as the delivery log keeps it (`gateway_refused (503)`): a code the
 * screens translate, with the gateway's status when it answered.
 */
export class SmsNotSent extends Error {
  constructor(
    readonly code: 'gateway_not_configured' | 'gateway_refused' | 'gateway_unreachable',
    detail?: string,
  ) {
    super(detail ? `${code} (${detail})` : code);
  }
}

/**
 * The SMS integration: one small interface, three implementations: a generic HTTP gateway (Netgsm,
 * Twilio and the like), the local stand-in (files in the outbox, for demos and tests, no account
 * needed), or none (nothing is configured: every message is refused, so nothing reads "sent").
 */
export interface SmsGateway {
  readonly kind: 'http' | 'local' | 'none';
  send: (message: SmsMessage) => Promise<void>;
}

/** `SMS_GATEWAY_URL=local`: the local stand-in instead of an HTTP gateway. */
const LOCAL_SMS_GATEWAY = 'local';

/** How the HTTP gateway is reached (environment variables, docs/forms-and-messages.md). */
export interface SmsSettings {
  /** `SMS_GATEWAY_URL`: where each message is POSTed; `local`: the outbox stand-in; unset: no gateway. */
  url: string | undefined;
  /** `SMS_GATEWAY_AUTH`: the `Authorization` header sent with each message (`Bearer ...`, `Basic ...`). */
  auth: string | undefined;
  /** `SMS_GATEWAY_USER` / `SMS_GATEWAY_PASSWORD`: the account; `{user}`/`{password}` in the body, else Basic auth. */
  user: string | undefined;
  password: string | undefined;
  /** `SMS_GATEWAY_SENDER`: the sender name or number the gateway shows (`{from}`). */
  sender: string;
  /**
   * `SMS_GATEWAY_ACCEPT`: a pattern the answer's body must match to count as accepted, for gateways
   * that answer 200 to a refusal (Netgsm answers `00 <id>` when it takes a message, `30` when not).
   */
  accept: RegExp | undefined;
  /** `SMS_GATEWAY_BODY`: the request body with `{to}`, `{text}`, `{key}`, `{from}`, `{user}`, `{password}` filled in. */
  bodyTemplate: string;
  /** `SMS_GATEWAY_CONTENT_TYPE`: the body's content type. */
  contentType: string;
  /** `SMS_GATEWAY_TIMEOUT_MS`: a gateway slower than this counts as failed (the send is retried with its key). */
  timeoutMs: number;
}

const DEFAULT_SMS_BODY = '{"to":"{to}","text":"{text}","reference":"{key}","from":"{from}"}';

const patternOf = (source: string | undefined): RegExp | undefined => {
  if (!source) return undefined;
  try {
    return new RegExp(source);
  } catch {
    throw new Error(`SMS_GATEWAY_ACCEPT is not a valid pattern: ${source}`);
  }
};

export const loadSmsSettings = (env: NodeJS.ProcessEnv): SmsSettings => ({
  url: env.SMS_GATEWAY_URL || undefined,
  auth: env.SMS_GATEWAY_AUTH || undefined,
  user: env.SMS_GATEWAY_USER || undefined,
  password: env.SMS_GATEWAY_PASSWORD || undefined,
  sender: env.SMS_GATEWAY_SENDER || 'KAMPUS',
  accept: patternOf(env.SMS_GATEWAY_ACCEPT),
  bodyTemplate: env.SMS_GATEWAY_BODY || DEFAULT_SMS_BODY,
  contentType: env.SMS_GATEWAY_CONTENT_TYPE || 'application/json',
  timeoutMs: Math.max(100, Number(env.SMS_GATEWAY_TIMEOUT_MS ?? 10_000) || 10_000),
});

/** A value placed inside a JSON string (the body template's quotes are the template's own). */
const jsonEscaped = (value: string): string => JSON.stringify(value).slice(1, -1);

type BodyValue = 'to' | 'text' | 'key' | 'from' | 'user' | 'password';

/** The gateway's body for a message: every `{to}`, `{text}`, `{key}`, `{from}`, `{user}`, `{password}` filled in, once. */
const gatewayBody = (
  template: string,
  message: SmsMessage,
  contentType: string,
  account: { sender?: string; user?: string; password?: string } = {},
): string => {
  const escape = contentType.includes('json') ? jsonEscaped : encodeURIComponent;
  const values: Record<BodyValue, string> = {
    ...message,
    from: account.sender ?? '',
    user: account.user ?? '',
    password: account.password ?? '',
  };
  return template.replace(/\{(to|text|key|from|user|password)\}/g, (_, name: BodyValue) => escape(values[name]));
};

const authorizationOf = (settings: SmsSettings): string | undefined => {
  if (settings.auth) return settings.auth;
  // Twilio-style: the account and its secret as Basic auth, unless the body carries them.
  if (settings.user && settings.password && !settings.bodyTemplate.includes('{password}'))
    return `Basic ${Buffer.from(`${settings.user}:${settings.password}`).toString('base64')}`;
  return undefined;
};

/**
 * POSTs each message to the configured gateway through the outbound guard. Accepted only when it
 * answers 2xx (and, with `SMS_GATEWAY_ACCEPT`, a body matching it); anything else is a refusal,
 * retried with the same key. A message the gateway never answered is `gateway_unreachable`. The
 * delivery log (read by the teacher who sent) keeps the code and the status only: the guard's and
 * the gateway's own words (an address, a refusal text) go to the server log.
 */
const httpSmsGateway = (settings: SmsSettings & { url: string }, outbound: GuardedCalls): SmsGateway => {
  const authorization = authorizationOf(settings);
  return {
    kind: 'http',
    send: async (message) => {
      let response: Response;
      try {
        response = await outbound.fetch(settings.url, {
          method: 'POST',
          headers: {
            'content-type': settings.contentType,
            'idempotency-key': message.key,
            ...(authorization ? { authorization } : {}),
          },
          body: gatewayBody(settings.bodyTemplate, message, settings.contentType, settings),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        outbound.report(settings.url, error);
        throw new SmsNotSent('gateway_unreachable');
      }
      const answer = await response.text().catch(() => '');
      if (!response.ok) throw new SmsNotSent('gateway_refused', String(response.status));
      if (settings.accept && !settings.accept.test(answer.trim())) {
        outbound.report(settings.url, new Error(`SMS gateway refused: ${answer.trim().slice(0, 200)}`));
        throw new SmsNotSent('gateway_refused');
      }
    },
  };
};

/** No gateway configured: every message is refused, so a screen never says "sent" for one. */
const noSmsGateway: SmsGateway = {
  kind: 'none',
  send: () => Promise.reject(new SmsNotSent('gateway_not_configured')),
};

const smsOutboxDir = (dataDir: string): string => join(dataDir, 'sms-outbox');

/**
 * Writes each message as `DATA_DIR/sms-outbox/<key>.json`, for a Kampus with no gateway: sending
 * a key again rewrites the same file, so the outbox holds each message once.
 */
const outboxSmsGateway = (dataDir: string): SmsGateway => ({
  kind: 'local',
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

/** The gateway of these settings: the outbox for `SMS_GATEWAY_URL=local`, HTTP for any other URL, else none. */
export const createSmsGateway = (settings: SmsSettings, dataDir: string, outbound: GuardedCalls): SmsGateway => {
  if (!settings.url) return noSmsGateway;
  if (settings.url === LOCAL_SMS_GATEWAY) return outboxSmsGateway(dataDir);
  return httpSmsGateway({ ...settings, url: settings.url }, outbound);
};
