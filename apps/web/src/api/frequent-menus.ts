import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { request } from './client.ts';
import { fetchAll } from './resources.ts';
import { useCurrentUser } from './session.ts';
import type { ApiRecord } from './types.ts';
import { useOwnRecords } from './account.ts';

/** Frequent menus: how often the signed-in user opened each side-menu entry. */
export const useFrequentMenus = () => {
  const user = useCurrentUser();
  return useOwnRecords('frequent_menus', user.data?.id);
};

const menuIdOf = (record: ApiRecord): number => Number(record.menuId);

/**
 * The counts being written, one after another: each reads the row and writes it one higher, so
 * two openings in quick succession (a second before the first's write had landed) counted once,
 * or made the row twice.
 */
let counting: Promise<void> = Promise.resolve();

/**
 * Counts one opening of a menu entry: the user's row for it goes up by one, or is created with 1.
 * Best effort: counting never stands in the way of opening the screen.
 */
export const useCountMenuOpen = () => {
  const client = useQueryClient();
  const user = useCurrentUser();
  const userId = user.data?.id;
  return useCallback(
    (menuId: number) => {
      if (userId === undefined) return;
      counting = counting.then(async () => {
        try {
          const [existing] = await fetchAll('frequent_menus', {
            filters: { user: String(userId), menuId: String(menuId) },
          });
          if (existing) {
            const count = Number(existing.count ?? 0) + 1;
            await request(`/api/frequent_menus/${existing.id}`, { method: 'PATCH', body: { count }, untenanted: true });
          } else {
            await request('/api/frequent_menus', {
              method: 'POST',
              body: { count: 1, user: userId, menuId },
              untenanted: true,
            });
          }
          await client.invalidateQueries({ queryKey: ['frequent_menus'] });
        } catch {
          // The menu opens whatever happens to its count.
        }
      });
    },
    [client, userId],
  );
};

export const topFrequentMenus = (records: readonly ApiRecord[], limit: number): number[] =>
  [...records]
    .filter((record) => Number(record.count) > 0)
    .sort((a, b) => Number(b.count) - Number(a.count) || a.id - b.id)
    .slice(0, limit)
    .map(menuIdOf);

const DEVICE_KEY = 'kampus.deviceId';

/** This browser's device id: made once, kept across sessions. */
export const deviceId = (): string => {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
};

const describeBrowser = (agent: string): string => {
  const browser = /(Edg|OPR|Chrome|Firefox|Safari)\/[\d.]+/.exec(agent)?.[1] ?? 'Browser';
  const system = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(agent)?.[1] ?? '';
  const names: Record<string, string> = { Edg: 'Edge', OPR: 'Opera', 'Mac OS X': 'macOS' };
  return [names[browser] ?? browser, names[system] ?? system].filter(Boolean).join(' · ');
};

const now = (): string => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** Registers this browser as one of the user's devices (POST /api/devices), once per session and user. */
export const useRegisterDevice = () => {
  const user = useCurrentUser();
  const client = useQueryClient();
  const userId = user.data?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const marker = `kampus.deviceSeen.${userId}`;
    if (sessionStorage.getItem(marker)) return;
    sessionStorage.setItem(marker, '1');
    const id = deviceId();
    void (async () => {
      try {
        const [existing] = await fetchAll('devices', { filters: { user: String(userId), deviceId: id } });
        if (existing) {
          await request(`/api/devices/${existing.id}`, {
            method: 'PATCH',
            body: { lastSeenAt: now() },
            untenanted: true,
          });
        } else {
          await request('/api/devices', {
            method: 'POST',
            body: { deviceId: id, user: userId, name: describeBrowser(navigator.userAgent), lastSeenAt: now() },
            untenanted: true,
          });
        }
        // The devices page may have read the list before this write landed (opened straight
        // after signing in): it then read a list without this browser, so it reads again.
        await client.invalidateQueries({ queryKey: ['devices'] });
      } catch {
        sessionStorage.removeItem(marker);
      }
    })();
  }, [userId, client]);
};
