import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, request } from '../api/client.ts';
import type { TotpEnrolment } from '../api/second-factor.ts';
import { PublicAlert, PublicForm, PublicTextField } from './public/controls.tsx';

/**
 * Right after the password, for someone the school group's policy holds to a second factor who
 * has none: the session reaches nothing else until an authenticator app is set up here (the QR
 * code and the key, a first code, then the recovery codes shown once).
 */
export const SecondFactorEnrolment = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    request<TotpEnrolment>('/second-factor/totp', { method: 'POST', body: {}, scoped: true, untenanted: true }).then(
      setEnrolment,
      setError,
    );
  }, []);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setPending(true);
    setError(null);
    request<{ recoveryCodes: string[] }>('/second-factor/totp/confirm', {
      method: 'POST',
      body: { code: code.trim() },
      scoped: true,
      untenanted: true,
    }).then(
      (answer) => setCodes(answer.recoveryCodes),
      (failure: unknown) => {
        setPending(false);
        setError(failure);
      },
    );
  };

  if (codes) {
    return (
      <div>
        <h1 className="kp-title">{t('ui.accounts.second_factor.turned_on')}</h1>
        <p>{t('ui.accounts.second_factor.recovery_intro', { count: codes.length })}</p>
        <ol aria-label={t('ui.accounts.second_factor.recovery_codes')} className="kp-codes" dir="ltr">
          {codes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </ol>
        <button type="button" className="kp-button kp-button--contained kp-button--large" onClick={onDone}>
          {t('ui.accounts.second_factor.saved_codes')}
        </button>
      </div>
    );
  }
  return (
    <PublicForm
      title={t('ui.accounts.second_factor.set_up')}
      intro={t('second_factor.enrolment_required')}
      onSubmit={confirm}
    >
      {error !== null && <PublicAlert severity="error">{errorMessage(error, t('app.an_error_occurred'))}</PublicAlert>}
      {enrolment && (
        <>
          <p>{t('ui.accounts.second_factor.scan')}</p>
          <img src={enrolment.qrCode} alt={t('ui.accounts.second_factor.qr_alt')} width={240} height={240} />
          <p className="kp-muted">{t('ui.accounts.second_factor.key_intro')}</p>
          <p data-testid="totp-secret" dir="ltr" className="kp-code">
            {enrolment.secret}
          </p>
          <PublicTextField
            label={t('ui.accounts.second_factor.first_code')}
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            disabled={pending}
            required
          />
          <button type="submit" className="kp-button kp-button--contained kp-button--large" disabled={pending}>
            {t('ui.accounts.second_factor.turn_on')}
          </button>
        </>
      )}
    </PublicForm>
  );
};
