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
import { stepUp, useSecondFactorStatus } from '../api/second-factor.ts';

/**
 * The server's refusal asking for the second factor again (a dangerous act after 5 minutes): the
 * error itself, or the one a screen's own error wraps as its `cause` (the API key's failures).
 */
export const stepUpRefusal = (error: unknown): ApiError | undefined => {
  const refusal = error instanceof Error && !(error instanceof ApiError) ? error.cause : error;
  return refusal instanceof ApiError && refusal.problem.stepUpRequired === true ? refusal : undefined;
};

/** Whether a refusal asks for the second factor again. */
export const wantsStepUp = (error: unknown): boolean => stepUpRefusal(error) !== undefined;

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
  // A passkey is offered only to someone who has one: for anyone else the browser's prompt could
  // only fail. Read when the dialog opens; until the answer comes, the code is what is asked.
  const status = useSecondFactorStatus({ wanted: open });
  const hasPasskey = (status.data?.passkeys ?? 0) > 0;
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
          {hasPasskey && (
            <Button onClick={withPasskey} disabled={pending}>
              {t('ui.login.use_passkey')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={pending || !code.trim()}>
            {t('ui.login.second_step_submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
