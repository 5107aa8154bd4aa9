import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ScheduleRecord } from '../../api/school-life.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { nameIn } from '../generic/name-in.ts';
import { lessonStates, registerUrl } from './home-rules.ts';
import { shortTime } from './use-school-clock.ts';

const stateColor = { done: 'success', now: 'primary', next: 'info', later: 'default', missed: 'warning' } as const;

/**
 * Today's lessons in time order, each titled by its subject when the timetable gave it one (else
 * by its class) and with where it stands (taken, now, next, missed); under it the time, the class,
 * the room and, with `showTeacher` (a family's), the teacher. With `takeAttendance` each lesson
 * links to its register: "Take attendance" until it is taken, then "Open the register".
 */
export const LessonList = ({
  lessons,
  now,
  takeAttendance = false,
  showTeacher = false,
  emptyText,
}: {
  lessons: readonly ScheduleRecord[];
  now: string;
  takeAttendance?: boolean;
  showTeacher?: boolean;
  emptyText: string;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  if (lessons.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  const states = lessonStates(lessons, now);
  const sorted = [...lessons].sort((a, b) => a.enterTime.localeCompare(b.enterTime));
  return (
    <List disablePadding>
      {sorted.map((lesson) => {
        const state = states.get(lesson.id) ?? 'later';
        const className = lesson.classId?.title ?? lesson.batch?.title ?? '—';
        const names = lesson.refNames ?? {};
        const subject = names.course ? nameIn('courses', names.course, language) : undefined;
        const details = [
          `${shortTime(lesson.enterTime)}–${shortTime(lesson.exitTime)}`,
          ...(subject ? [className] : []),
          ...(names.room ? [names.room] : []),
          ...(showTeacher && names.teacherId ? [names.teacherId] : []),
        ];
        return (
          <ListItem
            key={lesson.id}
            disableGutters
            divider
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <ListItemText
              sx={{ flex: '1 1 160px', minWidth: 0 }}
              primary={<bdi>{subject ?? className}</bdi>}
              secondary={details.map((detail, index) => (
                <span key={index}>
                  {index > 0 && ' · '}
                  <bdi>{detail}</bdi>
                </span>
              ))}
            />
            <Chip size="small" color={stateColor[state]} label={t(`ui.home.lesson_${state}`)} />
            {takeAttendance && (
              <Box>
                {/* A lesson already taken is read or corrected in its register, not taken again. */}
                <Button
                  size="small"
                  variant={state === 'now' ? 'contained' : 'outlined'}
                  component={RouterLink}
                  to={registerUrl(lesson)}
                  aria-label={`${t(state === 'done' ? 'ui.attendance_register.open_register' : 'ui.home.take_attendance')}: ${className} ${shortTime(lesson.enterTime)}`}
                >
                  {t(state === 'done' ? 'ui.attendance_register.open_register' : 'ui.home.take_attendance')}
                </Button>
              </Box>
            )}
          </ListItem>
        );
      })}
    </List>
  );
};
