import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { StatusHeading } from './StatusHeading.tsx';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useConfirmTotp, useStartTotp } from '../../api/second-factor.ts';
import { PasswordField } from '../../components/PasswordField.tsx';

const fieldError = (error: unknown, name: string): string | undefined =>
  error instanceof ApiError ? error.problem.violations?.find((v) => v.propertyPath === name)?.message : undefined;

/**
 * Setting up an authenticator app: the secret as a QR code (an image the server made) and as
 * text, then a first code to turn it on, then the ten recovery codes, shown this once.
 * `askPassword`: the account page asks the current password (a sign-in of the last minutes needs none).
 */
export const TotpSetup = ({
  askPassword,
  onStarted,
  onDone,
}: {
  askPassword: boolean;
  /** The secret is shown: the page keeps this setup until `onDone`, though the status turns to "on" meanwhile. */
  onStarted: () => void;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');

  const begin = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(askPassword && currentPassword ? { currentPassword } : {}, { onSuccess: onStarted });
  };
  const finish = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ code: code.trim() });
  };

  const codes = confirm.data?.recoveryCodes;
  if (codes) {
    return (
      <RecoveryCodes codes={codes} onDone={onDone}>
        {/* Only Turn on leads here: the news takes the focus from the button that is gone. */}
        <StatusHeading severity="success" takeFocus>
          {t('ui.accounts.second_factor.turned_on')}
        </StatusHeading>
      </RecoveryCodes>
    );
  }

  const enrolment = start.data;
  if (!enrolment) {
    const passwordError = fieldError(start.error, 'currentPassword');
    return (
      <Box component="form" noValidate onSubmit={begin} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
        {start.isError && !passwordError && (
          <Alert severity="error">{errorMessage(start.error, t('app.an_error_occurred'))}</Alert>
        )}
        {askPassword && (
          <PasswordField
            purpose="current"
            label={t('ui.accounts.password.current')}
            hint={t('ui.accounts.second_factor.current_password_hint')}
            value={currentPassword}
            onValueChange={setCurrentPassword}
            problem={passwordError}
            disabled={start.isPending}
          />
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={start.isPending}>
            {t('ui.accounts.second_factor.set_up')}
          </Button>
        </Box>
      </Box>
    );
  }

  const codeError = fieldError(confirm.error, 'code');
  return (
    <Box component="form" noValidate onSubmit={finish} sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
      <Typography>{t('ui.accounts.second_factor.scan')}</Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt={t('ui.accounts.second_factor.qr_alt')}
        sx={{ width: 240, height: 240, bgcolor: '#fff' }}
      />
      <Typography variant="body2">{t('ui.accounts.second_factor.key_intro')}</Typography>
      <Typography
        data-testid="totp-secret"
        dir="ltr"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all' }}
      >
        {enrolment.secret}
      </Typography>
      {confirm.isError && !codeError && (
        <Alert severity="error">{errorMessage(confirm.error, t('app.an_error_occurred'))}</Alert>
      )}
      <TextField
        label={t('ui.accounts.second_factor.first_code')}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={codeError !== undefined}
        helperText={codeError}
        disabled={confirm.isPending}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
        autoFocus
      />
      <Box>
        <Button type="submit" variant="contained" disabled={confirm.isPending || code.trim() === ''}>
          {t('ui.accounts.second_factor.turn_on')}
        </Button>
      </Box>
    </Box>
  );
};
