import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useCheckPasswordLink, useResetPassword } from '../../api/account-flows.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useHandOnSecondStep } from '../../api/handed-second-step.ts';
import { sessionStore } from '../../api/session-store.ts';
import { usePageTitle } from '../../app/use-page-title.ts';
import { PublicShell } from '../PublicShell.tsx';
import { PublicAlert, PublicLinks, PublicPasswordField, PublicSubmit } from '../public/controls.tsx';
import { passwordProblem } from './password-check.ts';

/**
 * /reset-password/{resetId}: a forgot-password link, an invitation or the last step of
 * registering. The link is checked first (whose account, still good?); then a new password and
 * its confirmation, the spec's rule, POST /{lang}/reset-password/{resetId}. An invited person
 * (a parent the school made an account for) is signed in with the answer's token and lands on
 * their home page, their child's; a reset still ends with the sign-in page.
 */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const { resetId = '' } = useParams();
  const check = useCheckPasswordLink();
  const reset = useResetPassword();
  // The password is saved; a person with a second factor gives its code on the login page.
  useHandOnSecondStep(reset.error);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = check.run;
  useEffect(() => {
    void run(resetId);
  }, [run, resetId]);

  const link = check.answer;
  const title = link && link.kind !== 'reset' ? t('ui.accounts.reset.title_set') : t('ui.accounts.reset.title');
  usePageTitle(title);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!link) return;
    const found = passwordProblem(password, confirm);
    setProblem(found);
    if (found) return;
    void reset.run({ resetId, userId: link.userId, email: link.email, newPassword: password }).then((answer) => {
      if (!answer || link.kind !== 'invite') return;
      sessionStore.signIn(answer.token, answer.userId);
      void navigate('/', { replace: true });
    });
  };

  const invalid = check.isError || (reset.isError && reset.error instanceof ApiError && reset.error.status === 400);
  return (
    <PublicShell>
      <h1 className="kp-title">{title}</h1>
      {check.isPending && (
        <p role="status" className="kp-status">
          <span className="kp-spinner" aria-hidden="true" /> {t('ui.accounts.reset.checking')}
        </p>
      )}
      {invalid && (
        <>
          <PublicAlert severity="error">
            {errorMessage(check.error ?? reset.error, t('ui.accounts.reset.invalid'))}
          </PublicAlert>
          <PublicLinks links={[{ to: '/forgot-password', label: t('ui.accounts.reset.request_new') }]} />
        </>
      )}
      {reset.isSuccess && (
        <>
          <PublicAlert severity="success">{t('ui.accounts.reset.successful')}</PublicAlert>
          <RouterLink to="/login" className="kp-button kp-button--contained kp-button--large">
            {t('ui.login.submit')}
          </RouterLink>
        </>
      )}
      {link && !invalid && !reset.isSuccess && (
        <form noValidate onSubmit={submit}>
          <p className="kp-muted">{t('ui.accounts.reset.intro', { email: link.email })}</p>
          {reset.isError && (
            <PublicAlert severity="error">{errorMessage(reset.error, t('app.an_error_occurred'))}</PublicAlert>
          )}
          <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
          <PublicPasswordField
            label={t('ui.accounts.password.new')}
            name="newPassword"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={problem === 'app.cannot_be_empty' || problem === 'validation.password_rule' ? t(problem) : undefined}
            disabled={reset.isPending}
            required
            autoFocus
            shown={shown}
            onToggle={() => setShown((value) => !value)}
          />
          <PublicPasswordField
            label={t('ui.accounts.password.confirm')}
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={problem === 'login.reset_password.password_no_match' ? t(problem) : undefined}
            disabled={reset.isPending}
            required
            shown={shown}
          />
          <p className="kp-muted">{t('validation.password_rule')}</p>
          <PublicSubmit
            label={t('ui.accounts.reset.submit')}
            busy={reset.isPending}
            busyText={t('ui.accounts.reset.updating')}
          />
        </form>
      )}
    </PublicShell>
  );
};
