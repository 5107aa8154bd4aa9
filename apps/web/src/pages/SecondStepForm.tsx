import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/client.ts';
import { finishSecondStep } from '../api/second-factor.ts';
import type { LoginAnswer } from '../api/types.ts';
import { PublicAlert, PublicSubmit, PublicTextField } from './public/controls.tsx';

/**
 * A sign-in's second step: the code the authenticator app shows, or one of the recovery codes.
 * Whatever the first step was (the password, Google, the school's provider, a reset link), its
 * token comes here and a right code turns it into the session.
 */
export const SecondStepForm = ({
  secondStepToken,
  onSignedIn,
}: {
  secondStepToken: string;
  onSignedIn: (answer: LoginAnswer) => void;
}) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [touched, setTouched] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!code.trim()) return;
    setPending(true);
    setError(null);
    finishSecondStep(secondStepToken, code.trim()).then(
      (answer) => onSignedIn(answer),
      (failure: unknown) => {
        setPending(false);
        setError(failure);
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="second-step-title">
      <h1 id="second-step-title" className="kp-title">
        {t('ui.login.second_step_title')}
      </h1>
      <p className="kp-muted">{t('ui.login.second_step_intro')}</p>
      {error !== null && <PublicAlert severity="error">{errorMessage(error, t('app.an_error_occurred'))}</PublicAlert>}
      <PublicTextField
        label={t('ui.login.second_step_code')}
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
        error={touched && !code.trim() ? t('app.cannot_be_empty') : undefined}
        disabled={pending}
        required
        autoFocus
      />
      <PublicSubmit label={t('ui.login.second_step_submit')} busy={pending} />
    </form>
  );
};
