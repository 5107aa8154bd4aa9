import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { ApiKeyError, useApiKeyStatus, useGenerateApiKey, useRevokeApiKey } from '../../api/developer.ts';
import { useNotify } from '../../app/notices.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useStepUpRetry } from '../../components/use-step-up-retry.tsx';

type Confirming = 'generate' | 'revoke' | null;

/**
 * /developer/apikey: the user's personal API key. A key is shown once, right after it is made
 * (the server keeps only its hash); making a new one revokes the old one, so it asks first.
 */
export const DeveloperApiKeyPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useNotify();
  const status = useApiKeyStatus();
  const generate = useGenerateApiKey();
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [copied, setCopied] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const live = status.data?.key ?? null;
  const shown = generate.data?.apiKey;

  // A key wants a fresh second factor: the code dialog, then the same request again; any other
  // refusal is the hook's `failure`.
  const { retryAfterStepUp, failure: refusal, clearFailure, stepUpDialog } = useStepUpRetry();
  const make = () => {
    setConfirming(null);
    setCopied(false);
    clearFailure();
    generate.mutate(currentPassword, {
      onSuccess: () => {
        setCurrentPassword('');
        notify({ message: { key: 'ui.developer.apikey.generated' }, variant: 'success' });
      },
      onError: (error) => retryAfterStepUp(error, make),
    });
  };
  const withdraw = () => {
    setConfirming(null);
    revoke.mutate(undefined, {
      onSuccess: () => {
        generate.reset();
        clearFailure();
        notify({ message: { key: 'ui.developer.apikey.revoked' }, variant: 'success' });
      },
      onError: (error) => notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
    });
  };
  const copy = () => {
    if (!shown) return;
    void navigator.clipboard?.writeText(shown).then(() => setCopied(true));
  };

  const failure = refusal instanceof ApiKeyError ? refusal : null;
  // This session may not manage keys at all (it was made from a key): the refusal is said once, in
  // the card, with nothing offered that would only be refused again.
  const refused = status.error instanceof ApiError && status.error.status === 403;
  // A missing or wrong current password is said under its field, not in the failure alert.
  const passwordError =
    failure?.refusal instanceof ApiError
      ? failure.refusal.problem.violations?.find((violation) => violation.propertyPath === 'currentPassword')?.message
      : undefined;
  return (
    <>
      <PageHeader title={t('menu.developer_apikey')} crumbs={[{ label: t('menu.developer'), to: '/developer' }]} />
      {stepUpDialog}
      <Stack spacing={2} sx={{ maxWidth: 820 }}>
        <Typography>{t('ui.developer.apikey.intro')}</Typography>
        <Alert severity="warning">{t('ui.developer.apikey.warning')}</Alert>
        {failure && passwordError === undefined && (
          <Alert severity="error" role="alert">
            {t(`ui.developer.apikey.${failure.key}`)}
            {failure.refusal && ` ${errorMessage(failure.refusal, '')}`}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 2 }} aria-busy={status.isPending}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('ui.developer.apikey.current')}
          </Typography>
          {status.isPending && <CircularProgress size={24} aria-label={t('ui.a11y.loading')} />}
          {status.isError && <Alert severity="error">{errorMessage(status.error, t('app.an_error_occurred'))}</Alert>}
          {status.isSuccess && live === null && (
            <Typography data-testid="api-key-state">{t('ui.developer.apikey.none')}</Typography>
          )}
          {live && (
            <Box
              component="dl"
              data-testid="api-key-state"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
            >
              <dt>{t('ui.developer.apikey.created_at')}</dt>
              <Box component="dd" sx={{ m: 0 }}>
                {formatDateTime(live.createdAt, language)}
              </Box>
              <dt>{t('ui.developer.apikey.expires_at')}</dt>
              <Box component="dd" sx={{ m: 0 }}>
                {formatDateTime(live.expiresAt, language)}
              </Box>
              <dt>{t('ui.developer.apikey.last_used')}</dt>
              <Box component="dd" sx={{ m: 0 }} data-testid="api-key-last-used">
                {live.lastUsedAt ? formatDateTime(live.lastUsedAt, language) : t('ui.developer.apikey.never_used')}
              </Box>
            </Box>
          )}
          {!refused && (
            <>
              {/* Making a key is a credential change: the server wants the password unless the sign-in is minutes old. */}
              <PasswordField
                purpose="current"
                label={t('ui.developer.apikey.current_password')}
                size="small"
                sx={{ mt: 2, display: 'flex', maxWidth: 360 }}
                value={currentPassword}
                onValueChange={setCurrentPassword}
                problem={passwordError}
              />
              <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                <Button
                  variant="contained"
                  disabled={generate.isPending || status.isPending}
                  onClick={() => (live ? setConfirming('generate') : make())}
                >
                  {generate.isPending
                    ? t('ui.developer.apikey.generating')
                    : live
                      ? t('ui.developer.apikey.regenerate')
                      : t('ui.developer.apikey.generate')}
                </Button>
                {live && (
                  <Button color="error" disabled={revoke.isPending} onClick={() => setConfirming('revoke')}>
                    {t('ui.developer.apikey.revoke')}
                  </Button>
                )}
              </Stack>
            </>
          )}
        </Paper>
        {shown && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('ui.developer.apikey.new_key')}
            </Typography>
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('ui.developer.apikey.shown_once')}
            </Alert>
            <TextField
              label={t('ui.developer.apikey.key_label')}
              value={shown}
              fullWidth
              multiline
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  dir: 'ltr',
                  'data-testid': 'api-key-value',
                  style: { fontFamily: 'monospace', fontSize: 13 },
                },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={copied ? t('ui.developer.copied') : t('ui.developer.copy')}>
                        <IconButton aria-label={t('ui.developer.copy')} onClick={copy}>
                          <ContentCopyIcon />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
            {copied && (
              <Typography role="status" color="success.main" sx={{ mt: 1 }}>
                {t('ui.developer.copied')}
              </Typography>
            )}
            <Typography sx={{ mt: 2 }}>
              {t('ui.developer.apikey.next_step')}{' '}
              <RouterLink to="/developer/howto">{t('menu.developer_howto')}</RouterLink>
            </Typography>
          </Paper>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming === 'generate'}
        title={t('ui.developer.apikey.regenerate_title')}
        intro={t('ui.developer.apikey.warning')}
        confirmLabel={t('ui.developer.apikey.regenerate')}
        danger
        onConfirm={make}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={t('ui.developer.apikey.revoke_title')}
        intro={t('ui.developer.apikey.revoke_intro')}
        confirmLabel={t('ui.developer.apikey.revoke')}
        danger
        onConfirm={withdraw}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
};
