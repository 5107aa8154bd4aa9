import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Why staff act as someone: asked before every impersonation (the server refuses an empty one
 * with 422 on `reason`); the impersonated person reads it afterwards on their account page.
 */
export const ReasonDialog = ({
  name,
  problem,
  onSubmit,
  onClose,
}: {
  name: string | null;
  problem: string | undefined;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason.trim());
  };
  return (
    <Dialog open={name !== null} onClose={onClose} aria-labelledby="impersonate-reason-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="impersonate-reason-title">
          {name ? t('ui.people.impersonate_user', { name }) : t('ui.people.impersonate_title')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('ui.people.impersonate_reason_intro')}</DialogContentText>
          <TextField
            label={t('ui.people.impersonate_reason')}
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={problem !== undefined}
            helperText={problem}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            multiline
            minRows={2}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('ui.form.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('ui.people.impersonate')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
