import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { admissionInterviews } from '@kampus/contract/resources';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useAllRecords } from '../../api/seasons.ts';
import { useSession } from '../../api/use-session.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { resourceTitle } from '../generic/labels.ts';
import { basePathOf } from '../routes.ts';
import { weekDays } from './week.ts';

const STATUS_COLOURS: Record<string, 'default' | 'primary' | 'success' | 'error' | 'warning'> = {
  scheduled: 'primary',
  done: 'default',
  accepted: 'success',
  rejected: 'error',
  waiting_list: 'warning',
};

/**
 * The admission interviews of a week (`/enrollment/interviews/agenda?week=YYYY-MM-DD`), Monday to
 * Sunday, each day's by time; a card opens the interview's form. The week lives in the address.
 */
export const InterviewAgendaPage = () => {
  const { t } = useTranslation();
  const { language } = useSession();
  const [params, setParams] = useSearchParams();
  const days = useMemo(() => weekDays(params.get('week')), [params]);
  const first = days[0] ?? '';
  const last = days[6] ?? '';
  const list = useAllRecords('admission_interviews', {
    'interviewDate[after]': first,
    'interviewDate[before]': last,
    'order[interviewTime]': 'asc',
  });
  const basePath = basePathOf('admission_interviews');
  const shift = (weeks: number) => {
    const monday = new Date(`${first}T12:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() + weeks * 7);
    setParams({ week: monday.toISOString().slice(0, 10) });
  };
  const dayName = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

  return (
    <Box>
      <PageHeader
        title={t('ui.academics.agenda')}
        crumbs={[{ label: resourceTitle(t, admissionInterviews), to: basePath }]}
        actions={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button onClick={() => shift(-1)}>{t('ui.academics.previous_week')}</Button>
            <Button onClick={() => setParams({})}>{t('ui.academics.this_week')}</Button>
            <Button onClick={() => shift(1)}>{t('ui.academics.next_week')}</Button>
          </Box>
        }
      />
      {list.isLoading && <LinearProgress />}
      {list.isError && <Alert severity="error">{errorMessage(list.error, t('app.an_error_occurred'))}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' },
        }}
      >
        {days.map((day) => {
          const today = (list.data ?? []).filter((row) => row.interviewDate === day);
          return (
            <Paper key={day} variant="outlined" sx={{ p: 1, minHeight: 160 }} data-testid="agenda-day">
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {dayName.format(new Date(`${day}T12:00:00Z`))}
              </Typography>
              {today.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('ui.academics.no_interviews')}
                </Typography>
              )}
              {today.map((row) => (
                <Card key={String(row.id)} variant="outlined" sx={{ mb: 1 }}>
                  <CardActionArea component={RouterLink} to={`${basePath}/${row.id}`} sx={{ p: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {String(row.interviewTime ?? '').slice(0, 5)}
                    </Typography>
                    <Typography variant="body2">
                      <bdi>{`${String(row.applicantName ?? '')} ${String(row.applicantLastName ?? '')}`}</bdi>
                    </Typography>
                    <Chip
                      size="small"
                      sx={{ mt: 0.5 }}
                      color={STATUS_COLOURS[String(row.interviewStatus)] ?? 'default'}
                      label={t(`ui.values.${String(row.interviewStatus)}`)}
                    />
                  </CardActionArea>
                </Card>
              ))}
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
};
