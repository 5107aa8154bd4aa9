import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useFinanceStats } from '../../api/stats.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { BarChart } from '../dashboards/BarChart.tsx';
import { RefreshButton } from '../dashboards/RefreshButton.tsx';
import { DailyCashChart } from '../dashboards/SchoolStats.tsx';
import { StatFigures } from '../dashboards/StatFigures.tsx';
import { HomeCard } from '../home/HomeCard.tsx';
import { DayEndPanel } from './DayEndPanel.tsx';

/**
 * `/finance` and `/finance/dashboard`: today's cash, this month's collections against what falls
 * due this month, by grade level, and the overdue installments with a guardian's phone to call.
 * Every amount is the server's exact sum (GET /{lang}/stats/{schoolId}/finance).
 */
export const FinanceDashboard = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  const stats = useFinanceStats();
  const title = t('ui.finance.dashboard.title');
  const header = <PageHeader title={title} crumbs={[{ label: title }]} actions={<RefreshButton />} />;
  if (stats.isLoading) return <PageSpinner />;
  if (stats.isError || !stats.data) {
    return (
      <>
        {header}
        <Alert severity="error">{errorMessage(stats.error, t('app.an_error_occurred'))}</Alert>
      </>
    );
  }
  const data = stats.data;
  const money = (value: string) => formatMoney(value, language);
  // Headquarters and campuses see the installments of several schools: a School column tells them apart.
  const manySchools = new Set(data.overdue.map((row) => row.school)).size > 1;
  const gradeName = (grade: string | null) => grade ?? t('ui.dashboards.no_grade_level');
  return (
    <>
      {header}
      <StatFigures
        label={title}
        figures={[
          { key: 'cash-today', label: t('ui.finance.dashboard.today'), value: money(data.cashToday) },
          { key: 'cash-month', label: t('ui.finance.dashboard.month'), value: money(data.collectedThisMonth) },
          { key: 'due-month', label: t('ui.finance.dashboard.due'), value: money(data.dueThisMonth) },
          {
            key: 'overdue',
            label: t('ui.finance.dashboard.overdue'),
            value: money(data.overdueTotal),
            tone: data.overdue.length > 0 ? 'error' : undefined,
          },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mb: 2 }}>
        <HomeCard title={t('ui.dashboards.by_grade_level')}>
          <BarChart
            testId="chart-grade-levels"
            title={t('ui.dashboards.by_grade_level_month')}
            labelHeader={t('ui.dashboards.grade_level')}
            series={[
              { label: t('ui.finance.dashboard.due'), color: theme.palette.secondary.main },
              { label: t('ui.finance.dashboard.month'), color: theme.palette.primary.main },
              { label: t('ui.finance.dashboard.overdue'), color: theme.palette.error.main },
            ]}
            points={data.byGradeLevel.map((row) => ({
              label: gradeName(row.gradeLevel),
              values: [Number(row.dueThisMonth), Number(row.collectedThisMonth), Number(row.overdue)],
              display: [money(row.dueThisMonth), money(row.collectedThisMonth), money(row.overdue)],
            }))}
          />
        </HomeCard>
        <DailyCashChart />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('ui.finance.dashboard.overdue')}
      </Typography>
      {data.overdue.length === 0 ? (
        <Typography color="text.secondary">{t('ui.finance.dashboard.none')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('ui.finance.dashboard.overdue')}>
            <TableHead>
              <TableRow>
                {manySchools && <TableCell>{t('fields.school')}</TableCell>}
                <TableCell>{t('ui.finance.dashboard.student')}</TableCell>
                <TableCell>{t('ui.dashboards.grade_level')}</TableCell>
                <TableCell>{t('ui.finance.dashboard.date')}</TableCell>
                <TableCell align="right">{t('ui.finance.dashboard.amount')}</TableCell>
                <TableCell>{t('ui.finance.dashboard.phone')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.overdue.map((row) => (
                <TableRow key={row.installmentId}>
                  {manySchools && <TableCell>{row.school}</TableCell>}
                  <TableCell>
                    <bdi>{row.student}</bdi>
                  </TableCell>
                  <TableCell>{gradeName(row.gradeLevel)}</TableCell>
                  <TableCell>{formatDate(row.installmentDate, language)}</TableCell>
                  <TableCell align="right">{money(row.amount)}</TableCell>
                  <TableCell dir="ltr">{row.phone ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <DayEndPanel />
    </>
  );
};
