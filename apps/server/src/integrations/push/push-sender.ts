import webpush from 'web-push';
import type { Outbound } from '../outbound/outbound.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** What a push carries, encrypted for the device (the service worker shows it). */
export interface PushMessage {
  title: string;
  body: string;
  /** The app path the notification opens. */
  url: string;
}

/** A device as the sender needs it: its push service's URL and the keys its browser made. */
interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How the push service treats the message (RFC 8030 section 5). */
export interface PushOptions {
  /** Seconds the service keeps it for a device that is offline. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A message of the same topic still waiting at the service is replaced by this one (base64url, at most 32). */
  topic: string;
}

/** `sent`: the service took it; `gone`: the subscription no longer exists there (404, 410). */
type PushOutcome = 'sent' | 'gone';

/** The service refused for another reason (429, 5xx, 400...): the job retries by the queue's rules. */
class PushRefused extends Error {
  constructor(
    readonly status: number,
    host: string,
  ) {
    super(`push service ${host} refused (${status})`);
  }
}

/** The longest a push service may take to answer. */
const SEND_TIMEOUT_MS = 15_000;

export interface PushSender {
  send: (target: PushTarget, message: PushMessage, options: PushOptions) => Promise<PushOutcome>;
}

/**
 * Web Push through the `web-push` library for what it is good at (the message encrypted as
 * aes128gcm, RFC 8291, and the VAPID JWT, RFC 8292), but sent through the installation's outbound
 * guard (`outbound.fetch`, docs/security.md): web-push's own `sendNotification` opens its own
 * https connection, where the guard's checked and pinned DNS lookup would not apply. An endpoint
 * is a URL the browser handed over: it must not become a way to reach the school's network.
 */
export const createPushSender = (keys: () => Promise<VapidKeys>, subject: string, outbound: Outbound): PushSender => ({
  send: async (target, message, options) => {
    const { publicKey, privateKey } = await keys();
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: options.ttl,
        urgency: options.urgency,
        topic: options.topic,
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = new Headers();
    // fetch counts the body itself; a second Content-Length would be refused.
    for (const [name, value] of Object.entries(details.headers))
      if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
    const host = new URL(details.endpoint).host;
    const answer = await outbound.fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body,
      // A push service answers; it never sends the message elsewhere.
      redirect: 'error',
      // A job holds its transaction (on PGlite the only connection) while it waits.
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (answer.status === 404 || answer.status === 410) return 'gone';
    if (answer.status < 200 || answer.status > 299) throw new PushRefused(answer.status, host);
    return 'sent';
  },
});
