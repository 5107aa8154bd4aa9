import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSamlSession, samlSignOut } from './saml.ts';
import { sessionStore } from './session-store.ts';

/* The server is a fetch stand-in answering the SAML sign-out. */
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
  localStorage.clear();
});

const server = (redirect: string | null) => {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify({ redirect }), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('signing out of a SAML session', () => {
  it('leaves any other session to the ordinary sign-out, and asks the server nothing', async () => {
    const fetch = server('https://idp.example/slo?SAMLRequest=x');
    sessionStore.signIn('password-token', 'uuid-1');
    expect(await samlSignOut()).toBe('not-saml');
    // A SAML token remembered from an earlier session is not this one.
    rememberSamlSession('older-token');
    expect(await samlSignOut()).toBe('not-saml');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("ends a SAML session on the server and answers the provider's single logout address", async () => {
    const fetch = server('https://idp.example/slo?SAMLRequest=x');
    sessionStore.signIn('saml-token', 'uuid-2');
    rememberSamlSession('saml-token');
    expect(await samlSignOut()).toEqual({ redirect: 'https://idp.example/slo?SAMLRequest=x' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/en/saml/logout');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    // Once: the mark goes with the session.
    expect(await samlSignOut()).toBe('not-saml');
  });
});
