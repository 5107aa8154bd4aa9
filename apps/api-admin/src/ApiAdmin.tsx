import { HydraAdmin, fetchHydra, hydraDataProvider } from '@api-platform/admin';
import { parseHydraDocumentation } from '@api-platform/api-doc-parser';
import { translate } from '@kampus/contract/i18n';
import { LANGUAGE_STORAGE_KEY, preferredLanguage } from '@kampus/contract/i18n/preferred-language';
import { useEffect, useState } from 'react';

/**
 * API Platform's stock HydraAdmin over our `/api`, with no per-resource code: every screen comes
 * from `/api/docs.jsonld`. It is the proof that the API is what API Platform users expect. The
 * session is the main app's (same origin, its localStorage keys in apps/web/src/api/session-store.ts):
 * sign in there first. Superadmins only: the page checks, and the API enforces each caller's reach anyway.
 */
const entrypoint = `${window.location.origin}/api`;
const token = localStorage.getItem('kampus.token');
const userId = localStorage.getItem('kampus.userId');
const headers = () => ({ Authorization: `Bearer ${token ?? ''}` });

/** Adds the bearer token to a request's own headers (an update's merge-patch content type stays). */
const withToken = (own: HeadersInit | (() => HeadersInit) | undefined): Headers => {
  const merged = new Headers(typeof own === 'function' ? own() : own);
  merged.set('Authorization', headers().Authorization);
  return merged;
};

const dataProvider = hydraDataProvider({
  entrypoint,
  httpClient: (url: URL, options = {}) => fetchHydra(url, { ...options, headers: withToken(options.headers) }),
  apiDocumentationParser: () => parseHydraDocumentation(entrypoint, { headers: headers }),
});

type Gate = 'checking' | 'allowed' | 'signed-out' | 'refused';

const useSuperadmin = (): Gate => {
  const [gate, setGate] = useState<Gate>(token && userId ? 'checking' : 'signed-out');
  useEffect(() => {
    if (!token || !userId) return;
    void fetch(`/api/users/${userId}`, { headers: headers() }).then(async (response) => {
      if (response.status === 401) return setGate('signed-out');
      const user = response.ok ? ((await response.json()) as { isSuperadmin?: boolean }) : {};
      setGate(user.isSuperadmin === true ? 'allowed' : 'refused');
    });
  }, []);
  return gate;
};

/** The main app's language (its choice in localStorage, else the browser's), for our own texts here. */
const language = preferredLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages);
const text = (key: string): string => translate(language, `apiAdmin.${key}`);

const Message = ({ textKey }: { textKey: string }) => (
  <main
    lang={language}
    dir={language === 'ar' ? 'rtl' : 'ltr'}
    style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem' }}
  >
    <p role="status">{text(textKey)}</p>
    <p>
      <a href="/">{text('back')}</a>
    </p>
  </main>
);

export const ApiAdmin = () => {
  const gate = useSuperadmin();
  if (gate === 'checking') return <Message textKey="checking" />;
  if (gate === 'signed-out') return <Message textKey="signed_out" />;
  if (gate === 'refused') return <Message textKey="refused" />;
  return <HydraAdmin dataProvider={dataProvider} entrypoint={entrypoint} />;
};
