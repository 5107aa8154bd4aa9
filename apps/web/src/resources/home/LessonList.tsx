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
import { lessonStates, registerUrl } from './home-rules.ts';
import { shortTime } from './use-school-clock.ts';

const stateColor = { done: 'success', now: 'primary', next: 'info', later: 'default', missed: 'warning' } as const;

/**
 * Today's lessons in time order, each with where it stands (taken, now, next, missed); with
 * `takeAttendance` each lesson links to its register: "Take attendance" until it is taken, then
 * "Open the register".
 */
export const LessonList = ({
  lessons,
  now,
  takeAttendance = false,
  emptyText,
}: {
  lessons: readonly ScheduleRecord[];
  now: string;
  takeAttendance?: boolean;
  emptyText: string;
}) => {
  const { t } = useTranslation();
  if (lessons.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  const states = lessonStates(lessons, now);
  const sorted = [...lessons].sort((a, b) => a.enterTime.localeCompare(b.enterTime));
  return (
    <List disablePadding>
      {sorted.map((lesson) => {
        const state = states.get(lesson.id) ?? 'later';
        const className = lesson.classId?.title ?? '—';
        return (
          <ListItem
            key={lesson.id}
            disableGutters
            divider
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <ListItemText
              sx={{ flex: '1 1 160px', minWidth: 0 }}
              primary={<bdi>{className}</bdi>}
              secondary={<bdi>{`${shortTime(lesson.enterTime)}–${shortTime(lesson.exitTime)}`}</bdi>}
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
