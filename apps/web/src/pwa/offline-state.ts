import { useSyncExternalStore } from 'react';
import { SERVED_FROM_CACHE } from './offline-reads.ts';

/** The service worker answered a read from its cache since the network was last seen. */
let served = false;
const listeners = new Set<() => void>();
const publish = (): void => listeners.forEach((listener) => listener());

const isServedMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && 'type' in data && data.type === SERVED_FROM_CACHE;

/** Listens to the worker's word and the network's comings and goings. Returns the stop (tests). */
export const watchOfflineState = (): (() => void) => {
  const onMessage = (event: MessageEvent<unknown>) => {
    if (!isServedMessage(event.data)) return;
    served = true;
    publish();
  };
  const onOnline = () => {
    served = false;
    publish();
  };
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  worker?.addEventListener('message', onMessage);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', publish);
  return () => {
    worker?.removeEventListener('message', onMessage);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', publish);
    served = false;
  };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while the page may be showing kept answers: offline, or a read came from the cache. */
export const useShowingKeptData = (): boolean => useSyncExternalStore(subscribe, () => !navigator.onLine || served);
