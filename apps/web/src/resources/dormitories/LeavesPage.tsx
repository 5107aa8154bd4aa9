import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEAVE_STATUSES, type LeaveStatus } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useLeaves, type LeaveRow } from '../../api/dormitories.ts';
import { useUpdate } from '../../api/resources.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useSchoolClock } from '../home/use-school-clock.ts';
import { useNotify } from '../../app/notices.ts';
import { LeaveCard } from './LeaveCard.tsx';

/** The warden's controls on one request: decide a pending one with a note; sign an approved one out and back in. */
const WardenActions = ({ leave }: { leave: LeaveRow }) => {
  const { t } = useTranslation();
  const update = useUpdate('leave_requests');
  const clock = useSchoolClock();
  const [note, setNote] = useState('');
  const stamp = `${clock.date} ${clock.time.slice(0, 5)}:00`;
  const notify = useNotify();
  const change = (body: Record<string, string>) =>
    update.mutate(
      { id: leave.id, body },
      {
        // An approved request leaves the pending list: say where it went and what comes next.
        onSuccess: () => {
          if (body.leaveStatus === 'approved')
            notify({ message: t('ui.dormitories.approved_hint'), variant: 'success' });
        },
      },
    );
  // Signing out belongs to the leave's first day or later (the server refuses it before).
  const started = clock.known && clock.date >= leave.leaveFrom;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {update.error && <Alert severity="error">{errorMessage(update.error, t('app.an_error_occurred'))}</Alert>}
      {leave.leaveStatus === 'pending' && (
        <>
          <TextField
            size="small"
            label={t('ui.dormitories.decision_note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              color="success"
              disabled={update.isPending}
              onClick={() => change({ leaveStatus: 'approved', ...(note ? { decisionNote: note } : {}) })}
            >
              {t('ui.dormitories.approve')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={update.isPending}
              onClick={() => change({ leaveStatus: 'refused', ...(note ? { decisionNote: note } : {}) })}
            >
              {t('ui.dormitories.refuse')}
            </Button>
          </Stack>
        </>
      )}
      {leave.leaveStatus === 'approved' && !leave.signedOutAt && started && (
        <Button
          variant="outlined"
          disabled={update.isPending || !clock.known}
          onClick={() => change({ signedOutAt: stamp })}
        >
          {t('ui.dormitories.sign_out')}
        </Button>
      )}
      {leave.leaveStatus === 'approved' && leave.signedOutAt && !leave.signedInAt && (
        <Button
          variant="outlined"
          disabled={update.isPending || !clock.known}
          onClick={() => change({ signedInAt: stamp })}
        >
          {t('ui.dormitories.sign_in')}
        </Button>
      )}
    </Stack>
  );
};

/** The warden's inbox: the season's leave requests, pending first by default, each decided in place. */
export const LeavesPage = () => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<LeaveStatus | ''>('pending');
  const leaves = useLeaves(status === '' ? undefined : status);
  return (
    <>
      <PageHeader title={t('ui.dormitories.leaves_title')} />
      <TextField
        select
        size="small"
        label={t('ui.dormitories.status_filter')}
        value={status}
        onChange={(event) => setStatus(LEAVE_STATUSES.find((value) => value === event.target.value) ?? '')}
        sx={{ mb: 2, minWidth: 180 }}
      >
        <MenuItem value="">{t('ui.dormitories.all')}</MenuItem>
        {LEAVE_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`ui.values.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {leaves.isLoading && <PageSpinner />}
      {leaves.isError && <Alert severity="error">{errorMessage(leaves.error, t('app.an_error_occurred'))}</Alert>}
      {leaves.data?.leaves.length === 0 && (
        <Typography color="text.secondary">{t('ui.dormitories.no_leaves')}</Typography>
      )}
      <Stack spacing={2}>
        {leaves.data?.leaves.map((leave) => (
          <LeaveCard key={leave.id} leave={leave}>
            <WardenActions leave={leave} />
          </LeaveCard>
        ))}
      </Stack>
    </>
  );
};
