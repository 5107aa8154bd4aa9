import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordLink } from '../../api/account-flows.ts';
import { errorMessage } from '../../api/client.ts';
import { usePageTitle } from '../../app/use-page-title.ts';
import { PublicShell } from '../PublicShell.tsx';
import { PublicAlert, PublicLinks, PublicSubmit, PublicTextField } from '../public/controls.tsx';

/**
 * /forgot-password: mails a link valid 24 hours (POST /{lang}/reset-password). The answer is the
 * same for any address, so the page says where the link goes only "if an account uses it".
 * "Password link" phases: sending, successful, error.
 */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('ui.accounts.forgot.title'));
  const send = useRequestPasswordLink();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!email.trim()) return;
    void send.run({ email: email.trim() });
  };

  return (
    <PublicShell>
      <form noValidate onSubmit={submit} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className="kp-title">
          {t('ui.accounts.forgot.title')}
        </h1>
        <p className="kp-muted">{t('ui.accounts.forgot.intro')}</p>
        {send.isError && (
          <PublicAlert severity="error">{errorMessage(send.error, t('app.an_error_occurred'))}</PublicAlert>
        )}
        {send.isSuccess && <PublicAlert severity="success">{t('ui.accounts.forgot.successful')}</PublicAlert>}
        <PublicTextField
          label={t('ui.login.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={touched && !email.trim() ? t('app.cannot_be_empty') : undefined}
          disabled={send.isPending}
          required
          autoFocus
        />
        <PublicSubmit
          label={t('ui.accounts.forgot.submit')}
          busy={send.isPending}
          busyText={t('ui.accounts.forgot.sending')}
        />
        <PublicLinks links={[{ to: '/login', label: t('ui.accounts.back_to_login') }]} />
      </form>
    </PublicShell>
  );
};
