import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TimetableWeek } from '../../api/timetable-cover.ts';

type Lesson = TimetableWeek['lessons'][number];

const short = (time: string): string => time.slice(0, 5);

/** The day's name and date as the reader's language writes them. */
const dayTitle = (day: string, language: string): string =>
  new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const LessonText = ({ lesson }: { lesson: Lesson }) => {
  const { t } = useTranslation();
  return (
    <Box data-lesson={lesson.id}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <bdi>{[lesson.subject, lesson.className].filter(Boolean).join(' · ')}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <bdi>{lesson.teacherName}</bdi>
        {lesson.covered && ` (${t('ui.timetable.covered')})`}
      </Typography>
    </Box>
  );
};

/**
 * A week of lessons: on a wide screen a grid of start times by days; on a phone each day in turn
 * with its lessons, so nothing scrolls sideways at 390 px.
 */
export const WeekGrid = ({ week }: { week: TimetableWeek }) => {
  const { t, i18n } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  if (week.lessons.length === 0) return <Typography color="text.secondary">{t('ui.timetable.no_lessons')}</Typography>;
  const slots = [...new Set(week.lessons.map((lesson) => `${lesson.enterTime}|${lesson.exitTime}`))].sort();
  if (!wide)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {week.days.map((day) => {
          const lessons = week.lessons.filter((lesson) => lesson.date === day);
          return (
            <Paper
              key={day}
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-label={dayTitle(day, i18n.language)}
            >
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {dayTitle(day, i18n.language)}
              </Typography>
              {lessons.length === 0 && <Typography color="text.secondary">—</Typography>}
              {lessons.map((lesson) => (
                <Box key={lesson.id} sx={{ display: 'flex', gap: 2, py: 0.5 }}>
                  <Typography variant="body2" sx={{ minWidth: 90 }}>
                    <bdi>{`${short(lesson.enterTime)}–${short(lesson.exitTime)}`}</bdi>
                  </Typography>
                  <LessonText lesson={lesson} />
                </Box>
              ))}
            </Paper>
          );
        })}
      </Box>
    );
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('ui.timetable.time')}</TableCell>
            {week.days.map((day) => (
              <TableCell key={day}>{dayTitle(day, i18n.language)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {slots.map((slot) => {
            const [enter = '', exit = ''] = slot.split('|');
            return (
              <TableRow key={slot}>
                <TableCell>
                  <bdi>{`${short(enter)}–${short(exit)}`}</bdi>
                </TableCell>
                {week.days.map((day) => (
                  <TableCell key={day}>
                    {week.lessons
                      .filter((lesson) => lesson.date === day && lesson.enterTime === enter && lesson.exitTime === exit)
                      .map((lesson) => (
                        <LessonText key={lesson.id} lesson={lesson} />
                      ))}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
};
