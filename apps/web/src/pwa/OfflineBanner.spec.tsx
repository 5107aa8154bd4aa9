import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_TYPE } from '@kampus/contract/constants';
import { changeLanguage, initI18n } from '../i18n/index.ts';
import { jsonAnswer, signInAs, signOutTest } from '../test-support/signed-in.ts';
import { renderWithProviders } from '../test-support/providers.tsx';
import { sessionStore } from '../api/session-store.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import { DATA_CACHE, POLICY_CACHE, POLICY_KEY, SERVED_FROM_CACHE } from './offline-reads.ts';
import { watchOfflineSession } from './offline-data.ts';
import { watchOfflineState } from './offline-state.ts';

/** A Cache Storage in memory: what the page writes for the service worker. */
const fakeCaches = () => {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return Promise.resolve({
      match: (key: string) => Promise.resolve(store.get(key)?.clone()),
      put: (key: string, response: Response) => Promise.resolve(void store.set(key, response)),
    });
  };
  return {
    stores,
    storage: {
      open,
      has: (name: string) => Promise.resolve(stores.has(name)),
      delete: (name: string) => Promise.resolve(stores.delete(name)),
    },
  };
};

const policyOf = async (stores: Map<string, Map<string, Response>>): Promise<unknown> =>
  stores.get(POLICY_CACHE)?.get(POLICY_KEY)?.clone().json();

/** navigator.serviceWorker, which jsdom has not: the worker's messages reach the page through it. */
const worker = new EventTarget();

let online = true;
let stops: (() => void)[] = [];
let caches = fakeCaches();

beforeAll(async () => {
  await initI18n({ screens: false });
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
});
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  caches = fakeCaches();
  vi.stubGlobal('caches', caches.storage);
  stops = [watchOfflineState(), watchOfflineSession()];
});
afterEach(async () => {
  // Back online for React Query too (its online manager heard the 'offline' event): a later
  // test's queries would wait for the network for ever.
  online = true;
  window.dispatchEvent(new Event('online'));
  stops.forEach((stop) => stop());
  cleanup();
  signOutTest();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

/**
 * Waits (up to 5 s) for the user's answer and the cache's turns to settle until `check` holds.
 * Not `waitFor`: its checks inside `act` never let the page's cache promises run.
 */
const settles = async (check: () => Promise<boolean> | boolean): Promise<boolean> => {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await check()) return true;
    await act(() => new Promise((done) => setTimeout(done, 50)));
  }
  return false;
};

const OFFLINE = 'You are offline: showing what was last loaded.';
const goOffline = () =>
  act(() => {
    online = false;
    window.dispatchEvent(new Event('offline'));
  });

const parent = () => {
  signInAs({ id: 5, audience: 'parent', userTypeId: USER_TYPE.parent }, () => jsonAnswer({}));
  vi.stubGlobal('caches', caches.storage);
};

describe('the offline banner', () => {
  it('says nothing online, and that the screens show what was last loaded offline', async () => {
    parent();
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE)).toBeNull();
    goOffline();
    expect((await screen.findByRole('status')).textContent).toBe(OFFLINE);
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it('shows when the worker answered from its cache, until the network is back', async () => {
    parent();
    renderWithProviders(<OfflineBanner />);
    act(() => {
      worker.dispatchEvent(new MessageEvent('message', { data: { type: SERVED_FROM_CACHE } }));
    });
    await screen.findByText(OFFLINE);
    act(() => {
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'something else' } }));
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it('is translated', async () => {
    parent();
    await act(() => changeLanguage('tr'));
    renderWithProviders(<OfflineBanner />);
    goOffline();
    expect((await screen.findByRole('status')).textContent).toBe('Çevrimdışısınız: en son yüklenenler gösteriliyor.');
  });
});

describe('whose answers are kept', () => {
  it('a parent’s session, and after signing out nobody’s', async () => {
    parent();
    caches.stores.set(DATA_CACHE, new Map([['old', new Response('{}')]]));
    renderWithProviders(<OfflineBanner />);
    const policy = JSON.stringify({ userId: 'uuid-5', authorization: 'Bearer token-5' });
    expect(await settles(async () => JSON.stringify(await policyOf(caches.stores)) === policy)).toBe(true);
    expect(caches.stores.has(DATA_CACHE)).toBe(false);
    caches.stores.set(DATA_CACHE, new Map([['mine', new Response('{}')]]));
    act(() => sessionStore.signOut());
    expect(await settles(() => caches.stores.size === 0)).toBe(true);
  });

  it('never a school administrator’s', async () => {
    signInAs({ id: 6, audience: 'school' }, () => jsonAnswer({}));
    // Kept from before (the sign-in itself already forgot what was there).
    await act(() => new Promise((done) => setTimeout(done, 10)));
    caches.stores.set(POLICY_CACHE, new Map([[POLICY_KEY, new Response('{"userId":"x","authorization":"Bearer x"}')]]));
    caches.stores.set(DATA_CACHE, new Map([['x', new Response('{}')]]));
    renderWithProviders(<OfflineBanner />);
    expect(await settles(() => caches.stores.size === 0)).toBe(true);
  });
});
