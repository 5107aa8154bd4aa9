/**
 * The service worker (`dist/sw.js`, built from `sw.ts`; docs/pwa.md) is a family's and a teacher's:
 * registered once such a user is known, in the production build only (the dev server has no
 * worker, so nothing it serves is ever kept). Staff work at a desk on the network: they get no
 * worker, and one left by a family's session on a shared computer goes when staff sign in, so no
 * staff page ever passes through a worker.
 */
const available = (): boolean => import.meta.env.PROD && 'serviceWorker' in navigator;

/** After the page's own loading: the worker's precaching never competes with the first paint. */
const afterLoad = (work: () => void): void => {
  if (document.readyState === 'complete') work();
  else window.addEventListener('load', work, { once: true });
};

export const registerServiceWorker = (): void => {
  if (!available()) return;
  afterLoad(() => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
};

export const unregisterServiceWorker = (): void => {
  if (!available()) return;
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
};
