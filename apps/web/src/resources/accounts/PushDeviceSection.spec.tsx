import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { PushDeviceSection } from './PushDeviceSection.tsx';

/*
 * "Notifications on this device" with a fake Push API: a browser's PushManager that subscribes
 * with the installation's key, the permission prompt, and the server's rows. What blocks push (no
 * Push API, notifications blocked) is said in words.
 */

// 65 bytes, the first 4: the shape of a VAPID public key (any such bytes do for a fake PushManager).
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : index));
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const ENDPOINT = 'https://push.example.net/send/device-1';

interface FakeBrowser {
  permission: NotificationPermission;
  subscribed: boolean;
  serverRows: { id: number; endpoint: string; deviceLabel: string }[];
  subscribeKeys: Uint8Array[];
  posted: Record<string, unknown>[];
  deleted: string[];
  unsubscribed: number;
}

const fakeBrowser = (options: Partial<FakeBrowser> & { pushApi?: boolean } = {}): FakeBrowser => {
  const browser: FakeBrowser = {
    permission: 'default',
    subscribed: false,
    serverRows: [],
    subscribeKeys: [],
    posted: [],
    deleted: [],
    unsubscribed: 0,
    ...options,
  };
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: KEY_BYTES.buffer },
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'AuthSecret16Bytes' } }),
    unsubscribe: () => {
      browser.unsubscribed += 1;
      browser.subscribed = false;
      return Promise.resolve(true);
    },
  };
  const pushManager = {
    getSubscription: () => Promise.resolve(browser.subscribed ? subscription : null),
    subscribe: (input: { applicationServerKey: Uint8Array }) => {
      browser.subscribeKeys.push(input.applicationServerKey);
      browser.subscribed = true;
      return Promise.resolve(subscription);
    },
  };
  if (options.pushApi !== false) vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: () => {
      browser.permission = 'granted';
      return Promise.resolve('granted');
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ pushManager }) },
  });
  signInAs({ id: 5, audience: 'parent' }, (url, init) => {
    if (url === '/api/push/key') return jsonAnswer({ publicKey: PUBLIC_KEY });
    if (url.startsWith('/api/push_subscriptions.json')) return jsonAnswer(browser.serverRows);
    if (url === '/api/push_subscriptions' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      browser.posted.push(body);
      browser.serverRows = [{ id: 7, endpoint: String(body.endpoint), deviceLabel: String(body.deviceLabel) }];
      return jsonAnswer({ id: 7, ...body }, 201);
    }
    if (url.startsWith('/api/push_subscriptions/') && init?.method === 'DELETE') {
      browser.deleted.push(url);
      browser.serverRows = [];
      return new Response(null, { status: 204 });
    }
    return jsonAnswer({}, 404);
  });
  return browser;
};

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('notifications on this device', () => {
  it('turns on: asks the permission, subscribes with the installation’s key and sends the subscription', async () => {
    const browser = fakeBrowser();
    renderWithProviders(<PushDeviceSection userId={5} />);
    expect(await screen.findByText('This device does not receive your notifications.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on for this device' }));
    expect(await screen.findByText('This device receives your notifications.')).toBeTruthy();
    expect(browser.permission).toBe('granted');
    expect(browser.subscribeKeys).toHaveLength(1);
    expect([...browser.subscribeKeys[0]!]).toEqual([...KEY_BYTES]);
    expect(browser.posted).toEqual([
      expect.objectContaining({
        user: 5,
        endpoint: ENDPOINT,
        p256dh: 'BPublicKeyOfTheDevice',
        auth: 'AuthSecret16Bytes',
        deviceLabel: expect.any(String),
      }),
    ]);
  });

  it('turns off: the server’s row first, then the browser’s subscription', async () => {
    const browser = fakeBrowser({
      permission: 'granted',
      subscribed: true,
      serverRows: [{ id: 7, endpoint: ENDPOINT, deviceLabel: 'Chrome · Android' }],
    });
    renderWithProviders(<PushDeviceSection userId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off for this device' }));
    expect(await screen.findByText('This device does not receive your notifications.')).toBeTruthy();
    expect(browser.deleted).toEqual(['/api/push_subscriptions/7']);
    expect(browser.unsubscribed).toBe(1);
  });

  it('says in words when the browser has no Push API', async () => {
    fakeBrowser({ pushApi: false });
    renderWithProviders(<PushDeviceSection userId={5} />);
    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says in words when notifications are blocked in the browser', async () => {
    fakeBrowser({ permission: 'denied' });
    renderWithProviders(<PushDeviceSection userId={5} />);
    expect(await screen.findByText(/Notifications are blocked for Kampus in this browser/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
