import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { useBuildings } from './use-buildings.ts';

afterEach(cleanup);
afterEach(signOutTest);
afterEach(() => localStorage.clear());

const BUILDINGS = [
  { id: 3, title: 'Boys’ House' },
  { id: 4, title: 'Girls’ House' },
];

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

const open = () => {
  signInAs({ id: 7, audience: 'school' }, (url) =>
    jsonAnswer(url.startsWith('/api/dorm_buildings') ? { member: BUILDINGS, totalItems: 2 } : []),
  );
  return renderHook(() => useBuildings(), { wrapper });
};

describe('the warden’s building', () => {
  it('opens on the first building, then on the one chosen last, the next night too', async () => {
    const first = open();
    await waitFor(() => expect(first.result.current.chosen).toBe(3));
    act(() => first.result.current.choose(4));
    expect(first.result.current.chosen).toBe(4);
    first.unmount();
    signOutTest();

    const again = open();
    await waitFor(() => expect(again.result.current.items).toHaveLength(2));
    expect(again.result.current.chosen).toBe(4);
  });

  it('offers the first building when the one remembered is not among them', async () => {
    localStorage.setItem('kampus.dormBuilding', '99');
    const view = open();
    await waitFor(() => expect(view.result.current.chosen).toBe(3));
  });
});
