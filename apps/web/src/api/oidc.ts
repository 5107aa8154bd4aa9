import { useCallback, useState } from 'react';
import { request } from './client.ts';
import { sessionStore } from './session-store.ts';

/**
 * OpenID Connect sign-in (docs/oidc.md). The sign-in itself is a browser navigation, not a
 * call: the button is a link to `/{lang}/oidc/authorize`, and the provider sends the browser
 * back to the login page with the token in the URL fragment or a refusal in the query.
 */

/** The provider's name for "Sign in with <name>", or null (no button) when none is configured. */
export const useOidcProviderOnce = () => {
  const [name, setName] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const answer = await request<{ name?: unknown }>('/oidc/provider', {
        scoped: true,
        anonymous: true,
        untenanted: true,
      });
      setName(typeof answer.name === 'string' && answer.name !== '' ? answer.name : null);
    } catch {
      // No provider then: the password form is all the page needs.
      setName(null);
    }
  }, []);
  return { name, load };
};

/** Where the button leads: the server starts the sign-in in the page's language. */
export const oidcAuthorizePath = (): string => `/${sessionStore.get().language}/oidc/authorize`;

/** What the provider's return left in the login page's address. */
export type OidcReturn =
  | { kind: 'signed-in'; accessToken: string; userId: string }
  | { kind: 'refused'; messageKey: string }
  | { kind: 'none' };

/** Only the server's refusal keys are shown: a link cannot make the page say just anything. */
const REFUSAL_KEY = /^(oidc\.[a-z_]+|login\.(inactive|expired))$/;

export const oidcReturn = (search: string, hash: string): OidcReturn => {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = fragment.get('oidcToken');
  const userId = fragment.get('userId');
  if (accessToken && userId) return { kind: 'signed-in', accessToken, userId };
  const messageKey = new URLSearchParams(search).get('oidcError');
  if (messageKey && REFUSAL_KEY.test(messageKey)) return { kind: 'refused', messageKey };
  return { kind: 'none' };
};
