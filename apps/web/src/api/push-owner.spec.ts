import { afterEach, describe, expect, it, vi } from 'vitest';
import { notePushOwner, watchPushOwner } from './push-owner.ts';
import { sessionStore } from './session-store.ts';

/** A browser with Kampus's worker and a push subscription; counts its unsubscribes. */
const browserWithSubscription = () => {
  const unsubscribe = vi.fn(() => Promise.resolve(true));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () =>
        Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve({ unsubscribe }) } }),
    },
  });
  return unsubscribe;
};

afterEach(() => {
  sessionStore.signOut();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the push subscription of a shared browser', () => {
  it('is dropped when another person signs in, kept when its owner signs in again', async () => {
    const unsubscribe = browserWithSubscription();
    sessionStore.signIn('token-a', 'uuid-a');
    notePushOwner('uuid-a');
    const stop = watchPushOwner();
    sessionStore.signOut();
    sessionStore.signIn('token-a2', 'uuid-a');
    await Promise.resolve();
    expect(unsubscribe).not.toHaveBeenCalled();
    sessionStore.signOut();
    sessionStore.signIn('token-b', 'uuid-b');
    await vi.waitFor(() => expect(unsubscribe).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('kampus.pushOwner')).toBeNull();
    stop();
  });
});
