/// <reference lib="webworker" />
/**
 * What the service worker does with a Web Push message (docs/pwa.md, "Push notifications"): the
 * server sends `{ title, body, url }`, encrypted for this browser, already in the reader's
 * language; the worker shows it, and a click brings Kampus to the front at that page.
 */

/** A message as the server writes it (`notifications.push`, apps/server/src/modules/push). */
export interface PushedNotice {
  title: string;
  body: string;
  url: string;
}

/** The app's name: the title of a message that came without one (it never should). */
const FALLBACK_TITLE = 'Kampus';
const ICON = '/pwa-192.png';

/** Reads a message's JSON; anything else is shown as its text, so a push is never silently lost. */
export const readPushed = (text: string | null): PushedNotice => {
  if (!text) return { title: FALLBACK_TITLE, body: '', url: '/' };
  try {
    const value = JSON.parse(text) as Partial<Record<keyof PushedNotice, unknown>>;
    return {
      title: typeof value.title === 'string' && value.title !== '' ? value.title : FALLBACK_TITLE,
      body: typeof value.body === 'string' ? value.body : '',
      url: typeof value.url === 'string' ? value.url : '/',
    };
  } catch {
    return { title: FALLBACK_TITLE, body: text, url: '/' };
  }
};

/**
 * The page a click opens: a path of this origin only. A message naming another origin (or a
 * `javascript:` URL) opens the app's home instead: a push must never become a way off the site.
 */
export const sameOriginPath = (url: unknown, origin: string): string => {
  if (typeof url !== 'string') return '/';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
};

/** Focuses a window of the app already open (at the page), else opens one. */
const openApp = async (scope: ServiceWorkerGlobalScope, path: string): Promise<void> => {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (!open) {
    await scope.clients.openWindow(path);
    return;
  }
  const focused = await open.focus();
  // Only a window this worker controls can be navigated; another just comes to the front.
  await focused.navigate(path).catch(() => null);
};

export const listenForPushes = (scope: ServiceWorkerGlobalScope): void => {
  scope.addEventListener('push', (event) => {
    const notice = readPushed(event.data?.text() ?? null);
    event.waitUntil(
      scope.registration.showNotification(notice.title, {
        body: notice.body,
        icon: ICON,
        badge: ICON,
        data: { url: notice.url },
      }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openApp(scope, sameOriginPath(data?.url, scope.location.origin)));
  });
};
