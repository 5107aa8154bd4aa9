import AssessmentIcon from '@mui/icons-material/Assessment';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMenuTitle } from '../../app/layout/menu-tree.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { HomeCard } from '../home/HomeCard.tsx';
import { RefreshButton } from './RefreshButton.tsx';
import { UsageChart } from './SchoolStats.tsx';
import { useReadableReports } from './use-reports.ts';

/** `/reports/dashboard`: how the school uses Kampus, and the way into each report of the hub. */
export const ReportsDashboard = () => {
  const { t } = useTranslation();
  const title = useMenuTitle() ?? t('ui.dashboards.reports_dashboard_title');
  const readable = useReadableReports();
  if (readable === undefined) return <PageSpinner />;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} actions={<RefreshButton />} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <UsageChart />
        <HomeCard title={t('ui.dashboards.reports_title')}>
          <List dense disablePadding>
            {readable.map((name) => (
              <ListItem key={name} disablePadding>
                <ListItemButton component={RouterLink} to={`/reports?report=${name}`}>
                  <ListItemIcon>
                    <AssessmentIcon />
                  </ListItemIcon>
                  <ListItemText primary={t(`ui.dashboards.report_${name.replace('-', '_')}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </HomeCard>
      </Box>
    </>
  );
};
