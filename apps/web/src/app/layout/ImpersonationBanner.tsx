import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCancelImpersonation, useImpersonation } from '../../api/impersonation.ts';
import { useCurrentUser } from '../../api/session.ts';
import { pushRecent } from '../../resources/impersonation/recent.ts';
import { useNotify } from '../notices.ts';
import { formatTime } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/**
 * The red banner while acting as another user: their name and a cancel button. Cancelling
 * restores the original user, puts the impersonated account first in their recent list and
 * goes to /account/home (platform spec section 4, impersonation).
 */
export const ImpersonationBanner = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const state = useImpersonation();
  const user = useCurrentUser();
  const { cancel, isPending } = useCancelImpersonation();
  if (!state.data?.impersonating) return null;
  const impersonated = state.data.user;
  const name = impersonated ? `${impersonated.name} ${impersonated.lastName}` : '';

  const onCancel = async () => {
    const account = user.data;
    const originalUuid = await cancel();
    if (originalUuid === null) {
      notify({ message: { key: 'app.an_error_occurred' }, variant: 'error' });
      return;
    }
    if (account) {
      pushRecent(originalUuid, {
        id: account.id,
        uuid: account.uuid,
        name: account.name,
        lastName: account.lastName,
        email: account.email,
      });
    }
    void navigate('/account/home');
  };

  return (
    <Alert
      severity="error"
      variant="filled"
      sx={{ borderRadius: 0 }}
      role="status"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void onCancel()}
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {isPending ? t('ui.people.cancelling') : t('ui.session.cancel_impersonation')}
        </Button>
      }
    >
      {/* The time limit, so nobody is surprised when the session ends by itself. */}
      {state.data.endsAt
        ? t('ui.session.impersonating_until', { name, time: formatTime(state.data.endsAt.slice(11), language) })
        : t('ui.session.impersonating', { name })}
    </Alert>
  );
};
