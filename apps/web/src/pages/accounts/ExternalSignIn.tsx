import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { externalReturn, type ExternalProvider } from '../../api/external-return.ts';
import type { ProvidersOnce } from '../../api/provider-name.ts';
import { sessionStore } from '../../api/session-store.ts';
import { notify, prepareNotices } from '../../app/notices.ts';
import { PublicAlert } from '../public/controls.tsx';

/** One external provider as the login page offers it. */
export interface ExternalSignInProps {
  provider: ExternalProvider;
  /** The providers of this kind, asked of the server once (none configured: no button). */
  useProviders: () => ProvidersOnce;
  /** Where a provider's button leads: the server's start of the sign-in, in the page's language. */
  startPath: (provider: string | null) => string;
  /** "Sign in with {{name}}" and "Signing in…", the provider's own wording. */
  labels: { signInWith: string; signingIn: string };
  /** Called with the new session's token before going on (SAML keeps it for single logout). */
  onSignedIn?: (accessToken: string) => void;
  /** Where to go after signing in when the return names nowhere. */
  target: string;
}

/**
 * "Sign in with <name>" under the login form, one per provider the server has; and the
 * end of its sign-in: the token the return left in the fragment is stored as a password
 * sign-in's would be (the address then changes, dropping it), or the reason of a refusal is
 * shown in the page's language.
 */
export const ExternalSignIn = ({
  provider,
  useProviders,
  startPath,
  labels,
  onSignedIn,
  target,
}: ExternalSignInProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { providers, load } = useProviders();
  const returned = externalReturn(provider, location.search, location.hash);

  useEffect(() => {
    void load();
  }, [load]);

  const accessToken = returned.kind === 'signed-in' ? returned.accessToken : null;
  const userId = returned.kind === 'signed-in' ? returned.userId : null;
  const next = returned.kind === 'signed-in' ? returned.next : null;
  useEffect(() => {
    if (!accessToken || !userId) return;
    prepareNotices();
    notify({ message: { key: 'login.successful' }, variant: 'success' });
    sessionStore.signIn(accessToken, userId);
    onSignedIn?.(accessToken);
    void navigate(next ?? target, { replace: true });
  }, [accessToken, userId, next, navigate, target, onSignedIn]);

  return (
    <div>
      {returned.kind === 'refused' && <PublicAlert severity="error">{t(returned.messageKey)}</PublicAlert>}
      {accessToken && (
        <p role="status" className="kp-status">
          <span className="kp-spinner" aria-hidden="true" /> {t(labels.signingIn)}
        </p>
      )}
      {!accessToken &&
        providers.map(({ key, name }) => (
          <a key={key ?? name} className="kp-button kp-button--outlined kp-button--large" href={startPath(key)}>
            {t(labels.signInWith, { name })}
          </a>
        ))}
    </div>
  );
};
