import { languageLocales } from '@kampus/contract/constants';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRegisterEmail } from '../../api/account-flows.ts';
import { errorMessage } from '../../api/client.ts';
import { useSession } from '../../api/use-session.ts';
import { usePageTitle } from '../../app/use-page-title.ts';
import { PublicShell } from '../PublicShell.tsx';
import { PublicAlert, PublicForm, PublicLinks, PublicSubmit, PublicTextField } from '../public/controls.tsx';
import { useRequiredFields } from '../public/required-fields.ts';

/**
 * /register: name and e-mail; a verification code is mailed (POST /{lang}/register-emails),
 * then the person goes on to /verify-email. Phases: adding (spinner), success, error.
 */
export const RegisterPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('ui.accounts.register.title'));
  const navigate = useNavigate();
  const { language } = useSession();
  const register = useRegisterEmail();
  const { values, field, complete } = useRequiredFields({ name: '', lastName: '', email: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete()) return;
    const { name, lastName, email } = values;
    void register
      .run({
        emailAddress: email.trim(),
        locale: languageLocales[language],
        name: name.trim(),
        lastName: lastName.trim(),
      })
      .then((answer) => {
        if (answer === null) return;
        void navigate(`/verify-email?email=${encodeURIComponent(email.trim())}`, { state: { codeSent: true } });
      });
  };

  return (
    <PublicShell>
      <PublicForm title={t('ui.accounts.register.title')} intro={t('ui.accounts.register.intro')} onSubmit={submit}>
        {register.isError && (
          <PublicAlert severity="error">{errorMessage(register.error, t('app.an_error_occurred'))}</PublicAlert>
        )}
        <PublicTextField
          {...field('name')}
          label={t('ui.accounts.register.name')}
          autoComplete="given-name"
          disabled={register.isPending}
          autoFocus
        />
        <PublicTextField
          {...field('lastName')}
          label={t('ui.accounts.register.last_name')}
          autoComplete="family-name"
          disabled={register.isPending}
        />
        <PublicTextField
          {...field('email')}
          label={t('ui.accounts.register.email')}
          type="email"
          autoComplete="email"
          disabled={register.isPending}
        />
        <PublicSubmit
          label={t('ui.accounts.register.submit')}
          busy={register.isPending}
          busyText={t('ui.accounts.register.adding')}
        />
        <PublicLinks
          links={[
            { to: '/verify-email', label: t('ui.accounts.register.have_code') },
            { to: '/login', label: t('ui.accounts.back_to_login') },
          ]}
        />
      </PublicForm>
    </PublicShell>
  );
};
