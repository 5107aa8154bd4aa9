import { useProvidersOnce } from './provider-name.ts';
import { sessionStore } from './session-store.ts';

/**
 * OpenID Connect sign-in (docs/oidc.md). The sign-in itself is a browser navigation, not a
 * call: the button is a link to `/{lang}/oidc/authorize`, and the provider sends the browser
 * back to the login page with the token in the URL fragment or a refusal in the query (read by
 * api/external-return.ts).
 */

/** The provider's name for "Sign in with <name>", or null (no button) when none is configured. */
export const useOidcProviderOnce = () => useProvidersOnce('/oidc/provider');

/** Where the button leads: the server starts the sign-in in the page's language. */
export const oidcAuthorizePath = (): string => `/${sessionStore.get().language}/oidc/authorize`;
