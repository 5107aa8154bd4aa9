import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnRecords, useRemoveOwnRecord } from '../../api/account.ts';
import { errorMessage } from '../../api/client.ts';
import { deviceId } from '../../api/frequent-menus.ts';
import type { CurrentUser } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';
import { DeleteDialog } from '../../components/DeleteDialog.tsx';

/** The browsers and apps this user signed in from (resource devices); remove the ones no longer used. */
export const DevicesSection = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const devices = useOwnRecords('devices', user.id);
  const remove = useRemoveOwnRecord('devices');
  const [removing, setRemoving] = useState<number | null>(null);
  const mine = deviceId();
  if (devices.isLoading) return <Skeleton variant="rectangular" height={80} />;
  if (devices.isError) return <Alert severity="error">{t('app.an_error_occurred')}</Alert>;
  const rows = devices.data ?? [];
  return (
    <>
      <Typography color="text.secondary">{t('ui.accounts.devices.intro')}</Typography>
      {remove.isError && <Alert severity="error">{errorMessage(remove.error, t('app.an_error_occurred'))}</Alert>}
      {rows.length === 0 && <Typography sx={{ mt: 2 }}>{t('ui.accounts.devices.none')}</Typography>}
      <List aria-label={t('resources.devices')} sx={{ maxWidth: 640 }}>
        {rows.map((device) => (
          <ListItem
            key={device.id}
            divider
            secondaryAction={
              <Button color="error" onClick={() => setRemoving(device.id)}>
                {t('ui.accounts.devices.remove')}
              </Button>
            }
          >
            <ListItemText
              primary={
                <>
                  {String(device.name ?? device.deviceId)}{' '}
                  {device.deviceId === mine && <Chip size="small" label={t('ui.accounts.devices.this_device')} />}
                </>
              }
              secondary={
                device.lastSeenAt ? t('ui.accounts.devices.last_seen', { date: String(device.lastSeenAt) }) : undefined
              }
            />
          </ListItem>
        ))}
      </List>
      <DeleteDialog
        open={removing !== null}
        deleting={remove.isPending}
        onCancel={() => setRemoving(null)}
        onDelete={() =>
          removing !== null &&
          remove.mutate(removing, {
            onSettled: () => setRemoving(null),
            onSuccess: () => notify({ message: { key: 'app.deleted' }, variant: 'success' }),
          })
        }
      />
    </>
  );
};
