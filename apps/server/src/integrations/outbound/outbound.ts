import type { OutboundFetch } from './outbound-fetch.ts';

/**
 * The one door of every call the server makes on a school's behalf (docs/security.md, "Outbound
 * calls"). Apart from `index.ts`, which builds it from the config, so an integration the config
 * reads its settings from (the SMS gateway) can name it without importing the config back.
 */
export interface Outbound {
  fetch: OutboundFetch;
  /** A host checked and resolved, for a client that opens its own connection (SMTP). */
  resolve: (host: string) => Promise<string>;
  /** Logs why a call failed; the caller answers a fixed, translated message. */
  report: (target: string, error: unknown) => void;
}
