import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ROLL_MARKS, type RollMark } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useRollCall, useSaveRollCall, type RollCallRow } from '../../api/dormitories.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useSchoolClock } from '../home/use-school-clock.ts';
import { BuildingPicker } from './BuildingPicker.tsx';
import { useBuildings } from './use-buildings.ts';
import { DateInput } from '../../components/dates/DateInput.tsx';
import { formatDate } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** One boarder's line: name, bed, and the three marks as one choice (on leave only with an approved leave). */
const BoarderLine = ({ row, mark, onMark }: { row: RollCallRow; mark: RollMark; onMark: (mark: RollMark) => void }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box sx={{ py: 1, borderTop: 1, borderColor: 'divider' }} role="group" aria-label={row.name}>
      <Typography>
        <bdi>{row.name}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('ui.dormitories.bed_of', { room: row.room, bed: row.bed })}
        {row.alertedAt ? ` · ${t('ui.dormitories.alerted')}` : ''}
      </Typography>
      {row.leave && (
        <Typography variant="body2" color="info.main">
          {t('ui.dormitories.on_leave_until', {
            date: formatDate(row.leave.leaveUntil, language),
            destination: row.leave.destination,
          })}
        </Typography>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        fullWidth
        value={mark}
        onChange={(_event, value: RollMark | null) => value && onMark(value)}
        aria-label={t('ui.dormitories.roll_title')}
        sx={{ mt: 0.5 }}
      >
        {ROLL_MARKS.map((value) => (
          <ToggleButton key={value} value={value} disabled={value === 'on_leave' && !row.leave}>
            {t(`ui.values.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
};

/**
 * The warden's nightly roll call, made for a phone: a building and a night, every boarder with
 * three buttons, pre-filled (present, or on leave from an approved leave) and saved at once; an
 * absence without leave alerts the parents and the wardens.
 */
export const RollCallPage = () => {
  const { t } = useTranslation();
  const clock = useSchoolClock();
  const buildings = useBuildings();
  const [date, setDate] = useState('');
  const night = date || (clock.known ? clock.date : '');
  const sheet = useRollCall(buildings.chosen, night);
  const save = useSaveRollCall();
  const [changes, setChanges] = useState<Record<string, RollMark>>({});
  const [key, setKey] = useState(() => crypto.randomUUID());
  const scope = `${buildings.chosen ?? 0}:${night}`;
  const markOf = (row: RollCallRow): RollMark => changes[`${scope}:${row.student}`] ?? row.mark;
  const rows = sheet.data?.boarders ?? [];
  const counts = {
    present: rows.filter((row) => markOf(row) === 'present').length,
    leave: rows.filter((row) => markOf(row) === 'on_leave').length,
    absent: rows.filter((row) => markOf(row) === 'absent').length,
  };
  const submit = () => {
    if (buildings.chosen === undefined) return;
    save.mutate(
      {
        building: buildings.chosen,
        key,
        body: { date: night, marks: rows.map((row) => ({ student: row.student, mark: markOf(row) })) },
      },
      { onSuccess: () => setKey(crypto.randomUUID()) },
    );
  };
  return (
    <Box sx={{ maxWidth: 560 }}>
      <PageHeader title={t('ui.dormitories.roll_title')} />
      {buildings.query.isError && (
        <Alert severity="error">{errorMessage(buildings.query.error, t('app.an_error_occurred'))}</Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <BuildingPicker items={buildings.items} value={buildings.chosen} onChange={buildings.choose} />
        <DateInput
          kind="date"
          size="small"
          required
          label={t('ui.dormitories.roll_date')}
          value={night}
          // Only a whole date changes the night; a half-typed one waits.
          onChange={(value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && setDate(value)}
        />
      </Stack>
      {sheet.isLoading && <PageSpinner />}
      {sheet.isError && <Alert severity="error">{errorMessage(sheet.error, t('app.an_error_occurred'))}</Alert>}
      {sheet.data && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {sheet.data.taken && sheet.data.takenAt
              ? t('ui.dormitories.roll_taken', { time: sheet.data.takenAt.slice(11, 16) })
              : t('ui.dormitories.roll_not_taken')}
          </Typography>
          <Typography sx={{ mb: 1 }} aria-live="polite">
            {t('ui.dormitories.roll_counts', counts)}
          </Typography>
          {rows.length === 0 && <Typography color="text.secondary">{t('ui.dormitories.roll_empty')}</Typography>}
          {rows.map((row) => (
            <BoarderLine
              key={row.student}
              row={row}
              mark={markOf(row)}
              onMark={(mark) => setChanges((current) => ({ ...current, [`${scope}:${row.student}`]: mark }))}
            />
          ))}
          {save.error && <Alert severity="error">{errorMessage(save.error, t('app.an_error_occurred'))}</Alert>}
          {save.data && (
            <Alert severity="success" sx={{ mt: 1 }}>
              {t('ui.dormitories.roll_saved', { count: save.data.alerted })}
            </Alert>
          )}
          {rows.length > 0 && (
            <Button variant="contained" fullWidth sx={{ mt: 2 }} disabled={save.isPending} onClick={submit}>
              {t('ui.dormitories.roll_save')}
            </Button>
          )}
        </Paper>
      )}
    </Box>
  );
};
