import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isolated } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import type { WeekEntry } from './week-entries.ts';

type LessonEntry = Extract<WeekEntry, { kind: 'lesson' }>;
type BookingEntry = Extract<WeekEntry, { kind: 'booking' }>;

const LessonText = ({ lesson }: { lesson: LessonEntry['lesson'] }) => {
  const { t } = useTranslation();
  return (
    <Box data-lesson={lesson.id}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <bdi>{[lesson.subject, lesson.className].filter(Boolean).join(' · ')}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <bdi>{lesson.teacherName}</bdi>
        {lesson.covered && ` (${t('ui.timetable.covered')})`}
        {lesson.roomName !== null && (
          <>
            {' · '}
            <bdi>{lesson.roomName}</bdi>
          </>
        )}
      </Typography>
    </Box>
  );
};

/**
 * A room's booking, told apart from the lessons around it by an outlined "Booking" chip: its
 * purpose, then its kind and who booked it.
 */
const BookingText = ({ booking }: { booking: BookingEntry['booking'] }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box data-booking={booking.id}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
        <Chip size="small" variant="outlined" color="primary" label={t('ui.timetable.booking')} />
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          <bdi>{booking.purpose}</bdi>
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[
          t(`ui.values.${booking.kind}`),
          booking.bookedByName === null
            ? ''
            : t('ui.timetable.booked_by', { name: isolated(booking.bookedByName, language) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Box>
  );
};

/** What a cell or a day's line shows of a lesson or a booking. */
export const WeekEntryText = ({ entry }: { entry: WeekEntry }) =>
  entry.kind === 'lesson' ? <LessonText lesson={entry.lesson} /> : <BookingText booking={entry.booking} />;
