import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PushPermissionRefused, usePushState, useSubscribePush, useUnsubscribePush } from '../../api/push.ts';
import { useNotify } from '../../app/notices.ts';

/**
 * "Notifications on this device" (docs/pwa.md, "Push notifications"): turns Web Push on or off for
 * the browser in hand. What stands in the way (no Push API, no worker, blocked in the browser) is
 * said in words, with what to do, never as a disabled button.
 */
export const PushDeviceSection = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const state = usePushState();
  const subscribe = useSubscribePush(userId);
  const unsubscribe = useUnsubscribePush();
  const busy = subscribe.isPending || unsubscribe.isPending;
  const failed = (error: Error) =>
    notify({
      message: { key: error instanceof PushPermissionRefused ? 'ui.push.denied' : 'ui.push.failed' },
      variant: 'error',
    });
  const body = () => {
    if (state.isPending) return <Skeleton variant="rectangular" height={48} />;
    if (state.isError) return <Alert severity="error">{t('ui.push.failed')}</Alert>;
    const current = state.data;
    if (current.kind === 'unsupported') return <Alert severity="info">{t('ui.push.unsupported')}</Alert>;
    if (current.kind === 'no_worker') return <Alert severity="info">{t('ui.push.no_worker')}</Alert>;
    if (current.kind === 'denied') return <Alert severity="warning">{t('ui.push.denied')}</Alert>;
    return (
      <>
        <Typography sx={{ mb: 1 }}>{t(current.subscribed ? 'ui.push.on' : 'ui.push.off')}</Typography>
        {current.subscribed ? (
          <Button variant="outlined" disabled={busy} onClick={() => unsubscribe.mutate(undefined, { onError: failed })}>
            {t('ui.push.turn_off')}
          </Button>
        ) : (
          <Button variant="contained" disabled={busy} onClick={() => subscribe.mutate(undefined, { onError: failed })}>
            {t('ui.push.turn_on')}
          </Button>
        )}
      </>
    );
  };
  return (
    <Box component="section" aria-labelledby="push-device-title" sx={{ mt: 3 }}>
      <Typography id="push-device-title" variant="subtitle1" component="h3">
        {t('ui.push.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('ui.push.intro')}
      </Typography>
      {body()}
    </Box>
  );
};
