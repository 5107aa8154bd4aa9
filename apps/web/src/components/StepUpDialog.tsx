import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../api/client.ts';
import { stepUpWithPasskey } from '../api/passkeys.ts';
import { stepUp } from '../api/second-factor.ts';

/** Whether a refusal asks for the second factor again (a dangerous act after 5 minutes). */
export const wantsStepUp = (error: unknown): boolean =>
  error instanceof ApiError && error.problem.stepUpRequired === true;

/**
 * Asks for a code of the authenticator app (or a recovery code), or a passkey, before a dangerous
 * act; once the server accepts it, `onProven` runs the act again.
 */
export const StepUpDialog = ({
  open,
  message,
  onProven,
  onClose,
}: {
  open: boolean;
  message: string;
  onProven: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setPending(true);
    stepUp(code.trim()).then(
      () => {
        setPending(false);
        setCode('');
        setError(null);
        onProven();
      },
      (failure: unknown) => {
        setPending(false);
        setError(failure);
      },
    );
  };
  const withPasskey = () => {
    setPending(true);
    stepUpWithPasskey().then(
      () => {
        setPending(false);
        setError(null);
        onProven();
      },
      (failure: unknown) => {
        setPending(false);
        setError(failure);
      },
    );
  };
  const problem = error === null ? undefined : errorMessage(error, t('app.an_error_occurred'));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="step-up-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="step-up-title">{t('ui.login.second_step_title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{message}</DialogContentText>
          <TextField
            label={t('ui.accounts.second_factor.code')}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={problem !== undefined}
            helperText={problem}
            disabled={pending}
            slotProps={{ htmlInput: { autoComplete: 'one-time-code' } }}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('ui.form.cancel')}</Button>
          <Button onClick={withPasskey} disabled={pending}>
            {t('ui.login.use_passkey')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending || !code.trim()}>
            {t('ui.login.second_step_submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
