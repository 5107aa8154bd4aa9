import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLLOVER_OUTCOMES, type RolloverOutcome } from '@kampus/contract/action';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RolloverPreview } from '../../api/rollover.ts';

type Student = RolloverPreview['students'][number];

/** The wizard's per-student step: each student's outcome, a class filter and "set all of 9-A to …". */
export const RolloverStudents = ({
  students,
  outcomeOf,
  onChange,
}: {
  students: readonly Student[];
  outcomeOf: (student: Student) => RolloverOutcome;
  onChange: (changes: { studentId: number; outcome: RolloverOutcome }[]) => void;
}) => {
  const { t } = useTranslation();
  const [klass, setKlass] = useState('');
  const [bulk, setBulk] = useState<RolloverOutcome>('promote');
  const classes = [...new Set(students.map((student) => student.fromClass ?? ''))].sort((a, b) =>
    a.localeCompare(b, undefined, { numeric: true }),
  );
  const shown = klass === '' ? students : students.filter((student) => (student.fromClass ?? '') === klass);
  // The last grade cannot move up: "promote" is offered only where there is a next grade level.
  const allowed = (student: Student) =>
    ROLLOVER_OUTCOMES.filter((outcome) => outcome !== 'promote' || !student.isLastGrade);
  const applyAll = () =>
    onChange(
      shown
        .filter((student) => allowed(student).includes(bulk))
        .map((student) => ({ studentId: student.id, outcome: bulk })),
    );
  const className = (title: string) => (title === '' ? t('ui.rollover.no_class') : title);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('ui.rollover.class_filter')}
          value={klass}
          onChange={(event) => setKlass(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('ui.rollover.all_classes')}</MenuItem>
          {classes.map((title) => (
            <MenuItem key={title} value={title}>
              <bdi>{className(title)}</bdi>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('ui.rollover.bulk_outcome')}
          value={bulk}
          onChange={(event) => setBulk(event.target.value as RolloverOutcome)}
          sx={{ minWidth: 160 }}
        >
          {ROLLOVER_OUTCOMES.map((outcome) => (
            <MenuItem key={outcome} value={outcome}>
              {t(`ui.rollover.outcome.${outcome}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={applyAll}>
          {klass === ''
            ? t('ui.rollover.apply_all', { outcome: t(`ui.rollover.outcome.${bulk}`) })
            : t('ui.rollover.apply_class', { outcome: t(`ui.rollover.outcome.${bulk}`), class: klass })}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {t('ui.rollover.shown', { shown: shown.length, total: students.length })}
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('ui.rollover.students')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('ui.rollover.student')}</TableCell>
              <TableCell>{t('ui.rollover.now')}</TableCell>
              <TableCell>{t('ui.rollover.outcome_label')}</TableCell>
              <TableCell>{t('ui.rollover.next')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((student) => {
              const name = `${student.name} ${student.lastName}`;
              return (
                <TableRow key={student.id}>
                  <TableCell>
                    <bdi>{name}</bdi>
                    {student.skip ? (
                      <Typography variant="body2" color="text.secondary">
                        {student.skip}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <bdi>{student.fromClass ?? student.fromGrade ?? '—'}</bdi>
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={outcomeOf(student)}
                      onChange={(event) =>
                        onChange([{ studentId: student.id, outcome: event.target.value as RolloverOutcome }])
                      }
                      slotProps={{ htmlInput: { 'aria-label': t('ui.rollover.outcome_of', { name }) } }}
                      sx={{ minWidth: 130 }}
                    >
                      {allowed(student).map((outcome) => (
                        <MenuItem key={outcome} value={outcome}>
                          {t(`ui.rollover.outcome.${outcome}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <bdi>{student.toClass ?? student.toGrade ?? '—'}</bdi>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
};
