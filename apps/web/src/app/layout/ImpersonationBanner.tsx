import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export interface Impersonation {
  name: string;
  onCancel: () => void;
}

/** Red banner while acting as another user; the impersonation flow itself comes in a later issue. */
export const ImpersonationBanner = ({ impersonation }: { impersonation: Impersonation | null }) => {
  const { t } = useTranslation();
  if (!impersonation) return null;
  return (
    <Alert
      severity="error"
      variant="filled"
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" onClick={impersonation.onCancel}>
          {t('ui.session.cancel_impersonation')}
        </Button>
      }
    >
      {t('ui.session.impersonating', { name: impersonation.name })}
    </Alert>
  );
};
