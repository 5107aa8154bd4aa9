import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConfigurationKey } from '@kampus/contract/configuration';
import { staff } from '@kampus/contract/resource';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useCallerKind } from '../../api/impersonation.ts';
import { useSchoolConfiguration } from '../../api/organization.ts';
import { useStoreToken } from '../../api/store.ts';
import { useActiveSchool } from '../../app/use-active-school.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { DraftButtons } from '../organization/DraftButtons.tsx';
import { useConfigurationDraft } from '../organization/use-configuration-draft.ts';

const STORE_KEYS = ['storeUrl', 'storeApiUsername', 'storeApiKey'] as const satisfies readonly ConfigurationKey[];
type StoreKey = (typeof STORE_KEYS)[number];
type Values = Record<StoreKey, string>;

/**
 * /store/admin: the school's OpenCart store for staff: its address and the API user's name and key
 * (kept in the school's configuration; the key is never shown to anyone but staff), and a check
 * that the store answers.
 */
export const StoreAdminPage = () => {
  const { t } = useTranslation();
  const { school, isLoading } = useActiveSchool();
  const caller = useCallerKind();
  if (isLoading || caller.isLoading) return <PageSpinner />;
  const isStaff = caller.superadmin || (caller.audience !== undefined && staff.includes(caller.audience));
  return (
    <>
      <PageHeader title={t('ui.store.admin_title')} crumbs={[{ label: t('ui.store.title'), to: '/store' }]} />
      {!isStaff && <Alert severity="error">{t('errors.forbidden')}</Alert>}
      {isStaff && school && <StoreSettings key={school.id} schoolId={school.id} />}
    </>
  );
};

const StoreSettings = ({ schoolId }: { schoolId: number }) => {
  const configuration = useSchoolConfiguration(schoolId);
  if (configuration.isLoading) return <PageSpinner />;
  const stored = Object.fromEntries(
    STORE_KEYS.map((key) => [key, configuration.data?.configuration.find((entry) => entry.key === key)?.value ?? '']),
  ) as Values;
  return <StoreSettingsForm key={JSON.stringify(stored)} schoolId={schoolId} stored={stored} />;
};

const StoreSettingsForm = ({ schoolId, stored }: { schoolId: number; stored: Values }) => {
  const { t } = useTranslation();
  const check = useStoreToken();
  // A new address or key makes the last check's answer stale.
  const { values, errors, changed, save, change, reset, onSubmit } = useConfigurationDraft(schoolId, stored, () =>
    check.reset(),
  );
  const answer = check.data;

  return (
    <Paper
      component="form"
      noValidate
      aria-label={t('ui.store.admin_title')}
      onSubmit={onSubmit}
      sx={{ p: 3, display: 'grid', gap: 2, maxWidth: 640 }}
    >
      <Typography color="text.secondary">{t('ui.store.admin_intro')}</Typography>
      {save.isError && Object.keys(errors).length === 0 && (
        <Alert severity="error">{errorMessage(save.error, t('app.an_error_occurred'))}</Alert>
      )}
      {STORE_KEYS.map((key) => (
        <TextField
          key={key}
          name={key}
          label={t(`ui.configuration.keys.${key}`)}
          type={key === 'storeApiKey' ? 'password' : key === 'storeUrl' ? 'url' : 'text'}
          autoComplete="off"
          value={values[key]}
          onChange={(event) => change(key, event.target.value)}
          error={errors[key] !== undefined}
          helperText={errors[key] ?? t(`ui.configuration.help.${key}`)}
          disabled={save.isPending}
          fullWidth
        />
      ))}
      {answer && 'error' in answer && <Alert severity="error">{answer.error}</Alert>}
      {answer && 'apiToken' in answer && <Alert severity="success">{t('ui.store.check_ok')}</Alert>}
      {check.isError && <Alert severity="error">{errorMessage(check.error, t('app.an_error_occurred'))}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={() => check.mutate(schoolId)} disabled={check.isPending || changed.length > 0}>
          {check.isPending ? <CircularProgress size={16} /> : t('ui.store.check')}
        </Button>
        <DraftButtons saving={save.isPending} dirty={changed.length > 0} onReset={reset} />
      </Box>
    </Paper>
  );
};
