import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/**
 * Above a referral's form: who reads it. The teacher who refers learns only where the referral
 * stands; what the counsellor does about it stays with the counsellor.
 */
export const ReferralNote = () => {
  const { t } = useTranslation();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('ui.guidance.referral_note')}
    </Alert>
  );
};
