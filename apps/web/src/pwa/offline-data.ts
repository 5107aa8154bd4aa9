import { sessionStore } from '../api/session-store.ts';
import { DATA_CACHE, POLICY_CACHE, POLICY_CHANGED, POLICY_KEY, type OfflinePolicy } from './offline-reads.ts';

/** The Cache API, absent in old browsers, plain http pages and the unit tests' jsdom. */
const cacheStorage = (): CacheStorage | undefined => (typeof caches === 'undefined' ? undefined : caches);

/**
 * One change at a time: a sign-in's forgetting must not delete the policy the new user's
 * keeping is writing (a deleted cache's open handle writes nowhere).
 */
let queue: Promise<void> = Promise.resolve();
const inTurn = (task: () => Promise<void>): Promise<void> => {
  queue = queue.then(task, task);
  return queue;
};

/** Tells the service worker to read whose reads it keeps again. */
const tellWorker = (): void => {
  navigator.serviceWorker?.controller?.postMessage({ type: POLICY_CHANGED });
};

/** Forgets every kept answer and whose they were: a sign-out, another user signing in. */
export const forgetOfflineData = (): Promise<void> =>
  inTurn(async () => {
    const storage = cacheStorage();
    if (!storage) return;
    const [policy, data] = await Promise.all([storage.delete(POLICY_CACHE), storage.delete(DATA_CACHE)]);
    if (policy || data) tellWorker();
  });

/** Lets the service worker keep this session's reads (a family member or a teacher). */
export const keepOfflineData = (policy: OfflinePolicy): Promise<void> =>
  inTurn(async () => {
    const storage = cacheStorage();
    if (!storage) return;
    const cache = await storage.open(POLICY_CACHE);
    const stored = await cache.match(POLICY_KEY);
    const previous: unknown = stored ? await stored.json().catch(() => null) : null;
    // The same policy: a worker that started before it was first stored is told again.
    if (JSON.stringify(previous) === JSON.stringify(policy)) return tellWorker();
    // Another user's answers never stay beside this one's.
    await storage.delete(DATA_CACHE);
    const body = JSON.stringify(policy);
    await cache.put(POLICY_KEY, new Response(body, { headers: { 'content-type': 'application/json' } }));
    tellWorker();
  });

/**
 * From start-up on (signed out at start: nothing kept is anybody's any more): whenever the session's user changes or signs out (log-out, a refused token,
 * an impersonation, another tab), the kept answers go before anything is read for the next one.
 */
export const watchOfflineSession = (): (() => void) => {
  if (sessionStore.get().token === null) void forgetOfflineData();
  let user = sessionStore.get().userId;
  let token = sessionStore.get().token;
  return sessionStore.subscribe(() => {
    const next = sessionStore.get();
    if (next.userId === user && next.token === token) return;
    const changedUser = next.userId !== user || next.token === null;
    user = next.userId;
    token = next.token;
    if (changedUser) void forgetOfflineData();
  });
};
