import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { notePushOwner } from './push-owner.ts';
import { sessionStore } from './session-store.ts';
import { useSession } from './use-session.ts';

/** One of the caller's devices that take Web Push, as `/api/push_subscriptions` reads it (never its keys). */
interface PushDeviceRow {
  id: number;
  endpoint: string;
  deviceLabel: string | null;
}

/**
 * What this browser can do about push, in the order a person meets the obstacles: no Push API at
 * all (an old browser, Safari on iOS outside the home screen), no service worker of Kampus (the dev
 * server, staff accounts: the worker is a family's and a teacher's, docs/pwa.md), notifications
 * blocked in the browser's settings, or ready (subscribed or not).
 */
type PushState =
  | { kind: 'unsupported' }
  | { kind: 'no_worker' }
  | { kind: 'denied' }
  | { kind: 'ready'; subscribed: boolean };

const PUSH_KEY = ['push_subscriptions'];
const own = { untenanted: true } as const;

const pushApiPresent = (): boolean =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

/** Kampus's worker, if this page has one: push messages arrive there. */
const workerRegistration = async (): Promise<ServiceWorkerRegistration | undefined> =>
  navigator.serviceWorker.getRegistration('/');

/** The caller's row of this endpoint, if the server has one. */
const rowOf = async (endpoint: string): Promise<PushDeviceRow | undefined> =>
  (
    await request<PushDeviceRow[]>('/api/push_subscriptions.json', {
      ...own,
      query: { endpoint, pagination: false },
    })
  ).find((row) => row.endpoint === endpoint);

const readState = async (): Promise<PushState> => {
  if (!pushApiPresent()) return { kind: 'unsupported' };
  const registration = await workerRegistration();
  if (!registration) return { kind: 'no_worker' };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  const subscription = await registration.pushManager.getSubscription();
  // Subscribed means both ends agree: the browser has it and the server sends to it.
  return { kind: 'ready', subscribed: subscription !== null && (await rowOf(subscription.endpoint)) !== undefined };
};

/** Whether this device receives the caller's notifications, and what stands in the way if not. */
export const usePushState = () => {
  const { token } = useSession();
  return useQuery({
    queryKey: [...PUSH_KEY, 'this-device', token],
    queryFn: readState,
    enabled: Boolean(token),
  });
};

/** `applicationServerKey` takes the key's bytes; the server answers base64url. */
const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
};

const sameKey = (subscription: PushSubscription, key: Uint8Array): boolean => {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
};

/** What the account page lists the device as: its browser and system, names that need no translation. */
const deviceLabel = (userAgent: string): string => {
  const browser =
    [
      ['Edg/', 'Edge'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([mark]) => userAgent.includes(mark as string))?.[1] ?? 'Browser';
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Windows', 'Windows'],
      ['Mac OS X', 'macOS'],
      ['Linux', 'Linux'],
    ].find(([mark]) => userAgent.includes(mark as string))?.[1] ?? '';
  return system ? `${browser} · ${system}` : browser;
};

/** The person refused the browser's permission prompt (or had blocked it before). */
export class PushPermissionRefused extends Error {}

/**
 * Turns push on for this device: the browser's permission, a subscription with the installation's
 * public key (a subscription made with an older key is replaced: the push service would refuse
 * our signature), then the subscription sent to the server, which keeps one row per endpoint.
 */
export const useSubscribePush = (userId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const registration = await workerRegistration();
      if (!registration) throw new Error('no service worker');
      if ((await Notification.requestPermission()) !== 'granted') throw new PushPermissionRefused();
      const { publicKey } = await request<{ publicKey: string }>('/api/push/key', own);
      const key = keyBytes(publicKey);
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !sameKey(subscription, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      const { endpoint, keys } = subscription.toJSON();
      await request('/api/push_subscriptions', {
        ...own,
        method: 'POST',
        body: {
          user: userId,
          endpoint,
          p256dh: keys?.p256dh,
          auth: keys?.auth,
          deviceLabel: deviceLabel(navigator.userAgent),
        },
      });
      notePushOwner(sessionStore.get().userId);
    },
    onSettled: () => client.invalidateQueries({ queryKey: PUSH_KEY }),
  });
};

/** Turns push off for this device: the server's row first (so nothing more is sent), then the browser's subscription. */
export const useUnsubscribePush = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const subscription = await (await workerRegistration())?.pushManager.getSubscription();
      if (!subscription) return;
      const row = await rowOf(subscription.endpoint);
      if (row) await request<void>(`/api/push_subscriptions/${row.id}`, { ...own, method: 'DELETE' });
      await subscription.unsubscribe();
      notePushOwner(null);
    },
    onSettled: () => client.invalidateQueries({ queryKey: PUSH_KEY }),
  });
};
