import { request } from './client.ts';
import { useProvidersOnce } from './provider-name.ts';
import { sessionStore } from './session-store.ts';

/**
 * SAML 2.0 sign-in (docs/saml.md). As with OpenID Connect, the sign-in is a browser navigation:
 * the button is a link to `/{lang}/saml/login`, and the server's Assertion Consumer Service sends
 * the browser back to the login page with the token in the URL fragment or a refusal in the query
 * (read by api/external-return.ts).
 */

/**
 * The identity providers the login page offers, "Sign in with <name>" each: the installation's
 * and the school groups' own; none, no button.
 */
export const useSamlProviderOnce = () => useProvidersOnce('/saml/provider');

/** Where a provider's button leads: the server starts the sign-in through it, in the page's language. */
export const samlLoginPath = (provider: string | null): string =>
  `/${sessionStore.get().language}/saml/login${provider === null ? '' : `?provider=${encodeURIComponent(provider)}`}`;

/** Which token a SAML sign-in gave, so signing out of it also ends the provider's session. */
const SAML_TOKEN_KEY = 'kampus.samlToken';

export const rememberSamlSession = (token: string): void => localStorage.setItem(SAML_TOKEN_KEY, token);

/**
 * Signs out of a session SAML began: the server ends it first, then answers the provider's single
 * logout address (null when there is none). `not-saml` for any other session, which the ordinary
 * sign-out ends.
 */
export const samlSignOut = async (): Promise<'not-saml' | { redirect: string | null }> => {
  const remembered = localStorage.getItem(SAML_TOKEN_KEY);
  localStorage.removeItem(SAML_TOKEN_KEY);
  const { token } = sessionStore.get();
  if (!token || remembered !== token) return 'not-saml';
  try {
    const answer = await request<{ redirect?: unknown }>('/saml/logout', { method: 'POST', scoped: true });
    return { redirect: typeof answer.redirect === 'string' ? answer.redirect : null };
  } catch {
    // Not ended by the server (no provider any more, a lost connection): the ordinary sign-out does it.
    return 'not-saml';
  }
};
