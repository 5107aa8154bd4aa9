import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onUnauthorized, request } from './client.ts';
import { sessionStore } from './session-store.ts';

const unauthorized = () =>
  new Response(JSON.stringify({ title: 'Unauthorized', status: 401 }), {
    status: 401,
    headers: { 'content-type': 'application/problem+json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

describe('a 401 answer', () => {
  it('signs the session out when it concerns the current token', async () => {
    sessionStore.signIn('token-a', 'user-a');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(unauthorized())),
    );
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(request('/api/users/1')).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears a refused token from storage itself and marks the session ended (the login page says so)', async () => {
    sessionStore.signIn('stale-token', 'user-a');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(unauthorized())),
    );
    await expect(request('/api/users/1')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('kampus.token')).toBeNull();
    expect(sessionStore.get()).toMatchObject({ token: null, userId: null, ended: true });
    sessionStore.signIn('fresh-token', 'user-a');
    expect(sessionStore.get().ended).toBe(false);
  });

  it('keeps the token when the network fails (the screen offers to try again)', async () => {
    sessionStore.signIn('token-a', 'user-a');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request('/api/users/1')).rejects.toBeInstanceOf(TypeError);
    expect(localStorage.getItem('kampus.token')).toBe('token-a');
    expect(sessionStore.get()).toMatchObject({ token: 'token-a', ended: false });
  });

  it('is ignored when the token was swapped meanwhile (impersonation started or ended)', async () => {
    sessionStore.signIn('token-a', 'user-a');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        // The answer arrives after the session took another user's token.
        sessionStore.signIn('token-b', 'user-b');
        return Promise.resolve(unauthorized());
      }),
    );
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(request('/api/users/1')).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
