import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Accommodation } from '../../api/guidance.ts';

/**
 * A student's accommodations beside their name on the register or the class list (extra exam
 * time, a seat at the front): what the teacher does, never why (the plan's notes stay the
 * counsellor's; the server sends none).
 */
export const AccommodationNote = ({ accommodations }: { accommodations: readonly Accommodation[] | undefined }) => {
  const { t } = useTranslation();
  if (!accommodations || accommodations.length === 0) return null;
  return (
    <Alert
      severity="info"
      icon={<AccessibilityNewIcon fontSize="small" />}
      sx={{ py: 0, mt: 0.5 }}
      aria-label={t('ui.guidance.accommodations_note')}
    >
      {accommodations.map((accommodation) => (
        <Typography key={accommodation.id} variant="body2">
          <strong>{t(`ui.values.${accommodation.accommodationKind}`)}</strong>
          {accommodation.accommodationDetail ? (
            <>
              : <bdi>{accommodation.accommodationDetail}</bdi>
            </>
          ) : null}
        </Typography>
      ))}
    </Alert>
  );
};
