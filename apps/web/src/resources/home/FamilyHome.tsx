import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttendanceWords } from '../school-life/attendance-words.ts';
import { errorMessage } from '../../api/client.ts';
import { useDayAttendances, useFamilyLessons } from '../../api/home.ts';
import type { ScheduleRecord } from '../../api/school-life.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useSession } from '../../api/use-session.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDate } from '../../i18n/format.ts';
import { useActiveStudent } from '../school-life/use-active-student.ts';
import { HomeCard } from './HomeCard.tsx';
import { LessonList } from './LessonList.tsx';
import { addDays, shortTime, useSchoolClock } from './use-school-clock.ts';

/** How far ahead the upcoming lessons look, and how many they show. */
const UPCOMING_DAYS = 7;
const UPCOMING_COUNT = 6;

/** An attendance's type as read (`{id, title}`, none when present). */
const typeTitle = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string'
    ? value.title
    : null;

/** A lesson is the child's when the child is among the class's members the family may read. */
const lessonsOf = (lessons: readonly ScheduleRecord[], studentId: number): ScheduleRecord[] =>
  lessons.filter((lesson) => lesson.classId?.students.some((member) => member.student?.id === studentId));

/**
 * The home of a parent or student: the active child's day (today's timetable with the
 * attendance of each lesson, upcoming lessons) and, for a parent of several children, a switch
 * between them (the same choice as the top bar's).
 */
export const FamilyHome = () => {
  const { t } = useTranslation();
  const { language } = useSession();
  const words = useAttendanceWords();
  const clock = useSchoolClock();
  const family = useActiveStudent();
  const me = useCurrentUser();
  const student = family.student;
  const until = addDays(clock.date, UPCOMING_DAYS);
  const lessons = useFamilyLessons(clock.date, until, clock.known && student !== undefined);
  const attendance = useDayAttendances(student?.id, clock.date, clock.known);

  const mine = useMemo(() => (student ? lessonsOf(lessons.data ?? [], student.id) : []), [lessons.data, student]);
  const today = mine.filter((lesson) => lesson.scheduleDate === clock.date);
  const upcoming = mine.filter((lesson) => lesson.scheduleDate > clock.date).slice(0, UPCOMING_COUNT);
  const records = (attendance.data?.items ?? []).filter(
    (record) => student !== undefined && record.student === `/api/students/${student.id}`,
  );
  const name = student ? `${student.name} ${student.lastName}` : '';

  return (
    <>
      <PageHeader title={student ? t('ui.home.child_day', { name }) : t('ui.home.title')} />
      {/* Greets the person signed in, as every home does, also before any child is linked. */}
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {t('ui.home.welcome', { name: me.data ? `${me.data.name} ${me.data.lastName}` : '' })}
      </Typography>
      {family.students.length > 1 && student && (
        // The standard colour: primary text on its own selected tint is 4.2:1 in the light theme (axe).
        <ToggleButtonGroup
          exclusive
          size="small"
          value={student.id}
          onChange={(_, id: number | null) => id !== null && family.choose(id)}
          aria-label={t('ui.home.choose_child')}
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {family.students.map((child) => (
            <ToggleButton key={child.id} value={child.id} sx={{ textTransform: 'none' }}>
              {`${child.name} ${child.lastName}`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('ui.home.today', { date: formatDate(clock.date, language), time: shortTime(clock.time) })}
      </Typography>
      {family.isLoading && <PageSpinner />}
      {!family.isLoading && !student && <Alert severity="info">{t('ui.home.no_student')}</Alert>}
      {lessons.isError && <Alert severity="error">{errorMessage(lessons.error, t('app.an_error_occurred'))}</Alert>}
      {student && lessons.isLoading && <PageSpinner />}
      {student && lessons.data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <HomeCard title={t('ui.home.timetable')}>
            <LessonList lessons={today} now={clock.time} showTeacher emptyText={t('ui.home.no_lessons')} />
          </HomeCard>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <HomeCard title={t('ui.home.attendance_today')}>
              {records.length === 0 ? (
                <Typography color="text.secondary">{t('ui.home.no_attendance')}</Typography>
              ) : (
                <List dense disablePadding>
                  {records.map((record) => {
                    const lesson = today.find((item) => item.id === record.scheduleId);
                    const stored = typeTitle(record.attendanceType);
                    return (
                      <ListItem key={record.id} disableGutters sx={{ gap: 1 }}>
                        <ListItemText
                          primary={<bdi>{lesson?.classId?.title ?? '—'}</bdi>}
                          secondary={<bdi>{`${shortTime(record.enterTime)}–${shortTime(record.exitTime)}`}</bdi>}
                        />
                        <Chip size="small" color={stored ? 'warning' : 'success'} label={words.mark(stored)} />
                      </ListItem>
                    );
                  })}
                </List>
              )}
            </HomeCard>
            <HomeCard title={t('ui.home.upcoming')}>
              {upcoming.length === 0 ? (
                <Typography color="text.secondary">{t('ui.home.no_upcoming')}</Typography>
              ) : (
                <List dense disablePadding>
                  {upcoming.map((lesson) => (
                    <ListItem key={lesson.id} disableGutters>
                      <ListItemText
                        primary={<bdi>{lesson.classId?.title ?? '—'}</bdi>}
                        secondary={`${formatDate(lesson.scheduleDate, language)} · ${shortTime(lesson.enterTime)}–${shortTime(lesson.exitTime)}`}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </HomeCard>
          </Box>
        </Box>
      )}
    </>
  );
};
