import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useAcademicStats } from '../../api/stats.ts';
import { useMenuTitle } from '../../app/layout/menu-tree.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { HomeCard } from '../home/HomeCard.tsx';
import { BarChart } from './BarChart.tsx';
import { RefreshButton } from './RefreshButton.tsx';

/**
 * `/academic` and `/academic/dashboard`: this week's attendance rate by class, the coming exams and
 * the homework due this week; a teacher sees their own classes only (the server's rule).
 */
export const AcademicDashboard = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  const title = useMenuTitle() ?? t('ui.dashboards.academic_title');
  const stats = useAcademicStats();
  const data = stats.data;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} actions={<RefreshButton />} />
      {stats.isLoading && <PageSpinner />}
      {stats.isError && <Alert severity="error">{errorMessage(stats.error, t('app.an_error_occurred'))}</Alert>}
      {data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('ui.dashboards.week_of', {
              from: formatDate(data.weekStart, language),
              to: formatDate(data.weekEnd, language),
            })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
            <HomeCard title={t('ui.dashboards.attendance_chart')}>
              {data.attendance.length === 0 ? (
                <Typography color="text.secondary">{t('ui.dashboards.no_classes')}</Typography>
              ) : (
                <BarChart
                  testId="chart-attendance"
                  title={t('ui.dashboards.attendance_chart')}
                  captionHidden
                  labelHeader={t('ui.dashboards.class')}
                  series={[{ label: t('ui.dashboards.attendance_rate'), color: theme.palette.success.main }]}
                  points={data.attendance.map((row) => ({
                    label: row.title,
                    values: [row.rate ?? 0],
                    display: [
                      row.rate === null
                        ? t('ui.dashboards.no_records')
                        : t('ui.dashboards.rate_of', {
                            rate: formatNumber(row.rate, language),
                            present: formatNumber(row.present, language),
                            records: formatNumber(row.records, language),
                          }),
                    ],
                  }))}
                />
              )}
            </HomeCard>
            <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
              <HomeCard title={t('ui.dashboards.exams')}>
                {data.exams.length === 0 ? (
                  <Typography color="text.secondary">{t('ui.dashboards.no_exams')}</Typography>
                ) : (
                  <List dense disablePadding>
                    {data.exams.map((exam) => (
                      <ListItem key={exam.id} disableGutters>
                        <ListItemText
                          primary={<bdi>{exam.title}</bdi>}
                          secondary={formatDate(exam.examDate, language)}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </HomeCard>
              <HomeCard title={t('ui.dashboards.homework')}>
                {data.homework.length === 0 ? (
                  <Typography color="text.secondary">{t('ui.dashboards.no_homework')}</Typography>
                ) : (
                  <List dense disablePadding>
                    {data.homework.map((work) => (
                      <ListItem key={work.id} disableGutters>
                        <ListItemText
                          primary={<bdi>{work.title}</bdi>}
                          secondary={`${work.classTitle ?? ''} · ${formatDate(work.dueDate, language)}`}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </HomeCard>
            </Box>
          </Box>
        </>
      )}
    </>
  );
};
