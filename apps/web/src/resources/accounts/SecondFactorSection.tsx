import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useDisableSecondFactor, useSecondFactorStatus } from '../../api/second-factor.ts';
import { useNotify } from '../../app/notices.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { formatDateTime } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { PasskeysSection } from './PasskeysSection.tsx';
import { TotpSetup } from './TotpSetup.tsx';

/** Turning the app off: the current password or a code proves it is the owner. */
const TurnOff = () => {
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
      onSuccess: () => notify({ message: { key: 'ui.accounts.second_factor.turned_off' }, variant: 'success' }),
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
  const [settingUp, setSettingUp] = useState(false);
  if (!status.data) return status.isError ? <Alert severity="error">{t('app.an_error_occurred')}</Alert> : <Skeleton />;
  const state = status.data;
  if (!state.enabled || settingUp) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {state.passkeys > 0 && !settingUp && (
          <Alert severity="success">{t('ui.accounts.second_factor.on_with_passkeys')}</Alert>
        )}
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
            void status.refetch();
          }}
        />
        {!settingUp && <PasskeysSection onlyFactor onChanged={() => void status.refetch()} />}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Alert severity="success">
        {t('ui.accounts.second_factor.on_since', {
          date: state.enabledAt ? formatDateTime(state.enabledAt, language) : '',
        })}
      </Alert>
      <Typography>{t('ui.accounts.second_factor.codes_left', { count: state.recoveryCodesLeft })}</Typography>
      <TurnOff />
      <PasskeysSection onChanged={() => void status.refetch()} />
    </Box>
  );
};
