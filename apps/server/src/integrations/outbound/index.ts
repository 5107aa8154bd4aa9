import type { Config } from '../../config.ts';
import { guardedFetch, resolveChecked } from './outbound-fetch.ts';

export type { Outbound } from './outbound.ts';
import type { Outbound } from './outbound.ts';

/** Where a failed call's detail goes: the server log, never an answer (set by the HTTP app). */
export interface OutboundLog {
  warn: (fields: Record<string, unknown>, message: string) => void;
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
