import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useTodaysSchedules } from '../../api/school-life.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useSession } from '../../api/use-session.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDate } from '../../i18n/format.ts';
import { HomeCard } from './HomeCard.tsx';
import { nextLesson, registerUrl } from './home-rules.ts';
import { LessonList } from './LessonList.tsx';
import { shortTime, useSchoolClock } from './use-school-clock.ts';

/**
 * The teacher's home: the lesson on now or next, and every lesson of today with "Take
 * attendance" on each (the register of that class, day and lesson).
 */
export const TeacherHome = () => {
  const { t } = useTranslation();
  const { language } = useSession();
  const user = useCurrentUser();
  const clock = useSchoolClock();
  const lessons = useTodaysSchedules(clock.known ? user.data?.id : undefined, clock.date);
  const next = nextLesson(lessons.data ?? [], clock.time);
  const name = user.data ? `${user.data.name} ${user.data.lastName}` : '';
  return (
    <>
      <PageHeader title={t('ui.home.title')} />
      <Typography variant="h6" component="p" sx={{ mb: 0.5 }}>
        {t('ui.home.welcome', { name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('ui.home.today', { date: formatDate(clock.date, language), time: shortTime(clock.time) })}
      </Typography>
      {lessons.isLoading && <PageSpinner />}
      {lessons.isError && <Alert severity="error">{errorMessage(lessons.error, t('app.an_error_occurred'))}</Alert>}
      {lessons.data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
          <HomeCard title={t('ui.home.next_lesson')}>
            {next ? (
              <>
                <Typography variant="h5" component="p">
                  <bdi>{next.classId?.title ?? '—'}</bdi>
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  <bdi>{`${shortTime(next.enterTime)}–${shortTime(next.exitTime)}`}</bdi>
                </Typography>
                {next.isDoneAttendance !== '1' && (
                  <Button variant="contained" component={RouterLink} to={registerUrl(next)}>
                    {t('ui.home.take_attendance')}
                  </Button>
                )}
              </>
            ) : (
              <Typography color="text.secondary">{t('ui.home.no_more_lessons')}</Typography>
            )}
          </HomeCard>
          <HomeCard title={t('ui.home.todays_lessons')}>
            <LessonList lessons={lessons.data} now={clock.time} takeAttendance emptyText={t('ui.home.no_lessons')} />
          </HomeCard>
        </Box>
      )}
    </>
  );
};
