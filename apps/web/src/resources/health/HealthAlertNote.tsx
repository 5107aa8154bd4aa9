import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HealthAlert } from '../../api/health.ts';

/**
 * A student's health alert on the register or the class list: each severe allergy with its
 * severity and what to do, and the emergency instructions. Never a condition: the server sends none.
 */
export const HealthAlertNote = ({ alert }: { alert: HealthAlert | undefined }) => {
  const { t } = useTranslation();
  if (!alert) return null;
  return (
    <Alert
      severity="error"
      icon={<HealthAndSafetyIcon fontSize="small" />}
      sx={{ py: 0, mt: 0.5 }}
      aria-label={t('ui.health.alert')}
    >
      {alert.allergies.map((allergy) => (
        <Typography key={allergy.allergen} variant="body2">
          {/* Isolated: a Turkish or English allergen in an Arabic line keeps its own order. */}
          <strong>
            <bdi>{allergy.allergen}</bdi>
          </strong>{' '}
          ({t(`ui.values.${allergy.severity}`)})
          {allergy.instruction ? (
            <>
              : <bdi>{allergy.instruction}</bdi>
            </>
          ) : null}
        </Typography>
      ))}
      {alert.instructions && (
        <Typography variant="body2">
          <strong>{t('ui.health.alert_instructions')}:</strong> <bdi>{alert.instructions}</bdi>
        </Typography>
      )}
    </Alert>
  );
};
