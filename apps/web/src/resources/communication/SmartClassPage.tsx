import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useTodaysSchedules } from '../../api/school-life.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useActiveSchool } from '../../app/use-active-school.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { nextLesson } from '../home/home-rules.ts';
import { shortTime, useSchoolClock } from '../home/use-school-clock.ts';
import { currentGradingTerm, studentsOfTerm } from '../school-life/attendance-rules.ts';
import { SmartAttendance, SmartContent, SmartHomework, SmartOnline } from './SmartClassPanels.tsx';

const SMART_CLASS_OPS = ['attendance', 'content', 'homework', 'online'] as const;
type Op = (typeof SMART_CLASS_OPS)[number];

/**
 * The teacher's classroom screen (`/smartclass`, `/smartclass/{op}`): the lesson on now (or the
 * next one of today) from the schedule, with its students, content, today's homework and its
 * online class, one panel at a time in large touch targets. `{op}` opens a panel directly.
 */
export const SmartClassPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const op: Op = SMART_CLASS_OPS.find((name) => name === params.op) ?? 'attendance';
  const user = useCurrentUser();
  const clock = useSchoolClock();
  const { season } = useActiveSchool();
  const lessons = useTodaysSchedules(clock.known ? user.data?.id : undefined, clock.date);
  const lesson = nextLesson(lessons.data ?? [], clock.time);
  const term = currentGradingTerm(season?.gradingTerms ?? [], clock.date);
  const students = useMemo(() => (lesson ? studentsOfTerm(lesson, term?.id) : []), [lesson, term?.id]);
  const classId = lesson?.classId?.id;
  return (
    <Stack spacing={2}>
      <PageHeader title={t('ui.communication.smartclass_title')} />
      {lessons.isLoading && <LinearProgress />}
      {lessons.isSuccess && !lesson && <Alert severity="info">{t('ui.communication.no_lesson')}</Alert>}
      {lesson && classId !== undefined && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h4" component="p">
              <bdi>{lesson.classId?.title ?? ''}</bdi>
            </Typography>
            <Typography color="text.secondary">
              <bdi>{`${shortTime(lesson.enterTime)}–${shortTime(lesson.exitTime)}`}</bdi> ·{' '}
              {t('ui.communication.student_count', { count: students.length })}
            </Typography>
          </Paper>
          <Tabs
            value={op}
            onChange={(_event, value: Op) => void navigate(`/smartclass/${value}`)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('ui.communication.smartclass_title')}
          >
            {SMART_CLASS_OPS.map((name) => (
              <Tab
                key={name}
                value={name}
                label={t(`ui.communication.op_${name}`)}
                sx={{ minHeight: 64, fontSize: '1.05rem' }}
              />
            ))}
          </Tabs>
          {op === 'attendance' && <SmartAttendance key={lesson.id} lesson={lesson} students={students} />}
          {op === 'content' && <SmartContent classId={classId} />}
          {op === 'homework' && <SmartHomework classId={classId} today={clock.date} />}
          {op === 'online' && <SmartOnline classId={classId} today={clock.date} />}
        </>
      )}
    </Stack>
  );
};
