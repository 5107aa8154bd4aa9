import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { exams } from '@kampus/contract/resources';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useExamGrid, useSaveExamScores, type ExamGrid } from '../../api/academics.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { notify } from '../../app/notices.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { resourceTitle } from '../generic/labels.ts';
import { basePathOf } from '../routes.ts';
import { OpticImport } from './OpticImport.tsx';

type Typed = Record<number, Record<string, string>>;

const SCORE = /^\d{1,4}(\.\d{1,2})?$/;

/** What the grid shows in a cell: what was typed, else the stored score. */
const cellValue = (typed: Typed, grid: ExamGrid, student: number, subject: string): string =>
  typed[student]?.[subject] ?? grid.rows.find((row) => row.student.id === student)?.scores[subject] ?? '';

/**
 * An exam's results (`/exam/{id}/results?classId`): one class's students with a score per
 * subject, typed in place and saved together; totals and ranks are the server's, shown after
 * each save. Below, an optical reader's file is previewed and imported.
 */
export const ExamResultsPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const examId = /^\d+$/.test(id) ? Number(id) : undefined;
  const [params, setParams] = useSearchParams();
  const classParam = Number(params.get('classId'));
  const classId = Number.isSafeInteger(classParam) && classParam > 0 ? classParam : undefined;
  const grid = useExamGrid(examId, classId);
  const save = useSaveExamScores(examId);
  const [typed, setTyped] = useState<Typed>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  // Another class or a fresh grid: what was typed belongs to the old one.
  useEffect(() => {
    setTyped({});
    setErrors({});
  }, [grid.data?.class.id]);

  const data = grid.data;
  const type = (student: number, subject: string, value: string) =>
    setTyped((current) => ({ ...current, [student]: { ...current[student], [subject]: value } }));

  const invalid = Object.values(typed).some((scores) =>
    Object.values(scores).some((value) => value.trim() !== '' && !SCORE.test(value.trim())),
  );

  const submit = () => {
    if (!data) return;
    const items = Object.entries(typed).map(([student, scores]) => ({
      student: Number(student),
      scores: Object.fromEntries(
        Object.entries(scores).map(([subject, value]) => [subject, value.trim() === '' ? null : value.trim()]),
      ),
    }));
    if (items.length === 0) return;
    save.mutate(
      { classId: data.class.id, items },
      {
        onSuccess: () => {
          setTyped({});
          setErrors({});
          notify({ message: { key: 'ui.academics.scores_saved' }, variant: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            const byPath: Record<string, string> = {};
            for (const violation of error.problem.violations ?? []) {
              const match = /^items\[(\d+)\]\.scores\.(\d+)$/.exec(violation.propertyPath);
              const item = match ? items[Number(match[1])] : undefined;
              if (item && match) byPath[`${item.student}:${match[2]}`] = violation.message;
            }
            setErrors(byPath);
          }
          notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
        },
      },
    );
  };

  return (
    <Box>
      <PageHeader
        title={data ? t('ui.academics.results_of', { name: data.exam.title }) : t('ui.academics.results')}
        isolate={data?.exam.title}
        crumbs={[{ label: resourceTitle(t, exams), to: basePathOf('exams') }]}
      />
      {grid.isLoading && <LinearProgress />}
      {grid.isError && <Alert severity="error">{errorMessage(grid.error, t('app.an_error_occurred'))}</Alert>}
      {data && (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('ui.academics.class')}
              value={data.class.id}
              onChange={(event) => setParams({ classId: event.target.value })}
              sx={{ minWidth: 160 }}
            >
              {data.classes.map((row) => (
                <MenuItem key={row.id} value={row.id}>
                  {row.title}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ flexGrow: 1 }} />
            <Button
              variant="contained"
              onClick={submit}
              disabled={save.isPending || invalid || Object.keys(typed).length === 0}
            >
              {t('ui.academics.save_scores')}
            </Button>
          </Box>
          {data.rows.length === 0 ? (
            <Alert severity="info">{t('ui.academics.no_students')}</Alert>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={t('ui.academics.results')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('ui.academics.number')}</TableCell>
                    <TableCell>{t('ui.academics.student')}</TableCell>
                    {data.subjects.map((subject) => (
                      <TableCell key={subject.subject} align="right">
                        {subject.title} ({subject.points})
                      </TableCell>
                    ))}
                    <TableCell align="right">{t('ui.academics.total')}</TableCell>
                    <TableCell align="right">{t('ui.academics.class_rank')}</TableCell>
                    <TableCell align="right">{t('ui.academics.exam_rank')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.rows.map((row) => {
                    const name = `${row.student.name} ${row.student.lastName}`;
                    return (
                      <TableRow key={row.student.id}>
                        <TableCell>{row.student.studentNumber}</TableCell>
                        <TableCell>
                          <bdi>{name}</bdi>
                        </TableCell>
                        {data.subjects.map((subject) => {
                          const key = String(subject.subject);
                          const value = cellValue(typed, data, row.student.id, key);
                          const wrong = value.trim() !== '' && !SCORE.test(value.trim());
                          const serverError = errors[`${row.student.id}:${key}`];
                          return (
                            <TableCell key={key} align="right">
                              <TextField
                                size="small"
                                value={value}
                                error={wrong || serverError !== undefined}
                                helperText={serverError}
                                onChange={(event) => type(row.student.id, key, event.target.value)}
                                slotProps={{
                                  htmlInput: {
                                    inputMode: 'decimal',
                                    'aria-label': `${name}: ${subject.title}`,
                                    style: { textAlign: 'end', width: '5em' },
                                  },
                                }}
                              />
                            </TableCell>
                          );
                        })}
                        <TableCell align="right" data-testid="total">
                          {row.totalScore ?? ''}
                        </TableCell>
                        <TableCell align="right">{row.classRank ?? ''}</TableCell>
                        <TableCell align="right">{row.examRank ?? ''}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <OpticImport examId={data.exam.id} subjects={data.subjects} />
        </>
      )}
    </Box>
  );
};
