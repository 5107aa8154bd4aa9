/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest into `dist/sw.js`; docs/pwa.md):
 * - pages of the app: the network first, the precached shell (`index.html`) only when offline, so
 *   an online navigation always gets the newest app;
 * - the shell (`index.html`, the entry's script and styles, icons): precached at install;
 * - other hashed assets (`/assets/<name>-<hash>.<ext>`, whose content never changes under their
 *   name): kept the first time they load, then read from the cache;
 * - a family's or teacher's reads (`offline-reads.ts`): the network first, the last answer when
 *   offline; anything else, staff's reads and every write, is not touched.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  DATA_CACHE,
  dataCacheKey,
  isKeptFor,
  isKeptRead,
  parsePolicy,
  POLICY_CACHE,
  POLICY_CHANGED,
  POLICY_KEY,
  SERVED_FROM_CACHE,
  type OfflinePolicy,
} from './offline-reads.ts';
import { listenForPushes } from './push-events.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// A new worker takes over as soon as it is installed (the browser looks for one at every
// navigation, sw.js being served `no-cache`): no tab keeps an old app for ever.
void self.skipWaiting();
clientsClaim();

// Web Push: show each notification the server pushes, and open the app at its page on a click.
listenForPushes(self);

/** Server pages and files a navigation may open: never answered with the app's shell. */
const SERVER_PAGES = [
  /^\/(?:api|assets|local-drive|sso|saml|calendar|health|ready|metrics)(?:\/|$)/,
  /^\/(?:ar|de|en|es|tr)\//,
  /\.[a-z0-9]+$/i,
];

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (!shell) throw error;
        return shell;
      }
    },
    { denylist: SERVER_PAGES },
  ),
);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/i;
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && HASHED_ASSET.test(url.pathname),
  new CacheFirst({
    cacheName: 'kampus-assets',
    // Old builds' files go once a few builds have come and gone.
    plugins: [new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })],
  }),
);

/** Whose reads are kept; `undefined` until read from its cache after the worker starts. */
let policy: OfflinePolicy | null | undefined;

const loadPolicy = async (): Promise<OfflinePolicy | null> => {
  const stored = await (await caches.open(POLICY_CACHE)).match(POLICY_KEY);
  policy = parsePolicy(stored ? await stored.json().catch(() => null) : null);
  return policy;
};
let policyLoaded = loadPolicy();

self.addEventListener('message', (event) => {
  if (
    typeof event.data === 'object' &&
    event.data !== null &&
    'type' in event.data &&
    event.data.type === POLICY_CHANGED
  ) {
    policyLoaded = loadPolicy();
    event.waitUntil(policyLoaded);
  }
});

/** Tells the page it is reading a kept answer (the offline banner). */
const tellServedFromCache = async (event: ExtendableEvent | undefined): Promise<void> => {
  const clientId = event && 'clientId' in event && typeof event.clientId === 'string' ? event.clientId : '';
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage({ type: SERVED_FROM_CACHE });
};

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    isKeptRead(request.method, url.pathname) &&
    request.headers.has('Authorization') &&
    // Until the policy is read any signed-in read may be the kept user's; after, only theirs. With
    // none read yet (this worker started before the page first stored it), it is read again.
    (policy === undefined || policy === null || isKeptFor(policy, request.headers)),
  async ({ request, event }) => {
    if ((await policyLoaded) === null) policyLoaded = loadPolicy();
    const keeper = await policyLoaded;
    if (!isKeptFor(keeper, request.headers) || !keeper) return fetch(request);
    // The user is part of the key: an answer stored just before a sign-out is never another user's.
    const key = dataCacheKey(request.url, request.headers, keeper.userId);
    const cache = await caches.open(DATA_CACHE);
    try {
      const response = await fetch(request);
      // Still the same session (not signed out while the answer came): keep it.
      if (response.ok && isKeptFor(policy ?? null, request.headers)) {
        await cache.put(key, response.clone()).catch(() => undefined);
      }
      return response;
    } catch (error) {
      const kept = await cache.match(key);
      if (!kept) throw error;
      await tellServedFromCache(event);
      return kept;
    }
  },
);
