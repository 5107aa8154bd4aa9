import { useCallback, useState } from 'react';
import { request } from './client.ts';

/** A provider the login page offers: its name for "Sign in with <name>", and the key its start takes (null: the only one). */
interface OfferedProvider {
  key: string | null;
  name: string;
}

/**
 * The sign-in providers (OpenID Connect, SAML) the login page offers, asked once the page wants
 * them from `path` (`/oidc/provider`, `/saml/provider`); none, so no button, when the server
 * configures none or cannot say.
 */
export interface ProvidersOnce {
  providers: OfferedProvider[];
  load: () => Promise<void>;
}

/** The answer's list (SAML: a school group may have its own provider), else its one name (OpenID Connect). */
const offered = (answer: { name?: unknown; providers?: unknown }): OfferedProvider[] => {
  if (Array.isArray(answer.providers)) {
    return answer.providers.flatMap((provider: unknown) => {
      const { key, name } = (provider ?? {}) as { key?: unknown; name?: unknown };
      return typeof key === 'string' && typeof name === 'string' && name !== '' ? [{ key, name }] : [];
    });
  }
  return typeof answer.name === 'string' && answer.name !== '' ? [{ key: null, name: answer.name }] : [];
};

export const useProvidersOnce = (path: string): ProvidersOnce => {
  const [providers, setProviders] = useState<OfferedProvider[]>([]);
  const load = useCallback(async () => {
    try {
      const answer = await request<{ name?: unknown; providers?: unknown }>(path, {
        scoped: true,
        anonymous: true,
        untenanted: true,
      });
      setProviders(offered(answer));
    } catch {
      // No provider then: the password form is all the page needs.
      setProviders([]);
    }
  }, [path]);
  return { providers, load };
};
