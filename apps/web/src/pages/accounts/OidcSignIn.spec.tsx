import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store.ts';
import { changeLanguage, i18n, initI18n } from '../../i18n/index.ts';
import { OidcSignIn } from './OidcSignIn.tsx';

/* The server is a fetch stand-in answering the provider's name. */
beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.signOut();
  await changeLanguage('en');
});

const server = (name: string | null) =>
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(url.endsWith('/oidc/provider') ? { name } : {}), {
          status: url.endsWith('/oidc/provider') ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ),
  );

const renderAt = (entry: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<OidcSignIn target="/account/home" />} />
          <Route path="/account/home" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('OpenID Connect sign-in on the login page', () => {
  it('offers no button when the server has no provider', async () => {
    server(null);
    renderAt('/login');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("offers 'Sign in with <name>', leading to the server's authorize route in the page's language", async () => {
    server('School ID');
    renderAt('/login');
    const link = await screen.findByRole('link', { name: 'Sign in with School ID' });
    expect(link.getAttribute('href')).toBe('/en/oidc/authorize');
  });

  it("shows the server's refusal in the page's language, and nothing it does not know", async () => {
    server('School ID');
    await changeLanguage('tr');
    renderAt('/login?oidcError=oidc.unverified_email');
    expect(await screen.findByText(/Kimlik sağlayıcı e-posta adresinizi doğrulamamış/)).toBeTruthy();
    cleanup();
    renderAt('/login?oidcError=anything.you.like');
    const link = await screen.findByRole('link', { name: 'School ID ile giriş yap' });
    expect(link.getAttribute('href')).toBe('/tr/oidc/authorize');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stores the token the provider returned and goes on to the home page', async () => {
    server('School ID');
    renderAt('/login#oidcToken=token-9&userId=uuid-9');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(sessionStore.get()).toMatchObject({ token: 'token-9', userId: 'uuid-9' });
  });
});
