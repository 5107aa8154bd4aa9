import { errorMessage } from '../../api/client.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviousSeasonStudents, useReenrollStudents } from '../../api/enrollment.ts';
import { newIntentKey } from '../../api/finance.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { FeesStep } from './FeesStep.tsx';
import { violationsOf } from './violations.ts';
import type { FeeDraft } from './wizard-state.ts';

/**
 * `/enrollment/previous-season`: last season's students not yet enrolled in the active season.
 * Pick them, choose the new season's fees and re-enrol them, with their guardians, in one command.
 */
export const PreviousSeasonPage = () => {
  const { t } = useTranslation();
  const list = usePreviousSeasonStudents();
  const reenroll = useReenrollStudents();
  const [picked, setPicked] = useState<number[]>([]);
  const [fees, setFees] = useState<FeeDraft[]>([]);
  const [enrollmentDate, setDate] = useState(() => new Date().toISOString().slice(0, 10));
  const [key, setKey] = useState(newIntentKey);
  const [done, setDone] = useState<number | null>(null);
  // A new season usually means the next grade: on by default, off for a class repeating its year.
  const [promote, setPromote] = useState(true);
  const violations = violationsOf(reenroll.error);
  const title = t('ui.enrollment.previous.title');
  const intent =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setKey(newIntentKey());
    };
  if (list.isLoading) return <PageSpinner />;
  if (list.isError)
    return (
      <>
        <PageHeader
          title={title}
          crumbs={[{ label: t('ui.enrollment.list.title'), to: '/enrollment' }, { label: title }]}
        />
        <Alert severity="error">{errorMessage(list.error, t('app.an_error_occurred'))}</Alert>
      </>
    );
  const season = list.data?.season ?? null;
  const students = list.data?.students ?? [];
  const toggle = (id: number) =>
    intent(setPicked)(picked.includes(id) ? picked.filter((p) => p !== id) : [...picked, id]);
  const rowError = (id: number) => violations.get(`studentIds[${picked.indexOf(id)}]`);
  const submit = () =>
    reenroll.mutate(
      {
        key,
        studentIds: picked,
        enrollmentDate,
        promote,
        fees: fees
          .filter((fee) => fee.feeName.trim() || fee.feeAmount.trim())
          .map((fee) => ({ feeName: fee.feeName.trim(), feeAmount: fee.feeAmount.trim() })),
      },
      {
        onSuccess: (answer) => {
          setDone(answer.items.length);
          setPicked([]);
          setKey(newIntentKey());
        },
      },
    );
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('ui.enrollment.list.title'), to: '/enrollment' }, { label: title }]}
      />
      {done !== null ? (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {t('ui.enrollment.previous.done', { count: done })}
        </Alert>
      ) : null}
      {season === null ? (
        <Typography color="text.secondary">{t('ui.enrollment.previous.no_season')}</Typography>
      ) : (
        <Stack spacing={3}>
          <Typography>{t('ui.enrollment.previous.intro', { season: season.title })}</Typography>
          {students.length === 0 ? (
            <Typography color="text.secondary">{t('ui.enrollment.previous.empty')}</Typography>
          ) : (
            <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={picked.length === students.length}
                        indeterminate={picked.length > 0 && picked.length < students.length}
                        onChange={() =>
                          intent(setPicked)(picked.length === students.length ? [] : students.map((s) => s.id))
                        }
                        slotProps={{ input: { 'aria-label': t('ui.enrollment.previous.pick_all') } }}
                      />
                    </TableCell>
                    <TableCell>{t('ui.enrollment.list.student')}</TableCell>
                    <TableCell>{t('fields.studentNumber')}</TableCell>
                    <TableCell>{t('fields.gradeLevel')}</TableCell>
                    <TableCell>{t('ui.enrollment.previous.guardians')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {students.map((student) => (
                    <TableRow key={student.id} selected={picked.includes(student.id)}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={picked.includes(student.id)}
                          onChange={() => toggle(student.id)}
                          slotProps={{ input: { 'aria-label': `${student.name} ${student.lastName}` } }}
                        />
                      </TableCell>
                      <TableCell>
                        <bdi>{`${student.name} ${student.lastName}`}</bdi>
                        {rowError(student.id) ? (
                          <Typography variant="body2" color="error">
                            {rowError(student.id)}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell dir="ltr">{student.studentNumber ?? '—'}</TableCell>
                      <TableCell>{student.gradeLevel ?? '—'}</TableCell>
                      <TableCell>{student.guardians.join(', ') || '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          )}
          <Typography variant="h6" component="h2">
            {t('ui.enrollment.previous.fees')}
          </Typography>
          <FeesStep fees={fees} onChange={intent(setFees)} errorAt={(path) => violations.get(path)} />
          <TextField
            type="date"
            name="enrollmentDate"
            label={t('fields.enrollmentDate')}
            value={enrollmentDate}
            onChange={(event) => intent(setDate)(event.target.value)}
            error={violations.has('enrollmentDate')}
            helperText={violations.get('enrollmentDate')}
            sx={{ maxWidth: 240 }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormControlLabel
            control={<Checkbox checked={promote} onChange={(event) => intent(setPromote)(event.target.checked)} />}
            label={t('ui.enrollment.previous.promote')}
          />
          {violations.get('studentIds') ? <Alert severity="error">{violations.get('studentIds')}</Alert> : null}
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={picked.length === 0 || reenroll.isPending}
            onClick={submit}
          >
            {t('ui.enrollment.previous.submit', { count: picked.length })}
          </Button>
        </Stack>
      )}
    </>
  );
};
