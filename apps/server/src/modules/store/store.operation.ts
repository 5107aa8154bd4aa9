import { translate, type Language } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import type { Outbound } from '../../integrations/outbound/index.ts';
import { openCartClient, StoreUnreachable, type OpenCartClient } from '../../integrations/store/opencart-client.ts';
import { customerOf, type StoreCustomer } from './store-customer.operation.ts';
import { storeSettingsOf } from './store-settings.operation.ts';

/**
 * How the store flow reaches a store: the client of an address, through the outbound guard (a
 * store on a private or loopback address is refused unless `KAMPUS_OUTBOUND_ALLOW` names it), and
 * where a failure's detail goes (the log).
 */
export interface StoreClients {
  clientOf: (storeUrl: string) => OpenCartClient;
  report: Outbound['report'];
}

export const storeClients = (timeoutMs: number, outbound: Outbound): StoreClients => ({
  clientOf: (storeUrl) => openCartClient(storeUrl, timeoutMs, outbound.fetch),
  report: outbound.report,
});

/** A refusal the spec's client reads from `{error}`: the phase turns to error and the token is cleared. */
const refusal = (language: Language, key: string) => ({ error: translate(language, key) });

/**
 * Runs a store call; a store that cannot be reached (or may not be called) is an `{error}` too,
 * never a 500. What the store or the network said goes to the log only: the address is the
 * school's to choose, so its answers are nobody's to read back through us.
 */
const guarded = async <T>(
  clients: StoreClients,
  storeUrl: string,
  language: Language,
  call: () => Promise<T>,
): Promise<T | { error: string }> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof StoreUnreachable)) throw error;
    clients.report(storeUrl, error);
    return refusal(language, 'store.unreachable');
  }
};

/** GET /{lang}/store/{schoolId}/token: signs in to the school's store with its API key. */
export const storeToken = async (
  db: Db,
  ctx: RequestContext,
  clients: StoreClients,
  schoolId: number,
  language: Language,
): Promise<{ apiToken: string; storeUrl: string } | { error: string }> => {
  const settings = await storeSettingsOf(db, ctx, schoolId);
  if (!settings) return refusal(language, 'store.not_configured');
  return guarded(clients, settings.storeUrl, language, async () => {
    const answer = await clients.clientOf(settings.storeUrl).login({ username: settings.username, key: settings.key });
    if (!answer.ok || answer.value === undefined) {
      clients.report(settings.storeUrl, new Error(`OpenCart api/login refused: ${answer.error ?? ''}`));
      return refusal(language, 'store.sign_in_refused');
    }
    return { apiToken: answer.value, storeUrl: settings.storeUrl };
  });
};

/**
 * POST /{lang}/store/{schoolId}/customer: the store address must be the school's (no request of
 * ours goes anywhere a caller names); the customer is made by the rule, whatever the body says.
 */
export const setStoreCustomer = async (
  db: Db,
  ctx: RequestContext,
  clients: StoreClients,
  schoolId: number,
  body: { storeUrl: string; apiToken: string },
  language: Language,
): Promise<{ customer: StoreCustomer } | { error: string }> => {
  const settings = await storeSettingsOf(db, ctx, schoolId);
  if (!settings) return refusal(language, 'store.not_configured');
  if (body.storeUrl.trim() !== settings.storeUrl) throw violation('storeUrl', 'store.wrong_store');
  const customer = await customerOf(db, ctx);
  return guarded(clients, settings.storeUrl, language, async () => {
    const { firstname, lastname, email, telephone } = customer;
    const answer = await clients.clientOf(settings.storeUrl).setCustomer(body.apiToken, {
      firstname,
      lastname,
      email,
      telephone,
    });
    if (!answer.ok) {
      clients.report(settings.storeUrl, new Error(`OpenCart api/customer refused: ${answer.error ?? ''}`));
      return refusal(language, 'store.customer_refused');
    }
    return { customer };
  });
};
