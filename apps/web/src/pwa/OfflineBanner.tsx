import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useShowingKeptData } from './offline-state.ts';
import { useOfflineKeeping } from './use-offline-keeping.ts';

/**
 * The signed-in layout's word that what shows may be old: offline, the screens read the answers
 * last loaded (docs/pwa.md). Also where the layout tells the worker whose answers to keep.
 */
export const OfflineBanner = () => {
  const { t } = useTranslation();
  useOfflineKeeping();
  if (!useShowingKeptData()) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {t('ui.session.offline')}
    </Alert>
  );
};
