import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings: it is not a standard yet). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const isInstallPrompt = (event: Event): event is InstallPromptEvent =>
  'prompt' in event && typeof event.prompt === 'function';

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const publish = (next: InstallPromptEvent | null): void => {
  deferred = next;
  listeners.forEach((listener) => listener());
};

/**
 * Keeps the browser's install offer for the button instead of its own banner. Started with the
 * app: the event may come before any screen is drawn. Returns the stop (tests).
 */
export const captureInstallPrompt = (): (() => void) => {
  const offered = (event: Event) => {
    if (!isInstallPrompt(event)) return;
    event.preventDefault();
    publish(event);
  };
  const installed = () => publish(null);
  window.addEventListener('beforeinstallprompt', offered);
  window.addEventListener('appinstalled', installed);
  return () => {
    window.removeEventListener('beforeinstallprompt', offered);
    window.removeEventListener('appinstalled', installed);
    publish(null);
  };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the app, and the act that asks the person. */
export const useInstallPrompt = () => {
  const event = useSyncExternalStore(subscribe, () => deferred);
  return {
    available: event !== null,
    /** Shows the browser's dialog; an offer is used once, whatever the answer. */
    install: async (): Promise<'accepted' | 'dismissed' | 'unavailable'> => {
      if (!event) return 'unavailable';
      publish(null);
      await event.prompt();
      return (await event.userChoice).outcome;
    },
  };
};
