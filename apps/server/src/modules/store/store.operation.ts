import { translate, type Language } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { openCartClient, StoreUnreachable, type OpenCartClient } from '../../integrations/store/opencart-client.ts';
import { customerOf, type StoreCustomer } from './store-customer.operation.ts';
import { storeSettingsOf } from './store-settings.operation.ts';

/** How the store flow reaches a store (the real client; tests point it at a stand-in by address). */
export type StoreClientFactory = (storeUrl: string) => OpenCartClient;

export const storeClients =
  (timeoutMs: number): StoreClientFactory =>
  (storeUrl) =>
    openCartClient(storeUrl, timeoutMs);

/** A refusal the spec's client reads from `{error}`: the phase turns to error and the token is cleared. */
const refusal = (language: Language, key: string, values: Record<string, string> = {}) => ({
  error: translate(language, key, values),
});

/** Runs a store call; a store that cannot be reached is an `{error}` too, never a 500. */
const guarded = async <T>(language: Language, call: () => Promise<T>): Promise<T | { error: string }> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StoreUnreachable) return refusal(language, 'store.unreachable');
    throw error;
  }
};

/** GET /{lang}/store/{schoolId}/token: signs in to the school's store with its API key. */
export const storeToken = async (
  db: Db,
  ctx: RequestContext,
  clients: StoreClientFactory,
  schoolId: number,
  language: Language,
): Promise<{ apiToken: string; storeUrl: string } | { error: string }> => {
  const settings = await storeSettingsOf(db, ctx, schoolId);
  if (!settings) return refusal(language, 'store.not_configured');
  return guarded(language, async () => {
    const answer = await clients(settings.storeUrl).login({ username: settings.username, key: settings.key });
    if (!answer.ok || answer.value === undefined) {
      return refusal(language, 'store.refused', { message: answer.error ?? '' });
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
  clients: StoreClientFactory,
  schoolId: number,
  body: { storeUrl: string; apiToken: string },
  language: Language,
): Promise<{ customer: StoreCustomer } | { error: string }> => {
  const settings = await storeSettingsOf(db, ctx, schoolId);
  if (!settings) return refusal(language, 'store.not_configured');
  if (body.storeUrl.trim() !== settings.storeUrl) throw violation('storeUrl', 'store.wrong_store');
  const customer = await customerOf(db, ctx);
  return guarded(language, async () => {
    const { firstname, lastname, email, telephone } = customer;
    const answer = await clients(settings.storeUrl).setCustomer(body.apiToken, {
      firstname,
      lastname,
      email,
      telephone,
    });
    if (!answer.ok) return refusal(language, 'store.refused', { message: answer.error ?? '' });
    return { customer };
  });
};
