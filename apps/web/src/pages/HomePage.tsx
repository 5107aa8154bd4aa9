import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../api/session.ts';
import { PageHeader } from '../components/PageHeader.tsx';

export const HomePage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const name = user.data ? `${user.data.name} ${user.data.lastName}` : '';
  return (
    <>
      <PageHeader title={t('ui.home.title')} />
      <Paper sx={{ p: 3 }}>
        <Typography variant="h6" component="p">
          {t('ui.home.welcome', { name })}
        </Typography>
        <Typography color="text.secondary">{t('ui.home.body')}</Typography>
      </Paper>
    </>
  );
};
