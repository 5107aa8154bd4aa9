import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStatsRefresh } from '../../api/stats.ts';

/** Loads every figure of the dashboard again now (they also reload by themselves, ever more slowly). */
export const RefreshButton = () => {
  const { t } = useTranslation();
  const refresh = useStatsRefresh();
  const loading = useIsFetching({ queryKey: ['stats'] }) > 0;
  return (
    <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refresh()} disabled={loading}>
      {t('ui.dashboards.refresh')}
    </Button>
  );
};
