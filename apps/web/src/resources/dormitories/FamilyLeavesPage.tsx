import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bedAssignments } from '@kampus/contract/resources';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldMessages } from '../../api/client.ts';
import { useLeaves } from '../../api/dormitories.ts';
import { useCreate, useList } from '../../api/resources.ts';
import { useParentStudents } from '../../api/school-life.ts';
import { useNotify } from '../../app/notices.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { LeaveCard } from './LeaveCard.tsx';
import { WithdrawLeaveButton } from './WithdrawLeaveButton.tsx';
import { DateInput } from '../../components/dates/DateInput.tsx';

interface Draft {
  student: number | '';
  leaveFrom: string;
  leaveUntil: string;
  leaveReason: string;
  destination: string;
}

const EMPTY: Draft = { student: '', leaveFrom: '', leaveUntil: '', leaveReason: '', destination: '' };

/** The family's boarding leave: ask the warden for a child who boards, and follow the answers. */
export const FamilyLeavesPage = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const children = useParentStudents(true);
  // The children's own beds (a parent reads only theirs): only a boarder is offered.
  const beds = useList(bedAssignments, { page: 1, pageSize: 50 });
  const boarding = new Set((beds.data?.items ?? []).map((row) => String(row.student)));
  const boarders = (children.data?.students ?? []).filter((child) => boarding.has(`/api/students/${child.id}`));
  const leaves = useLeaves(undefined);
  const create = useCreate('leave_requests');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const student = draft.student === '' ? (boarders.length === 1 ? boarders[0]?.id : undefined) : draft.student;
  const errors = fieldMessages(create.error);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        student: student === undefined ? '' : `/api/students/${student}`,
        leaveFrom: draft.leaveFrom,
        leaveUntil: draft.leaveUntil,
        leaveReason: draft.leaveReason,
        destination: draft.destination,
      },
      {
        onSuccess: () => {
          setDraft(EMPTY);
          notify({ message: t('ui.dormitories.sent'), variant: 'success' });
        },
      },
    );
  };
  const field = (name: keyof Draft) => ({
    name,
    error: Boolean(errors[name]),
    helperText: errors[name],
  });
  return (
    <>
      <PageHeader title={t('ui.dormitories.family_title')} />
      <Typography sx={{ mb: 2 }}>{t('ui.dormitories.family_intro')}</Typography>
      {(children.isLoading || beds.isLoading) && <PageSpinner />}
      {boarders.length > 0 && (
        <Paper
          variant="outlined"
          sx={{ p: 2, mb: 3, maxWidth: 560 }}
          component="form"
          onSubmit={submit}
          aria-label={t('ui.dormitories.new_leave')}
        >
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('ui.dormitories.new_leave')}
          </Typography>
          <Stack spacing={2}>
            {boarders.length > 1 && (
              <TextField
                select
                required
                label={t('ui.dormitories.child')}
                value={student ?? ''}
                onChange={(event) => set({ student: Number(event.target.value) })}
                {...field('student')}
              >
                {boarders.map((child) => (
                  <MenuItem key={child.id} value={child.id}>
                    {`${child.name} ${child.lastName}`}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateInput
                kind="date"
                required
                fullWidth
                label={t('ui.dormitories.leave_from')}
                value={draft.leaveFrom}
                onChange={(value) => set({ leaveFrom: value })}
                {...field('leaveFrom')}
              />
              <DateInput
                kind="date"
                required
                fullWidth
                label={t('ui.dormitories.leave_until')}
                value={draft.leaveUntil}
                onChange={(value) => set({ leaveUntil: value })}
                {...field('leaveUntil')}
              />
            </Stack>
            <TextField
              required
              label={t('ui.dormitories.destination')}
              value={draft.destination}
              onChange={(event) => set({ destination: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              {...field('destination')}
            />
            <TextField
              required
              multiline
              minRows={2}
              label={t('ui.dormitories.reason')}
              value={draft.leaveReason}
              onChange={(event) => set({ leaveReason: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
              {...field('leaveReason')}
            />
            {create.error && Object.keys(errors).length === 0 && (
              <Alert severity="error">{errorMessage(create.error, t('app.an_error_occurred'))}</Alert>
            )}
            <Button type="submit" variant="contained" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t('ui.dormitories.send')}
            </Button>
          </Stack>
        </Paper>
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('ui.dormitories.your_requests')}
      </Typography>
      {leaves.isError && <Alert severity="error">{errorMessage(leaves.error, t('app.an_error_occurred'))}</Alert>}
      {leaves.data?.leaves.length === 0 && (
        <Typography color="text.secondary">{t('ui.dormitories.no_leaves')}</Typography>
      )}
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        {leaves.data?.leaves.map((leave) => (
          <LeaveCard key={leave.id} leave={leave}>
            {leave.leaveStatus === 'pending' && <WithdrawLeaveButton leave={leave} />}
          </LeaveCard>
        ))}
      </Stack>
    </>
  );
};
