import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** What staff state before acting as someone: why, and for how long at most. */
export interface Asked {
  reason: string;
  minutes: number;
}

/** The lengths offered; the server cuts a longer one to its own limit (30 minutes unless set lower). */
const LENGTHS = [5, 15, 30] as const;

/**
 * Why staff act as someone and for how long: asked before every impersonation (the server
 * refuses an empty reason with 422 on `reason`); the session ends by itself after the minutes
 * chosen, and the impersonated person reads both afterwards on their account page.
 */
export const ReasonDialog = ({
  name,
  problem,
  onSubmit,
  onClose,
}: {
  name: string | null;
  problem: string | undefined;
  onSubmit: (asked: Asked) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState<number>(30);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ reason: reason.trim(), minutes });
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
          <TextField
            select
            label={t('ui.people.impersonate_minutes')}
            name="minutes"
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
            helperText={t('ui.people.impersonate_minutes_hint')}
          >
            {LENGTHS.map((length) => (
              <MenuItem key={length} value={length}>
                {t('ui.people.impersonate_for', { count: length })}
              </MenuItem>
            ))}
          </TextField>
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
