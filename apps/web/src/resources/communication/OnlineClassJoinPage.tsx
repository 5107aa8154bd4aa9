import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ONLINE_CLASS_ROLES } from '@kampus/contract/resources';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useOnlineClassJoin, type OnlineClassRole } from '../../api/communication.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SignedInNotFound } from '../../pages/SignedInNotFound.tsx';

const isRole = (role: string | undefined): role is OnlineClassRole =>
  (ONLINE_CLASS_ROLES as readonly string[]).includes(role ?? '');

/**
 * `/classes/online/{id}/join/{role}` (spec routes): a link that opens one online class with a role,
 * as the provider flow does from the list (found, else created by a moderator, then joined), and
 * goes on to the provider's page in this tab. Another action or role names no screen.
 */
export const OnlineClassJoinPage = () => {
  const { t } = useTranslation();
  const { id, action, role } = useParams();
  const join = useOnlineClassJoin();
  const started = useRef(false);
  const classId = Number(id);
  const valid = action === 'join' && isRole(role) && Number.isInteger(classId) && classId > 0;
  useEffect(() => {
    // Once per visit: React's development double effect must not join twice.
    if (!valid || started.current) return;
    started.current = true;
    join.mutate({ id: classId, role }, { onSuccess: (url) => window.location.assign(url) });
  }, [valid, classId, role, join]);
  if (!valid) return <SignedInNotFound />;
  const title = t(role === 'moderator' ? 'ui.communication.start_online' : 'ui.communication.join_online');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('resources.online_classes'), to: '/classes/online' }, { label: title }]}
      />
      {join.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" component={RouterLink} to="/classes/online">
              {t('ui.communication.back_to_online')}
            </Button>
          }
        >
          {errorMessage(join.error, t('app.an_error_occurred'))}
        </Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} />
          <Typography>{t('ui.communication.online_opening')}</Typography>
        </Box>
      )}
    </>
  );
};
