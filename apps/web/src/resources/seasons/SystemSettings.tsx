import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useActiveSchool } from '../../app/use-active-school.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ConfigurationForm } from '../organization/ConfigurationForm.tsx';

/**
 * `/config/system`: the active school's settings as the grouped form (labels, help, one input per
 * declared kind), not the raw key/value rows. The rows stay reachable through the API.
 */
export const SystemSettings = () => {
  const { t } = useTranslation();
  const { school, isLoading } = useActiveSchool();
  if (isLoading) return <PageSpinner />;
  if (!school) return <Alert severity="info">{t('ui.configuration.no_school')}</Alert>;
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {t('menu.system')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('ui.configuration.system_intro', { school: school.title })}
      </Typography>
      <ConfigurationForm key={school.id} schoolId={school.id} />
    </>
  );
};
