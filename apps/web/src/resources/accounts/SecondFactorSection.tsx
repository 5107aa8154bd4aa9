import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useImpersonation } from '../../api/impersonation.ts';
import { useDisableSecondFactor, useSecondFactorStatus } from '../../api/second-factor.ts';
import { useNotify } from '../../app/notices.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { formatDateTime } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { PasskeysSection } from './PasskeysSection.tsx';
import { StatusHeading } from './StatusHeading.tsx';
import { TotpSetup } from './TotpSetup.tsx';

/** Turning the app off: the current password or a code proves it is the owner. */
const TurnOff = ({ passkeys, onTurnedOff }: { passkeys: number; onTurnedOff: () => void }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const disable = useDisableSecondFactor();
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const violations = disable.error instanceof ApiError ? (disable.error.problem.violations ?? []) : [];
  const problem = (name: string) => violations.find((v) => v.propertyPath === name)?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(code.trim() ? { code: code.trim() } : { currentPassword }, {
      onSuccess: () => {
        // With passkeys the second step stays on: only the app is gone, and the notice says so.
        const key = passkeys > 0 ? 'ui.accounts.second_factor.app_removed' : 'ui.accounts.second_factor.turned_off';
        notify({ message: { key }, variant: 'success' });
        onTurnedOff();
      },
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <Typography variant="subtitle1">{t('ui.accounts.second_factor.turn_off_title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('ui.accounts.second_factor.turn_off_intro')}
      </Typography>
      {disable.isError && violations.length === 0 && (
        <Alert severity="error">{errorMessage(disable.error, t('app.an_error_occurred'))}</Alert>
      )}
      <PasswordField
        purpose="current"
        label={t('ui.accounts.password.current')}
        value={currentPassword}
        onValueChange={setCurrentPassword}
        problem={problem('currentPassword')}
        disabled={disable.isPending}
      />
      <TextField
        label={t('ui.accounts.second_factor.code')}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={problem('code') !== undefined}
        helperText={problem('code')}
        disabled={disable.isPending}
        slotProps={{ htmlInput: { autoComplete: 'one-time-code' } }}
      />
      <Box>
        <Button type="submit" color="error" variant="outlined" disabled={disable.isPending}>
          {t('ui.accounts.second_factor.turn_off')}
        </Button>
      </Box>
    </Box>
  );
};

/** /account/security: two-step sign-in with an authenticator app or passkeys, the recovery codes, turning it off. */
export const SecondFactorSection = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = useSecondFactorStatus();
  const impersonation = useImpersonation();
  const [settingUp, setSettingUp] = useState(false);
  // Set once an act of the person's here changed the state: the new state's heading takes the focus.
  const [acted, setActed] = useState(false);
  // A passkey added or removed may change the state too (the first one turns it on, the last off).
  const passkeysChanged = () => {
    setActed(true);
    void status.refetch();
  };
  if (status.isError) return <Alert severity="error">{t('app.an_error_occurred')}</Alert>;
  // Whether this is an impersonation is known first: its controls are never shown, not even for a moment.
  if (!status.data || impersonation.isPending) return <Skeleton />;
  const state = status.data;
  const impersonating = impersonation.data?.impersonating === true;
  const on = state.enabled || state.passkeys > 0;
  const heading = state.enabled
    ? t('ui.accounts.second_factor.on_since', {
        date: state.enabledAt ? formatDateTime(state.enabledAt, language) : '',
      })
    : state.passkeys > 0
      ? t('ui.accounts.second_factor.on_with_passkeys')
      : t('ui.accounts.second_factor.turned_off');
  // Keyed by its words, a new state is a new heading: mounted, it takes the focus when `acted`.
  const statusHeading = (
    <StatusHeading key={heading} severity={on ? 'success' : 'info'} takeFocus={acted}>
      {heading}
    </StatusHeading>
  );
  if (impersonating) {
    // The server refuses every change of another person's second factor (403): nothing is offered
    // that would only be refused, and the reason is said before anyone tries.
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {statusHeading}
        <Alert severity="warning">{t('ui.accounts.second_factor.not_while_impersonating')}</Alert>
      </Box>
    );
  }
  if (!state.enabled || settingUp) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {!settingUp && statusHeading}
        {state.passkeys > 0 && !settingUp && state.recoveryCodesLeft > 0 && (
          <Typography>{t('ui.accounts.second_factor.codes_left', { count: state.recoveryCodesLeft })}</Typography>
        )}
        <Typography>{t('ui.accounts.second_factor.intro')}</Typography>
        {state.required && <Alert severity="warning">{t('second_factor.enrolment_required')}</Alert>}
        <TotpSetup
          askPassword
          onStarted={() => setSettingUp(true)}
          onDone={() => {
            setSettingUp(false);
            setActed(true);
            void status.refetch();
          }}
        />
        {!settingUp && <PasskeysSection onlyFactor onChanged={passkeysChanged} />}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {statusHeading}
      <Typography>{t('ui.accounts.second_factor.codes_left', { count: state.recoveryCodesLeft })}</Typography>
      <TurnOff passkeys={state.passkeys} onTurnedOff={() => setActed(true)} />
      <PasskeysSection onChanged={passkeysChanged} />
    </Box>
  );
};
