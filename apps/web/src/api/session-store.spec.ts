import { afterEach, describe, expect, it, vi } from 'vitest';

/** The store as a page that has just loaded reads it (a reload): a fresh module over the same storage. */
const freshStore = async () => {
  vi.resetModules();
  return (await import('./session-store.ts')).sessionStore;
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a session the server ended', () => {
  it('is still said after a reload of the page, until the next sign-in', async () => {
    const store = await freshStore();
    store.signIn('token', 'user');
    store.signOut(true);
    const reloaded = await freshStore();
    expect(reloaded.get()).toMatchObject({ token: null, ended: true });
    reloaded.signIn('again', 'user');
    expect(reloaded.get().ended).toBe(false);
    expect((await freshStore()).get().ended).toBe(false);
  });

  it('keeps its reason when a logout follows the refusal', async () => {
    const store = await freshStore();
    store.signIn('token', 'user');
    store.signOut(true);
    store.signOut();
    expect(store.get().ended).toBe(true);
    expect((await freshStore()).get().ended).toBe(true);
  });

  it('is not said after a person signs out of a live session', async () => {
    const store = await freshStore();
    store.signIn('token', 'user');
    store.signOut();
    expect(store.get().ended).toBe(false);
    expect((await freshStore()).get().ended).toBe(false);
  });
});
