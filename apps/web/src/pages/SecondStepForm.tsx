import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/client.ts';
import { finishSecondStep } from '../api/second-factor.ts';
import type { LoginAnswer } from '../api/types.ts';
import { PublicAlert, PublicForm, PublicSubmit, PublicTextField } from './public/controls.tsx';
import { useRequiredFields } from './public/required-fields.ts';

/**
 * A sign-in's second step: the code the authenticator app shows, or one of the recovery codes.
 * Whatever the first step was (the password, Google, the school's provider, a reset link), its
 * token comes here and a right code turns it into the session.
 */
export const SecondStepForm = ({
  secondStepToken,
  passkey,
  onSignedIn,
  onRestart,
}: {
  secondStepToken: string;
  /** Whether the person has a passkey: without one, "Use a passkey" would only fail. */
  passkey: boolean;
  onSignedIn: (answer: LoginAnswer) => void;
  /** Back to the password: the step's token lasts minutes, and an expired one is a dead end otherwise. */
  onRestart: () => void;
}) => {
  const { t } = useTranslation();
  const { values, field, complete } = useRequiredFields({ code: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete()) return;
    setPending(true);
    setError(null);
    finishSecondStep(secondStepToken, values.code.trim()).then(
      (answer) => onSignedIn(answer),
      (failure: unknown) => {
        setPending(false);
        setError(failure);
      },
    );
  };

  // The passkey prompt instead of a code; the WebAuthn client loads only when it is used.
  const withPasskey = () => {
    setPending(true);
    setError(null);
    import('../api/passkeys.ts')
      .then(({ secondStepWithPasskey }) => secondStepWithPasskey(secondStepToken))
      .then(
        (answer) => onSignedIn(answer),
        (failure: unknown) => {
          setPending(false);
          setError(failure);
        },
      );
  };

  return (
    <PublicForm title={t('ui.login.second_step_title')} intro={t('ui.login.second_step_intro')} onSubmit={submit}>
      {error !== null && <PublicAlert severity="error">{errorMessage(error, t('app.an_error_occurred'))}</PublicAlert>}
      <PublicTextField
        {...field('code')}
        label={t('ui.login.second_step_code')}
        autoComplete="one-time-code"
        disabled={pending}
        autoFocus
      />
      <PublicSubmit label={t('ui.login.second_step_submit')} busy={pending} />
      {passkey && (
        <button
          type="button"
          className="kp-button kp-button--outlined kp-button--large"
          onClick={withPasskey}
          disabled={pending}
        >
          {t('ui.login.use_passkey')}
        </button>
      )}
      <button type="button" className="kp-button kp-button--large" onClick={onRestart} disabled={pending}>
        {t('ui.accounts.back_to_login')}
      </button>
    </PublicForm>
  );
};
