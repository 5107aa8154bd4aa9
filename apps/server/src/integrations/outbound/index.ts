import type { Config } from '../../config.ts';
import { guardedFetch, resolveChecked, type OutboundFetch } from './outbound-fetch.ts';

export { OutboundRefused, parseOutboundAllow, type OutboundPolicy } from './outbound-policy.ts';
export type { OutboundFetch } from './outbound-fetch.ts';

/** Where a failed call's detail goes: the server log, never an answer (set by the HTTP app). */
export interface OutboundLog {
  warn: (fields: Record<string, unknown>, message: string) => void;
}

/** The one door of every call the server makes on a school's behalf (docs/security.md, "Outbound calls"). */
export interface Outbound {
  fetch: OutboundFetch;
  /** A host checked and resolved, for a client that opens its own connection (SMTP). */
  resolve: (host: string) => Promise<string>;
  /** Logs why a call failed; the caller answers a fixed, translated message. */
  report: (target: string, error: unknown) => void;
}

const guards = new WeakMap<Config, Outbound>();
const logs = new WeakMap<Config, OutboundLog>();

/** The HTTP app hands its logger over once it exists (boot runs before it). */
export const attachOutboundLog = (config: Config, log: OutboundLog): void => {
  logs.set(config, log);
};

/** The guard of these settings (`KAMPUS_OUTBOUND_ALLOW`): one per config, like the file store. */
export const outboundFor = (config: Config): Outbound => {
  let guard = guards.get(config);
  if (!guard) {
    guard = {
      fetch: guardedFetch(config.outbound),
      resolve: (host) => resolveChecked(config.outbound, host),
      report: (target, error) => logs.get(config)?.warn({ target, err: error }, 'outbound call failed'),
    };
    guards.set(config, guard);
  }
  return guard;
};
