import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useStartImpersonation } from '../../api/impersonation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

/**
 * /impersonate/{userId} (the spec's auth route): starts the impersonation at once, with a
 * spinner while it works, then the home page as that user. A missing user reads 'An error
 * occurred!' (platform spec section 8). `/impersonate` alone is the picker.
 */
export const ImpersonateRoutePage = () => {
  const { t } = useTranslation();
  const { userId } = useParams();
  const navigate = useNavigate();
  const { start } = useStartImpersonation();
  const [error, setError] = useState<unknown>(null);
  // Once per visit: a second start would run with the impersonated token and be refused.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !userId) return;
    started.current = true;
    start(userId)
      .then(() => void navigate('/account/home', { replace: true }))
      .catch(setError);
  }, [userId, start, navigate]);

  if (!userId) return <Navigate to="/account/impersonate" replace />;
  const title = t('ui.people.impersonate_title');
  if (error !== null) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <>
        <PageHeader title={title} />
        <Alert
          severity="error"
          action={
            <Button color="inherit" component={RouterLink} to="/account/impersonate">
              {t('ui.people.impersonate_title')}
            </Button>
          }
        >
          {missing ? t('app.an_error_occurred') : errorMessage(error, t('app.an_error_occurred'))}
        </Alert>
      </>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }} role="status">
      <CircularProgress />
      <Typography>{t('ui.people.impersonating_any')}</Typography>
    </Box>
  );
};
