import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import type { KindsOff } from '@kampus/contract/resources';
import { useCallerKind } from '../../api/impersonation.ts';
import { useNotificationChoice, useSaveNotificationChoice } from '../../api/notifications.ts';
import type { CurrentUser } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';
import { NotificationKindsTable } from './NotificationKindsTable.tsx';
import { PushDeviceSection } from './PushDeviceSection.tsx';

/** The channels a notification also goes out on (the in-app one always comes); saved at each switch. */
export const NotificationsSection = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const choice = useNotificationChoice(user.id);
  const save = useSaveNotificationChoice(user.id);
  const { audience } = useCallerKind();
  if (choice.isPending) return <Skeleton variant="rectangular" height={80} />;
  if (choice.isError) return <Alert severity="error">{t('app.an_error_occurred')}</Alert>;
  const current = {
    byMail: choice.data?.byMail ?? true,
    bySms: choice.data?.bySms ?? false,
    byPush: choice.data?.byPush ?? false,
  };
  const kindsOff = choice.data?.kindsOff ?? null;
  const change = (next: typeof current & { kindsOff?: KindsOff }) =>
    save.mutate(
      { id: choice.data?.id, ...next },
      {
        onSuccess: () => notify({ message: { key: 'ui.notifications.saved' }, variant: 'success' }),
        onError: (error) => notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
      },
    );
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('ui.notifications.prefs_intro')}
      </Typography>
      <FormGroup>
        <FormControlLabel control={<Switch checked disabled />} label={t('ui.notifications.in_app')} />
        <FormControlLabel
          control={
            <Switch
              checked={current.byMail}
              disabled={save.isPending}
              onChange={(event) => change({ ...current, byMail: event.target.checked })}
            />
          }
          label={t('ui.notifications.by_mail')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={current.bySms}
              disabled={save.isPending}
              onChange={(event) => change({ ...current, bySms: event.target.checked })}
            />
          }
          label={t('ui.notifications.by_sms')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={current.byPush}
              disabled={save.isPending}
              onChange={(event) => change({ ...current, byPush: event.target.checked })}
            />
          }
          label={t('ui.push.by_push')}
        />
      </FormGroup>
      <NotificationKindsTable
        audience={audience}
        on={{ mail: current.byMail, sms: current.bySms, push: current.byPush }}
        kindsOff={kindsOff}
        disabled={save.isPending}
        onChange={(next) => change({ ...current, kindsOff: next })}
      />
      <PushDeviceSection userId={user.id} />
    </>
  );
};
