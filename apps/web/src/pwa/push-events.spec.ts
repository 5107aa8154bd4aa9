import { describe, expect, it, vi } from 'vitest';
import { listenForPushes, readPushed, sameOriginPath } from './push-events.ts';

const ORIGIN = 'https://kampus.school.org';

type Listener = (event: unknown) => void;

/** A worker's global as far as push needs it: its listeners, notifications and windows. */
const fakeScope = (windows: { url: string }[] = []) => {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const clients = windows.map((window) => ({
    url: window.url,
    focus: vi.fn(function (this: unknown) {
      return Promise.resolve(client);
    }),
  }));
  const client = {
    navigate: (path: string) => {
      navigated.push(path);
      return Promise.resolve(null);
    },
  };
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      showNotification: (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      matchAll: () => Promise.resolve(clients),
      openWindow: (path: string) => {
        opened.push(path);
        return Promise.resolve(null);
      },
    },
  };
  listenForPushes(scope as unknown as ServiceWorkerGlobalScope);
  /** Fires an event and waits for what it handed to `waitUntil`. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { fire, shown, opened, navigated, clients };
};

describe('push messages in the service worker', () => {
  it('shows the message’s title and body with the app’s icon, the page in its data', async () => {
    const scope = fakeScope();
    const text = JSON.stringify({ title: 'Çocuğunuz devamsız', body: 'Deniz bugün yoktu.', url: '/account/student' });
    await scope.fire('push', { data: { text: () => text } });
    expect(scope.shown).toEqual([
      {
        title: 'Çocuğunuz devamsız',
        options: expect.objectContaining({
          body: 'Deniz bugün yoktu.',
          icon: '/pwa-192.png',
          data: { url: '/account/student' },
        }),
      },
    ]);
  });

  it('a message that is not JSON is still shown, as text', () => {
    expect(readPushed('hello')).toEqual({ title: 'Kampus', body: 'hello', url: '/' });
    expect(readPushed(null)).toEqual({ title: 'Kampus', body: '', url: '/' });
  });

  it('opens paths of its own origin only', () => {
    expect(sameOriginPath('/account/student?tab=1#x', ORIGIN)).toBe('/account/student?tab=1#x');
    expect(sameOriginPath(`${ORIGIN}/mail`, ORIGIN)).toBe('/mail');
    expect(sameOriginPath('https://evil.example/phish', ORIGIN)).toBe('/');
    expect(sameOriginPath('//evil.example/phish', ORIGIN)).toBe('/');
    expect(sameOriginPath('javascript:alert(1)', ORIGIN)).toBe('/');
    expect(sameOriginPath(42, ORIGIN)).toBe('/');
  });

  it('a click focuses an open window of the app at the page, else opens one', async () => {
    const notification = { close: vi.fn(), data: { url: '/account/student' } };
    const open = fakeScope([{ url: `${ORIGIN}/account/home` }]);
    await open.fire('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(open.clients[0]!.focus).toHaveBeenCalled();
    expect(open.navigated).toEqual(['/account/student']);
    expect(open.opened).toEqual([]);

    const none = fakeScope([{ url: 'https://other.example/' }]);
    await none.fire('notificationclick', { notification: { close: vi.fn(), data: { url: 'https://evil.example/' } } });
    expect(none.opened).toEqual(['/']);
  });
});
