import type { StatsPeriod } from '@kampus/contract/action';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useBasicStats, useDailyCashStats, useEnrollmentStats, useUsageStats } from '../../api/stats.ts';
import { useSession } from '../../api/use-session.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { HomeCard } from '../home/HomeCard.tsx';
import { BarChart } from './BarChart.tsx';
import { periodLabel, periodShort } from './chart-labels.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import { StatFigures } from './StatFigures.tsx';

/** The spec's basic stats: users, students, today's cash and today's enrolments. */
export const BasicFigures = () => {
  const { t } = useTranslation();
  const { language } = useSession();
  const stats = useBasicStats();
  if (stats.isLoading) return <PageSpinner />;
  if (stats.isError) return <Alert severity="error">{errorMessage(stats.error, t('app.an_error_occurred'))}</Alert>;
  if (!stats.data) return null;
  const { numberOfUsers, numberOfStudents, dailyCash, dailyEnrollments } = stats.data;
  return (
    <StatFigures
      label={t('ui.dashboards.basic')}
      figures={[
        { key: 'users', label: t('ui.dashboards.users'), value: formatNumber(numberOfUsers, language) },
        { key: 'students', label: t('ui.dashboards.students'), value: formatNumber(numberOfStudents, language) },
        { key: 'daily-cash', label: t('ui.dashboards.daily_cash'), value: formatMoney(dailyCash, language) },
        {
          key: 'daily-enrollments',
          label: t('ui.dashboards.daily_enrollments'),
          value: formatNumber(dailyEnrollments, language),
        },
      ]}
    />
  );
};

export const DailyCashChart = () => {
  const { t } = useTranslation();
  const { language } = useSession();
  const theme = useTheme();
  const [period, setPeriod] = useState<StatsPeriod>('week');
  const cash = useDailyCashStats(period);
  return (
    <HomeCard
      title={t('ui.dashboards.cash_chart')}
      action={<PeriodPicker value={period} onChange={setPeriod} label={t('ui.dashboards.period')} />}
    >
      {cash.isLoading && <PageSpinner />}
      {cash.isError && <Alert severity="error">{errorMessage(cash.error, t('app.an_error_occurred'))}</Alert>}
      {cash.data && (
        <BarChart
          testId="chart-daily-cash"
          title={t('ui.dashboards.cash_chart_of', { period: t(`ui.dashboards.period_${period}`) })}
          labelHeader={t('ui.dashboards.date')}
          series={[{ label: t('ui.dashboards.collected'), color: theme.palette.primary.main }]}
          points={cash.data.dailyCash.map((bar) => ({
            label: periodLabel(bar.date, language),
            short: periodShort(bar.date, language),
            values: [Number(bar.amount)],
            display: [formatMoney(bar.amount, language)],
          }))}
        />
      )}
    </HomeCard>
  );
};

const EnrollmentChart = () => {
  const { t } = useTranslation();
  const { language } = useSession();
  const theme = useTheme();
  const [period, setPeriod] = useState<StatsPeriod>('year');
  const enrollments = useEnrollmentStats(period);
  return (
    <HomeCard
      title={t('ui.dashboards.enrollment_chart')}
      action={<PeriodPicker value={period} onChange={setPeriod} label={t('ui.dashboards.period')} />}
    >
      {enrollments.isLoading && <PageSpinner />}
      {enrollments.isError && (
        <Alert severity="error">{errorMessage(enrollments.error, t('app.an_error_occurred'))}</Alert>
      )}
      {enrollments.data && (
        <BarChart
          testId="chart-enrollments"
          title={t('ui.dashboards.enrollment_chart_of', { period: t(`ui.dashboards.period_${period}`) })}
          labelHeader={t('ui.dashboards.date')}
          series={[{ label: t('ui.dashboards.enrolled'), color: theme.palette.secondary.main }]}
          points={enrollments.data.stats.map((bar) => ({
            label: periodLabel(bar.date, language),
            short: periodShort(bar.date, language),
            values: [bar.count],
            display: [formatNumber(bar.count, language)],
          }))}
        />
      )}
    </HomeCard>
  );
};

/** Sign-ins and page views per day, from the page-view events every screen sends. */
export const UsageChart = () => {
  const { t } = useTranslation();
  const { language } = useSession();
  const theme = useTheme();
  const usage = useUsageStats();
  return (
    <HomeCard title={t('ui.dashboards.usage_chart')}>
      {usage.isLoading && <PageSpinner />}
      {usage.isError && <Alert severity="error">{errorMessage(usage.error, t('app.an_error_occurred'))}</Alert>}
      {usage.data && (
        <BarChart
          testId="chart-usage"
          title={t('ui.dashboards.usage_chart')}
          captionHidden
          labelHeader={t('ui.dashboards.date')}
          series={[
            { label: t('ui.dashboards.logins'), color: theme.palette.secondary.main },
            { label: t('ui.dashboards.page_views'), color: theme.palette.primary.main },
          ]}
          points={usage.data.usageStats.map((day) => ({
            label: periodLabel(day.date, language),
            short: periodShort(day.date, language),
            values: [day.logins, day.pageViews],
            display: [formatNumber(day.logins, language), formatNumber(day.pageViews, language)],
          }))}
        />
      )}
    </HomeCard>
  );
};

/** The school dashboard's charts under today's figures. */
export const SchoolStats = () => (
  <Box sx={{ mt: 2 }}>
    <BasicFigures />
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <DailyCashChart />
      <EnrollmentChart />
      <UsageChart />
    </Box>
  </Box>
);
