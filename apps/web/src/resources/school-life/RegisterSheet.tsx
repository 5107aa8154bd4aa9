import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { attendanceStatusColors } from '@kampus/contract/resources';
import type { RegisterMark } from '@kampus/contract/action';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveRegister, type AttendanceRegister, type SaveResult } from '../../api/attendance-register.ts';
import { useFlushOutbox, useRegisterOutbox } from '../../api/register-sync.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useClassHealthAlerts } from '../../api/health.ts';
import { notify } from '../../app/notices.ts';
import { useAccommodationsOf } from '../../api/guidance.ts';
import { AccommodationNote } from '../guidance/AccommodationNote.tsx';
import { HealthAlertNote } from '../health/HealthAlertNote.tsx';
import { useAttendanceWords } from './attendance-words.ts';
import { countMarks, lineValue, marksOf, pendingEdits, type LineEdit } from './register-rules.ts';
import { RegisterSyncNotice } from './RegisterSyncNotice.tsx';

type AttendanceType = AttendanceRegister['types'][number];

/** The value of the "present" choice in a select (a type id is never 0). */
const PRESENT = 0;

/** A type's name in the user's language, in the words every attendance screen uses. */
const useTypeLabel = () => {
  const words = useAttendanceWords();
  return (type: AttendanceType): string => words.mark(type.title);
};

/** The violations of the save by line: `marks[3].note` is the fourth student's note. */
const lineErrors = (error: unknown): Map<number, string> => {
  const errors = new Map<number, string>();
  if (!(error instanceof ApiError)) return errors;
  for (const violation of error.problem.violations ?? []) {
    const match = /^marks\[(\d+)\]/.exec(violation.propertyPath);
    if (match) errors.set(Number(match[1]), violation.message);
  }
  return errors;
};

/**
 * The students of one lesson with their mark and note, saved whole with one call. Read-only
 * (with the reason said) where the server would refuse the save.
 */
export const RegisterSheet = ({
  register,
  scheduleId,
  timeZone,
}: {
  register: AttendanceRegister;
  scheduleId: number;
  timeZone?: string | undefined;
}) => {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const save = useSaveRegister();
  const outbox = useRegisterOutbox(scheduleId);
  const flush = useFlushOutbox();
  const [sending, setSending] = useState(false);
  const [typed, setEdits] = useState<Map<number, LineEdit>>(() => new Map());
  // A save waiting on the phone shows its marks (offline, the register read is the last one kept).
  const waiting = outbox.pending?.body.marks;
  const edits = useMemo(() => new Map([...pendingEdits(waiting), ...typed]), [waiting, typed]);
  const statusOf = new Map(register.types.map((type) => [type.id, type.status]));
  const errors = lineErrors(save.error);
  const counts = countMarks(register, edits);
  const readOnly = !register.editable || save.isPending;
  // Severe allergies and emergency instructions beside the names (never a condition: docs/health.md).
  const alerts = new Map((useClassHealthAlerts(register.class?.id).data?.alerts ?? []).map((a) => [a.student, a]));
  // The support plans' accommodations (what to do, never why: docs/guidance.md), for who may read them.
  const accommodations = useAccommodationsOf(register.lines.map((line) => line.student.id)).data;

  const edit = (studentId: number, change: Partial<LineEdit>, current: LineEdit) =>
    setEdits((previous) => new Map(previous).set(studentId, { ...current, ...change }));

  const send = (marks: RegisterMark[]) => {
    if (save.isPending) return;
    save.mutate(
      {
        // A class's register, or a batch's (an elective's section).
        ...(register.class ? { classId: register.class.id } : { batch: register.batch?.id }),
        date: register.date,
        scheduleId,
        marks,
      },
      {
        onSuccess: (result: SaveResult) => {
          setEdits(new Map());
          notify(
            result.sent
              ? { message: { key: 'ui.school_life.saved' }, variant: 'success' }
              : { message: { key: 'ui.attendance_register.offline_saved' }, variant: 'warning' },
          );
        },
      },
    );
  };
  const submit = () => send(marksOf(register.lines, edits));
  const retry = () => {
    if (sending) return;
    setSending(true);
    void flush()
      .catch(() => undefined)
      .finally(() => setSending(false));
  };

  return (
    <Box
      component="section"
      aria-label={t('ui.attendance_register.students', { className: (register.class ?? register.batch)?.title ?? '' })}
    >
      {!register.editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('ui.attendance_register.read_only')}
        </Alert>
      )}
      <RegisterSyncNotice
        register={register}
        pending={outbox.pending}
        note={outbox.note}
        busy={sending || save.isPending}
        timeZone={timeZone}
        onRetry={retry}
        onApplyMine={send}
        onKeepTheirs={() => void outbox.dismiss()}
        onDiscard={() => void outbox.discard()}
      />
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(save.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {register.lines.map((line, index) => {
          const value = lineValue(line, edits);
          const status = value.attendanceType === null ? 0 : (statusOf.get(value.attendanceType) ?? 4);
          const nameId = `register-student-${line.student.id}`;
          const fullName = `${line.student.name} ${line.student.lastName}`;
          return (
            <Box component="li" key={line.student.id}>
              <Paper
                variant="outlined"
                role="group"
                aria-labelledby={nameId}
                data-student={fullName}
                sx={{
                  p: 1.5,
                  borderInlineStartWidth: 6,
                  borderInlineStartColor: attendanceStatusColors[status] ?? attendanceStatusColors[4],
                  display: 'grid',
                  gap: 1.5,
                  alignItems: 'center',
                  gridTemplateColumns: {
                    xs: 'minmax(0, 1fr) minmax(0, 1fr)',
                    md: 'minmax(12rem, 1.2fr) minmax(11rem, 14rem) minmax(10rem, 1fr)',
                  },
                }}
              >
                <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                  <Typography id={nameId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {fullName}
                  </Typography>
                  {line.student.studentNumber && (
                    <Typography variant="caption" color="text.secondary">
                      <bdi>{line.student.studentNumber}</bdi>
                    </Typography>
                  )}
                  <HealthAlertNote alert={alerts.get(line.student.id)} />
                  <AccommodationNote accommodations={accommodations?.get(line.student.id)} />
                </Box>
                <TextField
                  select
                  size="small"
                  label={t('ui.attendance_register.mark')}
                  value={value.attendanceType ?? PRESENT}
                  disabled={readOnly}
                  error={errors.has(index)}
                  onChange={(event) => {
                    const id = Number(event.target.value);
                    edit(line.student.id, { attendanceType: id === PRESENT ? null : id }, value);
                  }}
                >
                  <MenuItem value={PRESENT}>{t('attendance.present')}</MenuItem>
                  {register.types.map((type) => (
                    <MenuItem key={type.id} value={type.id}>
                      {typeLabel(type)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  label={t('ui.attendance_register.note')}
                  value={value.note}
                  disabled={readOnly}
                  error={errors.has(index)}
                  helperText={errors.get(index)}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                  onChange={(event) => edit(line.student.id, { note: event.target.value }, value)}
                />
              </Paper>
            </Box>
          );
        })}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mt: 2,
        }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {[
            t('ui.attendance_register.count_present', { count: counts.present }),
            ...counts.byType.map(({ id, count }) => {
              const type = register.types.find((row) => row.id === id);
              return `${type ? typeLabel(type) : id}: ${count}`;
            }),
          ].join(' · ')}
        </Typography>
        {register.editable && (
          <Button
            variant="contained"
            onClick={submit}
            // Busy, not disabled, while saving: disabling the focused button would drop a keyboard
            // user's focus to the page body.
            aria-disabled={save.isPending || undefined}
            disabled={register.lines.length === 0}
            startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('ui.attendance_register.save')}
          </Button>
        )}
      </Box>
    </Box>
  );
};
