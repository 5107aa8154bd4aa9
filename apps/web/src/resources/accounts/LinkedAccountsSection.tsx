import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkSocialAccount, useOwnRecords, useRemoveOwnRecord, useSocialProviders } from '../../api/account.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import type { CurrentUser } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { GoogleLinkButton } from './GoogleLinkButton.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';

const providers = ['google', 'facebook'] as const;
type Provider = (typeof providers)[number];

/** Whether an `/account/linked/{action}` names an account type that can be linked. */
export const isProvider = (value: string): value is Provider => (providers as readonly string[]).includes(value);

const ProviderCard = ({
  provider,
  user,
  clientId,
}: {
  provider: Provider;
  user: CurrentUser;
  clientId: string | null;
}) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const resource = `${provider}_users`;
  const links = useOwnRecords(resource, user.id);
  const unlink = useRemoveOwnRecord(resource);
  const link = useLinkSocialAccount(provider);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const passwordError =
    link.error instanceof ApiError
      ? link.error.problem.violations?.find((violation) => violation.propertyPath === 'currentPassword')?.message
      : undefined;
  const label = provider === 'google' ? 'Google' : 'Facebook';
  const linked = links.data?.[0];

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {links.isLoading && <Skeleton variant="text" />}
      {links.isError && <Alert severity="error">{t('app.an_error_occurred')}</Alert>}
      {link.isError && passwordError === undefined && (
        <Alert severity="error">{errorMessage(link.error, t('app.an_error_occurred'))}</Alert>
      )}
      {unlink.isError && (
        <Alert severity="error">
          {/* Unlinked meanwhile (another tab, another device): the spec's 'Account could not be found!'. */}
          {unlink.error instanceof ApiError && unlink.error.status === 404
            ? t('accounts.account_not_found')
            : errorMessage(unlink.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      {links.data && linked && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography>
            {t('ui.accounts.linked.linked_as', {
              email: String(linked[`${provider}Email`] ?? linked[`${provider}UserId`]),
            })}
          </Typography>
          <Button color="error" variant="outlined" onClick={() => setConfirming(linked.id)}>
            {t('ui.accounts.linked.unlink')}
          </Button>
        </Box>
      )}
      {links.data && !linked && <Typography color="text.secondary">{t('ui.accounts.linked.not_linked')}</Typography>}
      {links.data && !linked && clientId === null && (
        <Typography variant="body2" color="text.secondary">
          {t('ui.accounts.linked.not_configured', { provider: label })}
        </Typography>
      )}
      {links.data && !linked && clientId !== null && provider === 'google' && (
        <>
          {/* A link is a new way in: the server asks for the password unless the sign-in is minutes old. */}
          <PasswordField
            purpose="current"
            label={t('ui.accounts.linked.current_password')}
            size="small"
            value={currentPassword}
            onValueChange={setCurrentPassword}
            problem={passwordError}
          />
          <GoogleLinkButton
            clientId={clientId}
            onIdToken={(idToken) =>
              link.mutate(
                { idToken, currentPassword },
                {
                  onSuccess: () => {
                    setCurrentPassword('');
                    notify({ message: { key: 'ui.accounts.linked.linked' }, variant: 'success' });
                  },
                },
              )
            }
          />
        </>
      )}
      {links.data && !linked && clientId !== null && provider === 'facebook' && (
        <Typography variant="body2" color="text.secondary">
          {t('ui.accounts.linked.facebook_apps')}
        </Typography>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('ui.accounts.linked.unlink')}
        intro={t('ui.accounts.linked.unlink_confirm', { provider: label })}
        confirmLabel={t('ui.accounts.linked.unlink')}
        cancelLabel={t('ui.dialog.cancel')}
        loading={unlink.isPending}
        danger
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming !== null &&
          unlink.mutate(confirming, {
            onSettled: () => setConfirming(null),
            onSuccess: () => notify({ message: { key: 'ui.accounts.linked.unlinked' }, variant: 'success' }),
          })
        }
      />
    </Paper>
  );
};

/** Linked Google and Facebook accounts: which one signs this user in; link (verified ID token) and unlink. */
export const LinkedAccountsSection = ({ user, only }: { user: CurrentUser; only?: Provider }) => {
  const { t } = useTranslation();
  const configured = useSocialProviders();
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography color="text.secondary">{t('ui.accounts.linked.intro')}</Typography>
      {(only ? [only] : providers).map((provider) => (
        <ProviderCard
          key={provider}
          provider={provider}
          user={user}
          clientId={(provider === 'google' ? configured.data?.google : configured.data?.facebook) ?? null}
        />
      ))}
    </Box>
  );
};
