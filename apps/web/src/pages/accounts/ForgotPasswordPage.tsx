import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordLink } from '../../api/account-flows.ts';
import { errorMessage } from '../../api/client.ts';
import { usePageTitle } from '../../app/use-page-title.ts';
import { PublicShell } from '../PublicShell.tsx';
import { PublicAlert, PublicForm, PublicLinks, PublicSubmit, PublicTextField } from '../public/controls.tsx';
import { useRequiredFields } from '../public/required-fields.ts';

/**
 * /forgot-password: mails a link valid 24 hours (POST /{lang}/reset-password). The answer is the
 * same for any address, so the page says where the link goes only "if an account uses it".
 * "Password link" phases: sending, successful, error.
 */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('ui.accounts.forgot.title'));
  const send = useRequestPasswordLink();
  const { values, field, complete } = useRequiredFields({ email: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete()) return;
    void send.run({ email: values.email.trim() });
  };

  return (
    <PublicShell>
      <PublicForm title={t('ui.accounts.forgot.title')} intro={t('ui.accounts.forgot.intro')} onSubmit={submit}>
        {send.isError && (
          <PublicAlert severity="error">{errorMessage(send.error, t('app.an_error_occurred'))}</PublicAlert>
        )}
        {send.isSuccess && <PublicAlert severity="success">{t('ui.accounts.forgot.successful')}</PublicAlert>}
        <PublicTextField
          {...field('email')}
          label={t('ui.login.email')}
          type="email"
          autoComplete="email"
          disabled={send.isPending}
          autoFocus
        />
        <PublicSubmit
          label={t('ui.accounts.forgot.submit')}
          busy={send.isPending}
          busyText={t('ui.accounts.forgot.sending')}
        />
        <PublicLinks links={[{ to: '/login', label: t('ui.accounts.back_to_login') }]} />
      </PublicForm>
    </PublicShell>
  );
};
