import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../components/PageHeader.tsx';

/**
 * An address that names no screen or no record, signed in: said inside the layout, so the menu
 * and the top bar stay and the user goes on from where they are.
 */
export const SignedInNotFound = () => {
  const { t } = useTranslation();
  const title = t('ui.errors.e404_title');
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <Paper sx={{ p: 4, textAlign: 'center' }}>
        <Typography component="p" sx={{ mb: 2 }}>
          {t('ui.errors.e404_body')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/account/home">
          {t('ui.home.back_home')}
        </Button>
      </Paper>
    </>
  );
};
