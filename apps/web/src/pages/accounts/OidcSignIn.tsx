import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { oidcAuthorizePath, oidcReturn, useOidcProviderOnce } from '../../api/oidc.ts';
import { sessionStore } from '../../api/session-store.ts';
import { notify, prepareNotices } from '../../app/notices.ts';
import { PublicAlert } from '../public/controls.tsx';

/**
 * "Sign in with <name>" under the login form, only when the server has an OpenID Connect
 * provider; and the end of that sign-in: the token the provider's return left in the fragment
 * is stored as a password sign-in's would be (then removed from the address), or the reason of
 * a refusal is shown in the page's language.
 */
export const OidcSignIn = ({ target }: { target: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { name, load } = useOidcProviderOnce();
  const returned = oidcReturn(location.search, location.hash);

  useEffect(() => {
    void load();
  }, [load]);

  const accessToken = returned.kind === 'signed-in' ? returned.accessToken : null;
  const userId = returned.kind === 'signed-in' ? returned.userId : null;
  useEffect(() => {
    if (!accessToken || !userId) return;
    prepareNotices();
    notify({ message: { key: 'login.successful' }, variant: 'success' });
    sessionStore.signIn(accessToken, userId);
    void navigate(target, { replace: true });
  }, [accessToken, userId, navigate, t, target]);

  return (
    <div>
      {returned.kind === 'refused' && <PublicAlert severity="error">{t(returned.messageKey)}</PublicAlert>}
      {accessToken && (
        <p role="status" className="kp-status">
          <span className="kp-spinner" aria-hidden="true" /> {t('oidc.signing_in')}
        </p>
      )}
      {name && !accessToken && (
        <a className="kp-button kp-button--outlined kp-button--large" href={oidcAuthorizePath()}>
          {t('oidc.sign_in_with', { name })}
        </a>
      )}
    </div>
  );
};
