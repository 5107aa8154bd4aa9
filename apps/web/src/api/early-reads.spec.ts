import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAnswer, request, startEarlyRead } from './client.ts';
import { sessionStore } from './session-store.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fetch that answers each call with its own number, and records what it was asked. */
const countingFetch = () => {
  let calls = 0;
  const fetchMock = vi.fn((url: string) => {
    calls += 1;
    return Promise.resolve(json({ url, call: calls }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

describe('reads started at boot', () => {
  it('are taken by the first request of the same call, which asks the server nothing more', async () => {
    sessionStore.signIn('token-a', 'user-a');
    const fetchMock = countingFetch();
    startEarlyRead('/api/classes/3/gradebook', { query: { course: '7' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const answer = await request<{ url: string; call: number }>('/api/classes/3/gradebook', { query: { course: '7' } });
    expect(answer).toEqual({ url: '/api/classes/3/gradebook?course=7', call: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next read of the same call asks again.
    expect(await request('/api/classes/3/gradebook', { query: { course: '7' } })).toMatchObject({ call: 2 });
  });

  it('are not taken by another call, another session or a write', async () => {
    sessionStore.signIn('token-a', 'user-a');
    const fetchMock = countingFetch();
    startEarlyRead('/api/users/user-a', { untenanted: true });
    expect(await request('/api/users/user-a')).toMatchObject({ call: 2 });
    sessionStore.signIn('token-b', 'user-a');
    expect(await request('/api/users/user-a', { untenanted: true })).toMatchObject({ call: 3 });
    startEarlyRead('/api/notes', { method: 'POST', body: { text: 'x' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('give their answer to a query at once once it has come, and only once', async () => {
    sessionStore.signIn('token-a', 'user-a');
    countingFetch();
    startEarlyRead('/users/user-a/schools', { scoped: true });
    expect(earlyAnswer('/users/user-a/schools', { scoped: true })).toBeUndefined();
    await vi.waitFor(() => expect(earlyAnswer('/users/user-a/schools', { scoped: true })).toMatchObject({ call: 1 }));
    expect(earlyAnswer('/users/user-a/schools', { scoped: true })).toBeUndefined();
  });

  it('pass a failure on to the request that takes them', async () => {
    sessionStore.signIn('token-a', 'user-a');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ title: 'Not Found' }), { status: 404 }))),
    );
    startEarlyRead('/api/classes/999/gradebook');
    await expect(request('/api/classes/999/gradebook')).rejects.toMatchObject({ status: 404 });
  });
});
