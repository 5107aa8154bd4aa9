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
import { languageLocales, type Language } from '@kampus/contract/constants';
import { useTranslation } from 'react-i18next';
import type { TimetableWeek } from '../../api/timetable-cover.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { WeekEntryText } from './WeekEntryText.tsx';
import { weekEntries, weekSlots } from './week-entries.ts';

const short = (time: string): string => time.slice(0, 5);

/** The day's name and date as the reader's language writes them (its locale's digits, as every date of the app). */
const dayTitle = (day: string, language: Language): string =>
  new Intl.DateTimeFormat(languageLocales[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/**
 * A week of lessons (and a room's bookings): on a wide screen a grid of start times by days; on a
 * phone each day in turn with its lessons and bookings, so nothing scrolls sideways at 390 px. A
 * school holiday is named under its day.
 */
export const WeekGrid = ({ week }: { week: TimetableWeek }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const entries = weekEntries(week);
  if (entries.length === 0 && week.daysOff.length === 0)
    return <Typography color="text.secondary">{t('ui.timetable.no_lessons')}</Typography>;
  // A school holiday under its day's name: "Day off · Republic Day".
  const dayOff = (day: string) =>
    week.daysOff
      .filter((off) => off.date === day)
      .map((off) => (
        <Typography key={off.title} variant="body2" color="warning.main">
          {`${t('ui.school_holidays.day_off')} · `}
          <bdi>{off.title}</bdi>
        </Typography>
      ));
  const slots = weekSlots(entries);
  if (!wide)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {week.days.map((day) => {
          const today = entries.filter((entry) => entry.date === day);
          return (
            <Paper key={day} variant="outlined" sx={{ p: 2 }} component="section" aria-label={dayTitle(day, language)}>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {dayTitle(day, language)}
              </Typography>
              {dayOff(day)}
              {today.length === 0 && dayOff(day).length === 0 && <Typography color="text.secondary">—</Typography>}
              {today.map((entry) => (
                <Box key={entry.key} sx={{ display: 'flex', gap: 2, py: 0.5 }}>
                  <Typography variant="body2" sx={{ minWidth: 90, flexShrink: 0 }}>
                    <bdi>{`${short(entry.start)}–${short(entry.end)}`}</bdi>
                  </Typography>
                  <WeekEntryText entry={entry} />
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
              <TableCell key={day}>
                {dayTitle(day, language)}
                {dayOff(day)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {slots.map((slot) => {
            const [enter = '', exit = ''] = slot.split('|');
            return (
              <TableRow key={slot}>
                <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  <bdi>{`${short(enter)}–${short(exit)}`}</bdi>
                </TableCell>
                {week.days.map((day) => (
                  <TableCell key={day} sx={{ verticalAlign: 'top' }}>
                    <Box sx={{ display: 'grid', gap: 1 }}>
                      {entries
                        .filter((entry) => entry.date === day && entry.start === enter && entry.end === exit)
                        .map((entry) => (
                          <WeekEntryText key={entry.key} entry={entry} />
                        ))}
                    </Box>
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
