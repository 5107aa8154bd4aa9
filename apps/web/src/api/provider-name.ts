import { useCallback, useState } from 'react';
import { request } from './client.ts';

/**
 * A sign-in provider's name for "Sign in with <name>" (OpenID Connect, SAML), asked once the page
 * wants it from `path` (`/oidc/provider`, `/saml/provider`); null, so no button, when the server
 * configures none or cannot say.
 */
export interface ProviderNameOnce {
  name: string | null;
  load: () => Promise<void>;
}

export const useProviderNameOnce = (path: string): ProviderNameOnce => {
  const [name, setName] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const answer = await request<{ name?: unknown }>(path, { scoped: true, anonymous: true, untenanted: true });
      setName(typeof answer.name === 'string' && answer.name !== '' ? answer.name : null);
    } catch {
      // No provider then: the password form is all the page needs.
      setName(null);
    }
  }, [path]);
  return { name, load };
};
