import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useLogin } from '../api/auth.ts';
import { fetchSecondFactorStatus } from '../api/second-factor.ts';
import type { LoginAnswer } from '../api/types.ts';
import { errorMessage } from '../api/client.ts';
import { sessionStore } from '../api/session-store.ts';
import { useSession } from '../api/use-session.ts';
import { prepareNotices, useNotify } from '../app/notices.ts';
import { preloadShell } from '../app/signed-in-loader.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { PublicShell } from './PublicShell.tsx';
import { OidcSignIn } from './accounts/OidcSignIn.tsx';
import { SamlSignIn } from './accounts/SamlSignIn.tsx';
import { SocialLoginButtons } from './accounts/SocialLoginButtons.tsx';
import {
  PublicAlert,
  PublicForm,
  PublicLinks,
  PublicPasswordField,
  PublicSubmit,
  PublicTextField,
} from './public/controls.tsx';
import { SecondFactorEnrolment } from './SecondFactorEnrolment.tsx';
import { SecondStepForm } from './SecondStepForm.tsx';

export const HOME_PATH = '/account/home';

/**
 * A second step handed over by another first step: a reset link or a social sign-in (router
 * state), or the school's OpenID Connect provider (the address's fragment, never sent to a server).
 */
const handedSecondStep = (state: unknown, hash: string): string | null => {
  const given = typeof state === 'object' && state !== null && 'secondStep' in state ? state.secondStep : undefined;
  if (typeof given === 'string') return given;
  return new URLSearchParams(hash.replace(/^#/, '')).get('secondStep');
};

const targetAfterLogin = (state: unknown): string => {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && from !== '/' ? from : HOME_PATH;
};

export const LoginPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('ui.login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const { token, ended } = useSession();
  const notify = useNotify();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [pwd, setPwd] = useState('');
  const [code, setCode] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  // Signed in and held by the group's policy to set up a second factor first.
  const [enrolling, setEnrolling] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const secondStep = login.secondStep ?? handedSecondStep(location.state, location.hash);

  const enter = () => {
    notify({ message: { key: 'login.successful' }, variant: 'success' });
    void navigate(targetAfterLogin(location.state), { replace: true });
  };

  /** The session is stored; before the app opens, a policy may ask for a second factor to be set up. */
  const signedIn = (answer: LoginAnswer) => {
    setFinishing(true);
    sessionStore.signIn(answer.accessToken, answer.userId);
    fetchSecondFactorStatus().then(
      (status) => (status.required && !status.enabled ? setEnrolling(true) : enter()),
      () => enter(),
    );
  };

  if (enrolling) {
    return (
      <PublicShell>
        <SecondFactorEnrolment onDone={enter} />
      </PublicShell>
    );
  }
  if (token && !login.isSuccess && !finishing) return <Navigate to={targetAfterLogin(location.state)} replace />;
  if (secondStep && !finishing) {
    return (
      <PublicShell>
        <SecondStepForm
          secondStepToken={secondStep}
          // A second step handed over by another first step does not say: the passkey is offered.
          passkey={login.secondStep ? login.secondStepPasskey : true}
          onSignedIn={signedIn}
          onRestart={() => {
            login.restart();
            void navigate('/login', { replace: true });
          }}
        />
      </PublicShell>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!email.trim() || !pwd) return;
    prepareNotices();
    // The signed-in routes and layout load while the server checks the password.
    preloadShell();
    const credentials =
      login.codeRequired && code.trim()
        ? { email: email.trim(), pwd, code: code.trim() }
        : { email: email.trim(), pwd };
    void login.login(credentials).then((answer) => {
      if (answer) signedIn(answer);
    });
  };

  const emailMissing = touched && !email.trim();
  const pwdMissing = touched && !pwd;
  return (
    <PublicShell>
      <PublicForm title={t('ui.login.title')} intro={t('ui.login.subtitle')} onSubmit={submit}>
        {ended && !login.isError && <PublicAlert severity="error">{t('ui.session.ended')}</PublicAlert>}
        {login.isError && (
          <PublicAlert severity="error">{errorMessage(login.error, t('app.an_error_occurred'))}</PublicAlert>
        )}
        {login.isSuccess && <PublicAlert severity="success">{t('login.successful')}</PublicAlert>}
        <PublicTextField
          label={t('ui.login.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={emailMissing ? t('app.cannot_be_empty') : undefined}
          disabled={login.isPending}
          required
          autoFocus
        />
        <PublicPasswordField
          label={t('ui.login.password')}
          name="password"
          autoComplete="current-password"
          value={pwd}
          onChange={setPwd}
          error={pwdMissing ? t('app.cannot_be_empty') : undefined}
          disabled={login.isPending}
          required
          shown={showPassword}
          onToggle={() => setShowPassword((shown) => !shown)}
        />
        {login.codeRequired && (
          <PublicTextField
            label={t('ui.login.code')}
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            disabled={login.isPending}
            autoFocus
          />
        )}
        <PublicSubmit label={t('ui.login.submit')} busy={login.isPending} busyText={t('ui.login.validating')} />
        <SocialLoginButtons target={targetAfterLogin(location.state)} />
        <OidcSignIn target={targetAfterLogin(location.state)} />
        <SamlSignIn target={targetAfterLogin(location.state)} />
        <PublicLinks
          links={[
            { to: '/forgot-password', label: t('ui.login.forgot') },
            { to: '/register', label: t('ui.login.register') },
          ]}
        />
      </PublicForm>
    </PublicShell>
  );
};
