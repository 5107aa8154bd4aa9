import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../api/session-store.ts';
import { SettingsProvider } from '../app/settings.tsx';
import { i18n, initI18n } from '../i18n/index.ts';
import { LoginPage } from './LoginPage.tsx';

/*
 * Sending the form starts loading the signed-in shell (the whole app's route table). Left
 * running, that import outlives the test file and vitest fails the run on it; the form's
 * behaviour, which is what this file checks, does not depend on it.
 */
vi.mock('../app/signed-in-loader.ts', () => ({ preloadShell: () => undefined }));

/* The server is a fetch stand-in answering each login call in turn. */
beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

const CODE_REQUIRED = {
  status: 401,
  body: { error: 'Too many failed sign-ins on this account.', codeRequired: true },
};

const server = (logins: { status: number; body: unknown }[]) => {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      let answer = { status: 200, body: { google: null, facebook: null } as unknown };
      if (url === '/en/login') {
        sent.push(init?.body ? JSON.parse(String(init.body)) : undefined);
        answer = logins.shift() ?? { status: 500, body: {} };
      }
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return sent;
};

const renderLogin = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SettingsProvider>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/account/home" element={<p>home page</p>} />
          </Routes>
        </MemoryRouter>
      </SettingsProvider>
    </I18nextProvider>,
  );

describe('the login form of an account under attack', () => {
  it('asks for the mailed code when the server wants it, and sends it with the password', async () => {
    const sent = server([CODE_REQUIRED, { status: 200, body: { userId: 'uuid-1', accessToken: 'token-1' } }]);
    renderLogin();
    expect(screen.queryByLabelText(/Sign-in code/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'campus@kampus.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Kampus!2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many failed sign-ins on this account.')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(/Sign-in code/), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(sent).toEqual([
      { email: 'campus@kampus.test', pwd: 'Kampus!2026' },
      { email: 'campus@kampus.test', pwd: 'Kampus!2026', code: '123456' },
    ]);
    await waitFor(() => expect(sessionStore.get()).toMatchObject({ token: 'token-1', userId: 'uuid-1' }));
  });
});
