import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useImpersonateFlow } from './use-impersonate-flow.tsx';

/**
 * /impersonate/{userId} (the spec's auth route): asks the reason at once, then starts the
 * impersonation with a spinner while it works, then the home page as that user. A missing user
 * reads 'An error occurred!' (platform spec section 8). `/impersonate` alone is the picker.
 */
export const ImpersonateRoutePage = () => {
  const { t } = useTranslation();
  const { userId } = useParams();
  const { impersonate, overlay } = useImpersonateFlow();
  // Once per visit: a second start would run with the impersonated token and be refused.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !userId) return;
    started.current = true;
    impersonate({ id: userId, name: '' });
  }, [userId, impersonate]);

  if (!userId) return <Navigate to="/account/impersonate" replace />;
  return (
    <>
      <PageHeader title={t('ui.people.impersonate_title')} />
      <Box>
        <Button component={RouterLink} to="/account/impersonate">
          {t('ui.people.impersonate_title')}
        </Button>
      </Box>
      {overlay}
    </>
  );
};
