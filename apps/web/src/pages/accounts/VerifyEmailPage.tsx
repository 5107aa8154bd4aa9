import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useVerifyEmail } from '../../api/account-flows.ts';
import { errorMessage } from '../../api/client.ts';
import { usePageTitle } from '../../app/use-page-title.ts';
import { PublicShell } from '../PublicShell.tsx';
import { PublicAlert, PublicForm, PublicLinks, PublicSubmit, PublicTextField } from '../public/controls.tsx';
import { useRequiredFields } from '../public/required-fields.ts';

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
  const { values, field, complete } = useRequiredFields({ email: params.get('email') ?? '', verifyCode: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete()) return;
    void verify.run({ emailAddress: values.email.trim(), verifyCode: values.verifyCode.trim() }).then((answer) => {
      if (answer === null) return;
      // A moment to read "verified" before the password form.
      window.setTimeout(() => void navigate(`/reset-password/${answer.resetId}`, { replace: true }), 800);
    });
  };

  const busy = verify.isPending || verify.isSuccess;
  return (
    <PublicShell>
      <PublicForm title={t('ui.accounts.verify.title')} intro={t('ui.accounts.verify.intro')} onSubmit={submit}>
        {codeWasSent(location.state) && !verify.isError && !verify.isSuccess && (
          <PublicAlert severity="success">{t('ui.accounts.register.success')}</PublicAlert>
        )}
        {verify.isError && (
          <PublicAlert severity="error">{errorMessage(verify.error, t('app.an_error_occurred'))}</PublicAlert>
        )}
        {verify.isSuccess && <PublicAlert severity="success">{t('ui.accounts.verify.verified')}</PublicAlert>}
        <PublicTextField
          {...field('email')}
          label={t('ui.accounts.register.email')}
          type="email"
          autoComplete="email"
          disabled={busy}
        />
        <PublicTextField
          {...field('verifyCode')}
          label={t('ui.accounts.verify.code')}
          autoComplete="one-time-code"
          disabled={busy}
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
      </PublicForm>
    </PublicShell>
  );
};
