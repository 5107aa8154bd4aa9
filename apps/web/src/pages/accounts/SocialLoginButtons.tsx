import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSocialLogin, useSocialProvidersOnce } from '../../api/account-flows.ts';
import { errorMessage } from '../../api/client.ts';
import { useHandOnSecondStep } from '../../api/handed-second-step.ts';
import { sessionStore } from '../../api/session-store.ts';
import { notify, prepareNotices } from '../../app/notices.ts';
import { PublicAlert } from '../public/controls.tsx';
import { renderGoogleButton } from './google-identity.ts';

/**
 * "Sign in with Google" under the login form, only when the server has a GOOGLE_CLIENT_ID. The
 * server verifies the ID token; an account nobody linked answers 'Google user not registered!'.
 * (Facebook gives OpenID ID tokens to apps only, so the web page offers no Facebook button.)
 */
export const SocialLoginButtons = ({ target }: { target: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { providers, load } = useSocialProvidersOnce();
  const google = useSocialLogin('google');
  useHandOnSecondStep(google.error, target);
  const box = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const signIn = useRef(google.run);
  signIn.current = google.run;

  useEffect(() => {
    void load();
  }, [load]);

  const clientId = providers?.google ?? null;
  useEffect(() => {
    if (!clientId || !box.current) return;
    const onIdToken = (idToken: string) => {
      prepareNotices();
      void signIn.current(idToken).then((answer) => {
        if (!answer) return;
        notify({ message: { key: 'login.successful' }, variant: 'success' });
        sessionStore.signIn(answer.accessToken, answer.userId);
        void navigate(target, { replace: true });
      });
    };
    renderGoogleButton(box.current, clientId, onIdToken, 'signin_with').catch(() => setUnavailable(true));
  }, [clientId, navigate, t, target]);

  if (!clientId || unavailable) return null;
  return (
    <div>
      {google.isError && (
        <PublicAlert severity="error">{errorMessage(google.error, t('app.an_error_occurred'))}</PublicAlert>
      )}
      {google.isPending && (
        <p role="status" className="kp-status">
          <span className="kp-spinner" aria-hidden="true" /> {t('ui.accounts.social.validating_google')}
        </p>
      )}
      <div ref={box} />
    </div>
  );
};
