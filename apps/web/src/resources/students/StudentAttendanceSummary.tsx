import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAllRecords } from '../../api/seasons.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useAttendanceWords } from '../school-life/attendance-words.ts';
import { summarizeAttendance } from './student-sections.ts';

/** The attendance tab: the active season's lessons of the student, counted by attendance type. */
export const StudentAttendanceSummary = ({ studentId }: { studentId: number }) => {
  const { t } = useTranslation();
  const words = useAttendanceWords();
  // Every record of the season at once (`pagination=false`): a page is at most 500 rows, and the
  // summary counts all of them.
  const list = useAllRecords('attendances', { student: String(studentId) });
  if (list.isLoading) return <PageSpinner />;
  if (list.isError) return <Alert severity="error">{t('app.an_error_occurred')}</Alert>;
  const rows = list.data ?? [];
  const counts = summarizeAttendance(rows);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('ui.student_profile.no_attendance')}</Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="attendance-summary">
          {[...counts.entries()].map(([title, count]) => (
            <Chip
              key={title ?? 'present'}
              color={title === null ? 'success' : 'warning'}
              label={`${words.mark(title)}: ${count}`}
            />
          ))}
        </Stack>
      )}
      {rows.length > 0 && (
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {t('ui.student_profile.attendance_total', { count: rows.length })}
        </Typography>
      )}
    </Paper>
  );
};
