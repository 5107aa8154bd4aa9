import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { OnlineClassJoinPage } from './OnlineClassJoinPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

const open = (path: string) => {
  const asked: string[] = [];
  signInAs({ id: 6, audience: 'teacher' }, (url, init) => {
    asked.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.endsWith('/provider')) return jsonAnswer({ found: false });
    if (url.endsWith('/create')) return jsonAnswer({ created: true });
    if (url.includes('/join/')) return jsonAnswer({ url: 'https://meet.example/join?x=1' });
    return jsonAnswer({});
  });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  renderWithProviders(
    <Routes>
      <Route path="/classes/online/:id/:action/:role" element={<OnlineClassJoinPage />} />
    </Routes>,
    { path: path },
  );
  return { asked, assign };
};

describe('/classes/online/{id}/{action}/{role}', () => {
  it('opens the class with the role: found or created, joined, then on to the provider’s page', async () => {
    const { asked, assign } = open('/classes/online/7/join/moderator');
    expect(screen.getByRole('status').textContent).toContain('Opening the online class');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://meet.example/join?x=1'));
    expect(asked.filter((call) => call.includes('online-classes'))).toEqual([
      'GET /en/online-classes/7/provider',
      'POST /en/online-classes/7/create',
      'POST /en/online-classes/7/join/moderator',
    ]);
  });

  it('names no screen for another action or role', () => {
    const { asked } = open('/classes/online/7/join/superuser');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(asked.some((call) => call.includes('online-classes'))).toBe(false);
  });
});
