import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../app/use-page-title.ts';
import { PublicShell } from './PublicShell.tsx';

export type LaterFlow = 'register' | 'forgot' | 'reset' | 'verify';

/** Register, forgot/reset password and verify e-mail: their flows come in a later issue. */
export const LaterPage = ({ flow }: { flow: LaterFlow }) => {
  const { t } = useTranslation();
  const title = t(`ui.later.${flow}`);
  usePageTitle(title);
  return (
    <PublicShell>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('ui.later.body')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('ui.later.back')}
      </Button>
    </PublicShell>
  );
};
