import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store.ts';
import { changeLanguage, i18n, initI18n } from '../../i18n/index.ts';
import { SamlSignIn } from './SamlSignIn.tsx';

/* The server is a fetch stand-in answering the SAML provider's name. */
beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.signOut();
  await changeLanguage('en');
});

const server = (name: string | null, providers?: { key: string; name: string }[]) =>
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(url.endsWith('/saml/provider') ? { name, providers } : {}), {
          status: url.endsWith('/saml/provider') ? 200 : 404,
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
          <Route path="/login" element={<SamlSignIn target="/account/home" />} />
          <Route path="/account/home" element={<p>home page</p>} />
          <Route path="/students" element={<p>students page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('SAML sign-in on the login page', () => {
  it('offers no button when the server has no SAML provider', async () => {
    server(null);
    renderAt('/login');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("offers 'Sign in with <name>', leading to the server's login route in the page's language", async () => {
    server('School Group ID');
    renderAt('/login');
    const link = await screen.findByRole('link', { name: 'Sign in with School Group ID' });
    expect(link.getAttribute('href')).toBe('/en/saml/login');
  });

  it("offers a button per provider, the installation's and each school group's, each starting its own", async () => {
    server('School Group ID', [
      { key: 'installation', name: 'School Group ID' },
      { key: '7', name: 'High School ID' },
    ]);
    renderAt('/login');
    const group = await screen.findByRole('link', { name: 'Sign in with High School ID' });
    expect(group.getAttribute('href')).toBe('/en/saml/login?provider=7');
    const own = screen.getByRole('link', { name: 'Sign in with School Group ID' });
    expect(own.getAttribute('href')).toBe('/en/saml/login?provider=installation');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it("shows the server's refusal in the page's language, and nothing it does not know", async () => {
    server('School Group ID');
    await changeLanguage('de');
    renderAt('/login?samlError=saml.unknown_email');
    expect(await screen.findByText(/Kein Kampus-Konto hat die E-Mail-Adresse/)).toBeTruthy();
    cleanup();
    renderAt('/login?samlError=anything.you.like');
    const link = await screen.findByRole('link', { name: 'Mit School Group ID anmelden' });
    expect(link.getAttribute('href')).toBe('/de/saml/login');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stores the returned token and goes on to where the sign-in began', async () => {
    server('School Group ID');
    renderAt('/login#samlToken=token-7&userId=uuid-7&next=%2Fstudents');
    expect(await screen.findByText('students page')).toBeTruthy();
    expect(sessionStore.get()).toMatchObject({ token: 'token-7', userId: 'uuid-7' });
  });

  it('never goes on to another site', async () => {
    server('School Group ID');
    renderAt('/login#samlToken=token-8&userId=uuid-8&next=%2F%2Fevil.example');
    expect(await screen.findByText('home page')).toBeTruthy();
  });
});
