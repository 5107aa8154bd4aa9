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
