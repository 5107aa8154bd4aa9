import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDelete, useList, useRecord } from './resources.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (url: string): Response => {
  if (url.includes('.jsonld'))
    return new Response(JSON.stringify({ 'hydra:member': [], 'hydra:totalItems': 0 }), {
      headers: { 'content-type': 'application/ld+json' },
    });
  if (url.match(/\/api\/\w+\/\d+$/)) return Response.json({ id: 1, title: 'one' });
  return new Response(null, { status: 204 });
};

describe('query keys start with the resource', () => {
  it('a change to a resource reloads its lists and records, and no other resource', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL | Request, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        calls.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`);
        return Promise.resolve(answer(url));
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        list: useList('banks', { page: 1, pageSize: 30 }),
        record: useRecord('banks', 1),
        other: useList('departments', { page: 1, pageSize: 30 }),
        remove: useDelete('banks'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess && result.current.other.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.record.isSuccess).toBe(true));
    calls.length = 0;
    await act(() => result.current.remove.mutateAsync(2));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect([...calls].sort()).toEqual(['DELETE /api/banks/2', 'GET /api/banks.jsonld', 'GET /api/banks/1']);
  });
});
