import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useWithdrawLeave, type LeaveRow } from '../../api/dormitories.ts';
import { useNotify } from '../../app/notices.ts';

/**
 * The family's way back from a request the warden has not decided: one press withdraws it (the
 * card's own Idempotency-Key, so a double tap withdraws once). Decided meanwhile: the server's 409
 * is said under the button, and the list shows the decision.
 */
export const WithdrawLeaveButton = ({ leave }: { leave: LeaveRow }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const withdraw = useWithdrawLeave();
  const [key] = useState(() => crypto.randomUUID());
  const place = useRef<HTMLDivElement>(null);
  // The button goes with the pending status: the keyboard's place moves to the request's card
  // (now saying "cancelled") instead of falling to the page's start.
  const withdrawn = () => {
    place.current?.closest<HTMLElement>('article')?.focus();
    notify({ message: t('ui.dormitories.withdrawn'), variant: 'success' });
  };
  return (
    <Stack ref={place} spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="warning"
        disabled={withdraw.isPending}
        onClick={() => withdraw.mutate({ id: leave.id, key }, { onSuccess: withdrawn })}
      >
        {t('ui.dormitories.withdraw')}
      </Button>
      {withdraw.error && <Alert severity="error">{errorMessage(withdraw.error, t('app.an_error_occurred'))}</Alert>}
    </Stack>
  );
};
