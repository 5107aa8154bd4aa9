import { sessionStore } from './session-store.ts';

/**
 * Whose notifications this browser's push subscription carries: the user (uuid) who turned it on.
 * Kept beside the session in localStorage, since the subscription outlives any session.
 */
const OWNER_KEY = 'kampus.pushOwner';

export const notePushOwner = (userId: string | null): void => {
  if (userId) localStorage.setItem(OWNER_KEY, userId);
  else localStorage.removeItem(OWNER_KEY);
};

const dropSubscription = async (): Promise<void> => {
  localStorage.removeItem(OWNER_KEY);
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
};

/**
 * Another person signing in on this browser (a family's shared computer) ends the previous one's
 * pushes here: their absences must not pop up on the next person's screen. The server's row goes
 * when the push service answers 410 to the next push. The owner signing in again keeps theirs:
 * a session that merely expired must not silently stop a parent's notifications.
 */
export const watchPushOwner = (): (() => void) => {
  const check = () => {
    const owner = localStorage.getItem(OWNER_KEY);
    const { userId } = sessionStore.get();
    if (owner !== null && userId !== null && userId !== owner) void dropSubscription().catch(() => undefined);
  };
  check();
  return sessionStore.subscribe(check);
};
