import { languageLocales } from '@kampus/contract/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRegisterEmail } from '../../api/account-flows.ts';
import { errorMessage } from '../../api/client.ts';
import { useSession } from '../../api/use-session.ts';
import { usePageTitle } from '../../app/use-page-title.ts';
import { PublicShell } from '../PublicShell.tsx';
import { PublicAlert, PublicLinks, PublicSubmit, PublicTextField } from '../public/controls.tsx';

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
  const [name, setName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim() || !lastName.trim() || !email.trim()) return;
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

  const missing = (value: string) => (touched && !value.trim() ? t('app.cannot_be_empty') : undefined);
  return (
    <PublicShell>
      <form noValidate onSubmit={submit} aria-labelledby="register-title">
        <h1 id="register-title" className="kp-title">
          {t('ui.accounts.register.title')}
        </h1>
        <p className="kp-muted">{t('ui.accounts.register.intro')}</p>
        {register.isError && (
          <PublicAlert severity="error">{errorMessage(register.error, t('app.an_error_occurred'))}</PublicAlert>
        )}
        <PublicTextField
          label={t('ui.accounts.register.name')}
          name="name"
          autoComplete="given-name"
          value={name}
          onChange={setName}
          error={missing(name)}
          disabled={register.isPending}
          required
          autoFocus
        />
        <PublicTextField
          label={t('ui.accounts.register.last_name')}
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={setLastName}
          error={missing(lastName)}
          disabled={register.isPending}
          required
        />
        <PublicTextField
          label={t('ui.accounts.register.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={missing(email)}
          disabled={register.isPending}
          required
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
      </form>
    </PublicShell>
  );
};
