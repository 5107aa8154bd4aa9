import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useCoverReport, type CoverReport } from '../../api/timetable-cover.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useSchoolClock } from '../home/use-school-clock.ts';

const Counts = ({ title, rows }: { title: string; rows: CoverReport['bySubstitute'] }) => {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('ui.timetable.teacher')}</TableCell>
            <TableCell align="right">{t('ui.cover.covers')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.teacherId}>
              <TableCell>
                <bdi>{row.name}</bdi>
              </TableCell>
              <TableCell align="right">{row.covers}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
};

/** The month's covers: given per substitute, taken per absent teacher. */
export const CoverReportPage = () => {
  const { t } = useTranslation();
  const clock = useSchoolClock();
  const [chosen, setMonth] = useState<string | null>(null);
  const month = chosen ?? clock.date.slice(0, 7);
  const report = useCoverReport(month);
  return (
    <>
      <PageHeader title={t('ui.cover.report_title')} />
      <TextField
        type="month"
        size="small"
        label={t('ui.cover.month')}
        value={month}
        onChange={(event) => event.target.value && setMonth(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 2 }}
      />
      {report.isLoading && <PageSpinner />}
      {report.isError && <Alert severity="error">{errorMessage(report.error, t('app.an_error_occurred'))}</Alert>}
      {report.data && (
        <>
          <Typography sx={{ mb: 2 }}>{t('ui.cover.total', { total: report.data.total })}</Typography>
          {report.data.total === 0 ? (
            <Typography color="text.secondary">{t('ui.cover.none')}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Counts title={t('ui.cover.by_substitute')} rows={report.data.bySubstitute} />
              <Counts title={t('ui.cover.by_absent')} rows={report.data.byAbsentTeacher} />
            </Box>
          )}
        </>
      )}
    </>
  );
};
