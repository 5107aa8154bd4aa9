import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../app/use-page-title.ts';
import { PublicShell } from './PublicShell.tsx';

export type ErrorCode = 401 | 404 | 500;

export const ErrorPage = ({ code }: { code: ErrorCode }) => {
  const { t } = useTranslation();
  const title = t(`ui.errors.e${code}_title`);
  usePageTitle(title);
  return (
    <PublicShell width={520}>
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }} aria-hidden>
        {code}
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t(`ui.errors.e${code}_body`)}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('ui.errors.go_home')}
      </Button>
    </PublicShell>
  );
};

export const NotFoundPage = () => <ErrorPage code={404} />;
export const UnauthorizedPage = () => <ErrorPage code={401} />;
export const ServerErrorPage = () => <ErrorPage code={500} />;
