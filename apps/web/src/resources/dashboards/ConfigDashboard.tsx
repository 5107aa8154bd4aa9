import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMenuTitle } from '../../app/layout/menu-tree.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RefreshButton } from './RefreshButton.tsx';
import { BasicFigures, UsageChart } from './SchoolStats.tsx';

/** `/config/dashboard`: the school's size and use at a glance, and the way to its settings. */
export const ConfigDashboard = () => {
  const { t } = useTranslation();
  const title = useMenuTitle() ?? t('ui.dashboards.config_title');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: title }]}
        actions={
          <>
            <Button component={RouterLink} to="/config" startIcon={<SettingsIcon />}>
              {t('ui.dashboards.settings')}
            </Button>
            <RefreshButton />
          </>
        }
      />
      <BasicFigures />
      <Box sx={{ maxWidth: 960 }}>
        <UsageChart />
      </Box>
    </>
  );
};
