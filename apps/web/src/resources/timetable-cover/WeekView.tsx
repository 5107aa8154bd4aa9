import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../components/dates/DayInput.tsx';
import { errorMessage } from '../../api/client.ts';
import { useDownloadWeek, useWeek, type WeekChoice } from '../../api/timetable-cover.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDate, isolated } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { FileKindLabel } from '../../components/FileKindLabel.tsx';
import { WeekGrid } from './WeekGrid.tsx';
import { shiftDay } from './week-dates.ts';

/**
 * One person's, class's or room's week with its navigation (previous, a day, next) and the PDF and
 * iCalendar buttons. `onDate` moves the week.
 */
export const WeekView = ({ choice, onDate }: { choice: WeekChoice; onDate: (date: string) => void }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const week = useWeek(choice);
  const save = useDownloadWeek();
  const name = week.data ? `${week.data.title}-${week.data.days[0] ?? ''}` : 'timetable';
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Button variant="outlined" onClick={() => onDate(shiftDay(choice.date, -7))}>
          {t('ui.timetable.previous_week')}
        </Button>
        <DayInput label={t('ui.cover.date')} value={choice.date} onDay={onDate} />
        <Button variant="outlined" onClick={() => onDate(shiftDay(choice.date, 7))}>
          {t('ui.timetable.next_week')}
        </Button>
        <Button onClick={() => save.mutate({ choice, kind: 'pdf', name })} disabled={save.isPending}>
          {t('ui.timetable.pdf')}
        </Button>
        <Button onClick={() => save.mutate({ choice, kind: 'ics', name })} disabled={save.isPending}>
          <FileKindLabel text={t('ui.timetable.ics')} />
        </Button>
      </Box>
      {save.isError && <Alert severity="error">{errorMessage(save.error, t('app.an_error_occurred'))}</Alert>}
      {week.isLoading && <PageSpinner />}
      {week.isError && <Alert severity="error">{errorMessage(week.error, t('app.an_error_occurred'))}</Alert>}
      {week.data && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            <bdi>{week.data.title}</bdi> ·{' '}
            {t('ui.timetable.week_of', { date: isolated(formatDate(week.data.days[0] ?? '', language), language) })}
          </Typography>
          <WeekGrid week={week.data} />
        </>
      )}
    </Box>
  );
};
