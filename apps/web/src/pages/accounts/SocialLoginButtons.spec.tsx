import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store.ts';
import { i18n, initI18n } from '../../i18n/index.ts';
import { SocialLoginButtons } from './SocialLoginButtons.tsx';

/*
 * Google's script is replaced by a stand-in with the same interface: its button hands an ID
 * token to the callback, as Google Identity Services does. The server is a fetch stand-in.
 */
beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.google;
  sessionStore.signOut();
});

const fakeGoogle = () => {
  const seen: { clientId?: string } = {};
  window.google = {
    accounts: {
      id: {
        initialize: ({ client_id, callback }) => {
          seen.clientId = client_id;
          (seen as { callback?: typeof callback }).callback = callback;
        },
        renderButton: (element) => {
          const button = document.createElement('button');
          button.textContent = 'Sign in with Google';
          button.type = 'button';
          button.onclick = () =>
            (seen as { callback?: (answer: { credential: string }) => void }).callback?.({ credential: 'id-token-1' });
          element.appendChild(button);
        },
      },
    },
  };
  return seen;
};

const server = (answers: Record<string, { status: number; body: unknown }>) => {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[url] ?? { status: 404, body: {} };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
};

const renderButtons = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<SocialLoginButtons target="/account/home" />} />
          <Route path="/account/home" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('social sign-in on the login page', () => {
  it('offers nothing when the server has no Google client id', async () => {
    const calls = server({ '/en/social-providers': { status: 200, body: { google: null, facebook: null } } });
    fakeGoogle();
    renderButtons();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/en/social-providers'));
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it("sends Google's ID token to the server and shows 'Google user not registered!' for an unlinked account", async () => {
    const calls = server({
      '/en/social-providers': { status: 200, body: { google: 'client-1', facebook: null } },
      '/en/social-login/google': { status: 404, body: { error: 'Google user not registered!' } },
    });
    const google = fakeGoogle();
    renderButtons();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('Google user not registered!')).toBeTruthy();
    expect(google.clientId).toBe('client-1');
    expect(calls.find((call) => call.url === '/en/social-login/google')?.body).toEqual({ idToken: 'id-token-1' });
    expect(sessionStore.get().token).toBeNull();
  });

  it('signs a linked account in and goes on', async () => {
    server({
      '/en/social-providers': { status: 200, body: { google: 'client-1', facebook: null } },
      '/en/social-login/google': { status: 200, body: { userId: 'uuid-1', accessToken: 'token-1' } },
    });
    fakeGoogle();
    renderButtons();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(sessionStore.get()).toMatchObject({ token: 'token-1', userId: 'uuid-1' });
  });
});
