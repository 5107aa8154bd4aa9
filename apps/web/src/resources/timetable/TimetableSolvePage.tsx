import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useLatestTimetableRun, useSolveTimetable, useTimetableRun } from '../../api/timetable.ts';
import { DayInput } from '../../components/dates/DayInput.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SolveViolation } from './SolveViolation.tsx';
import { todayIso } from './timetable-words.ts';

interface RunReport {
  hard?: { count: number };
  soft?: { score: number; parts: Record<string, number> };
  unmet?: { constraint: string; count: number }[];
  elapsedMs?: number;
}

/** The soft score's parts and the hard rules, by the names the solver's report gives them. */
const PARTS: Record<string, string> = {
  classGaps: 'ui.timetable.part_classGaps',
  teacherGaps: 'ui.timetable.part_teacherGaps',
  subjectSpread: 'ui.timetable.part_subjectSpread',
  hardSubjectLate: 'ui.timetable.part_hardSubjectLate',
  teacherAvoid: 'ui.timetable.part_teacherAvoid',
  teacherInARow: 'ui.timetable.part_teacherInARow',
};
const WHY: Record<string, string> = {
  teacherClash: 'ui.timetable.why_teacherClash',
  classClash: 'ui.timetable.why_classClash',
  roomClash: 'ui.timetable.why_roomClash',
  teacherMaxPerDay: 'ui.timetable.why_teacherMaxPerDay',
  notSameDay: 'ui.timetable.why_notSameDay',
};

/** A report's name in words: its key in `map`, or the name itself when the map does not know it. */
const wordFor = (t: (key: string) => string, map: Record<string, string>, name: string): string => {
  const key = map[name];
  return key ? t(key) : name;
};

const isReport = (value: unknown): value is RunReport => typeof value === 'object' && value !== null;

/** The report of a done run in words: broken rules, the soft score and its parts, what was not met. */
const RunReportCard = ({ runId }: { runId: number }) => {
  const { t, i18n } = useTranslation();
  const run = useTimetableRun(runId).data;
  const [startDate, setStartDate] = useState(todayIso());
  if (!run) return <LinearProgress />;
  const report = isReport(run.report) ? run.report : {};
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const busy = run.status === 'queued' || run.status === 'running';
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('ui.timetable.last_run')}: {t(`ui.values.${run.status}`)}
        </Typography>
        {busy && (
          <Box role="status" sx={{ mb: 2 }}>
            <Typography variant="body2">
              {t(run.status === 'queued' ? 'ui.timetable.queued' : 'ui.timetable.solving')}
            </Typography>
            {/* The best week so far, which the solve job writes about every second. */}
            {run.status === 'running' && run.hardCount !== null && run.softScore !== null && (
              <Typography variant="body2">
                {t('ui.timetable.best_so_far', { hard: number(run.hardCount), soft: number(run.softScore) })}
              </Typography>
            )}
            <LinearProgress />
          </Box>
        )}
        {run.status === 'failed' && <Alert severity="error">{t('ui.timetable.failed')}</Alert>}
        {run.status === 'done' && (
          <>
            <Alert severity={run.hardCount === 0 ? 'success' : 'warning'} sx={{ mb: 2 }}>
              {run.hardCount === 0
                ? t('ui.timetable.hard_none')
                : `${t('ui.timetable.hard')}: ${number(run.hardCount ?? 0)}`}
            </Alert>
            <Typography variant="subtitle1" component="h3">
              {t('ui.timetable.soft')}: {number(run.softScore ?? 0)}
            </Typography>
            <Table size="small" aria-label={t('ui.timetable.soft_parts')} sx={{ mb: 2, maxWidth: 520 }}>
              <TableBody>
                {Object.entries(report.soft?.parts ?? {}).map(([part, value]) => (
                  <TableRow key={part}>
                    <TableCell>{wordFor(t, PARTS, part)}</TableCell>
                    <TableCell align="right">{number(Math.round(value))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="subtitle1" component="h3">
              {t('ui.timetable.unmet')}
            </Typography>
            {(report.unmet ?? []).length === 0 ? (
              <Typography variant="body2" sx={{ mb: 2 }}>
                {t('ui.timetable.unmet_none')}
              </Typography>
            ) : (
              <ul>
                {(report.unmet ?? []).map((unmet) => (
                  <li key={unmet.constraint}>
                    {wordFor(t, WHY, unmet.constraint)} ({number(unmet.count)})
                  </li>
                ))}
              </ul>
            )}
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <DayInput label={t('ui.timetable.start_date')} value={startDate} onDay={setStartDate} />
              <Button
                variant="contained"
                component={RouterLink}
                to={`/timetable/runs/${run.id}/diff?startDate=${startDate}`}
              >
                {t('ui.timetable.review')}
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};

/** The solve page (issue 32): start a run, follow it, read its report, go on to the diff. */
export const TimetableSolvePage = () => {
  const { t } = useTranslation();
  const latest = useLatestTimetableRun();
  const solve = useSolveTimetable();
  const [timeLimit, setTimeLimit] = useState('60');
  const latestId = latest.data?.items[0]?.id;
  const runId = solve.data?.id ?? latestId;
  const seconds = Number(timeLimit);
  // Said under the field, not only by a disabled Solve.
  const limitWrong = !Number.isInteger(seconds) || seconds < 1 || seconds > 300;
  return (
    <Box>
      <PageHeader title={t('ui.timetable.title')} />
      <Typography variant="body1" sx={{ mb: 2, maxWidth: 760 }}>
        {t('ui.timetable.intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <TextField
          type="number"
          size="small"
          label={t('ui.timetable.time_limit')}
          value={timeLimit}
          onChange={(event) => setTimeLimit(event.target.value)}
          error={limitWrong}
          helperText={limitWrong ? t('ui.timetable.time_limit_range') : undefined}
          slotProps={{ htmlInput: { min: 1, max: 300 } }}
          // Wide enough for its label in every language ("Süre sınırı (saniye)"), never "Time lim…".
          sx={{ width: 240, maxWidth: '100%' }}
        />
        <Button
          variant="contained"
          disabled={solve.isPending || limitWrong}
          onClick={() => solve.mutate({ timeLimit: seconds })}
        >
          {t('ui.timetable.solve')}
        </Button>
      </Box>
      {solve.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {/* With reasons, a lead line and each reason by its record; without, the refusal's own words. */}
          {solve.error instanceof ApiError && (solve.error.problem.violations ?? []).length > 0
            ? t('ui.timetable.cannot_build')
            : errorMessage(solve.error, t('ui.timetable.failed'))}
          {solve.error instanceof ApiError && (
            <ul>
              {(solve.error.problem.violations ?? []).slice(0, 20).map((violation, index) => (
                <li key={index}>
                  <SolveViolation propertyPath={violation.propertyPath} message={violation.message} />
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {runId === undefined ? (
        latest.isLoading ? (
          <LinearProgress />
        ) : (
          <Typography variant="body2">{t('ui.timetable.no_run')}</Typography>
        )
      ) : (
        <RunReportCard key={runId} runId={runId} />
      )}
    </Box>
  );
};
