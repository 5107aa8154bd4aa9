import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useVerifyEmail } from '../../api/account-flows.ts';
import { errorMessage } from '../../api/client.ts';
import { usePageTitle } from '../../app/use-page-title.ts';
import { PublicShell } from '../PublicShell.tsx';
import { PublicAlert, PublicLinks, PublicSubmit, PublicTextField } from '../public/controls.tsx';

const codeWasSent = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'codeSent' in state && state.codeSent === true;

/**
 * /verify-email: the address and the mailed code (POST /{lang}/verify-email). Verified: on to
 * setting a password with the one-time link the server answers. Phases: verifying, verified, error.
 */
export const VerifyEmailPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('ui.accounts.verify.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const verify = useVerifyEmail();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!email.trim() || !code.trim()) return;
    void verify.run({ emailAddress: email.trim(), verifyCode: code.trim() }).then((answer) => {
      if (answer === null) return;
      // A moment to read "verified" before the password form.
      window.setTimeout(() => void navigate(`/reset-password/${answer.resetId}`, { replace: true }), 800);
    });
  };

  const missing = (value: string) => (touched && !value.trim() ? t('app.cannot_be_empty') : undefined);
  const busy = verify.isPending || verify.isSuccess;
  return (
    <PublicShell>
      <form noValidate onSubmit={submit} aria-labelledby="verify-title">
        <h1 id="verify-title" className="kp-title">
          {t('ui.accounts.verify.title')}
        </h1>
        <p className="kp-muted">{t('ui.accounts.verify.intro')}</p>
        {codeWasSent(location.state) && !verify.isError && !verify.isSuccess && (
          <PublicAlert severity="success">{t('ui.accounts.register.success')}</PublicAlert>
        )}
        {verify.isError && (
          <PublicAlert severity="error">{errorMessage(verify.error, t('app.an_error_occurred'))}</PublicAlert>
        )}
        {verify.isSuccess && <PublicAlert severity="success">{t('ui.accounts.verify.verified')}</PublicAlert>}
        <PublicTextField
          label={t('ui.accounts.register.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={missing(email)}
          disabled={busy}
          required
        />
        <PublicTextField
          label={t('ui.accounts.verify.code')}
          name="verifyCode"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          error={missing(code)}
          disabled={busy}
          required
          autoFocus
        />
        <PublicSubmit
          label={t('ui.accounts.verify.submit')}
          busy={verify.isPending}
          busyText={t('ui.accounts.verify.verifying')}
          disabled={busy}
        />
        <PublicLinks
          links={[
            { to: '/register', label: t('ui.accounts.verify.new_code') },
            { to: '/login', label: t('ui.accounts.back_to_login') },
          ]}
        />
      </form>
    </PublicShell>
  );
};
