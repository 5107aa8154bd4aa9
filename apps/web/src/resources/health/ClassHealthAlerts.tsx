import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassHealthAlerts } from '../../api/health.ts';
import { HealthAlertNote } from './HealthAlertNote.tsx';

/**
 * The class list's health alerts (issue 33, part 2): when the list shows one class, the students
 * of it with a severe allergy or emergency instructions, each by name with what to do, as the
 * register shows them. Nothing when the class has none or the reader may not ask (the server
 * answers the allergen and the instruction, never a condition).
 */
export const ClassHealthAlerts = ({ classId }: { classId: number }) => {
  const { t } = useTranslation();
  const heading = useId();
  const alerts = useClassHealthAlerts(classId).data?.alerts ?? [];
  if (alerts.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={heading} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography id={heading} variant="subtitle1" component="h2">
        {t('ui.health.class_alerts')}
      </Typography>
      {alerts.map((alert) => (
        <Box key={alert.student} sx={{ mt: 1 }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            <bdi>{alert.name}</bdi>
          </Typography>
          <HealthAlertNote alert={alert} />
        </Box>
      ))}
    </Paper>
  );
};
