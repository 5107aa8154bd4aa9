import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { configurationFields, configurationSections, type ConfigurationKey } from '@kampus/contract/configuration';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { usePlaces, useSchoolConfiguration } from '../../api/organization.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ConfigurationInput } from './ConfigurationInput.tsx';
import { serverConfigurationErrors } from './configuration-changes.ts';
import { DraftButtons } from './DraftButtons.tsx';
import { useConfigurationDraft } from './use-configuration-draft.ts';

type Values = Record<ConfigurationKey, string>;

const emptyValues = (): Values =>
  Object.fromEntries(Object.keys(configurationFields).map((key) => [key, ''])) as Values;

/** The school's configuration keys as one form; saving sends the changed keys in one all-or-nothing call. */
export const ConfigurationForm = ({ schoolId }: { schoolId: number }) => {
  const configuration = useSchoolConfiguration(schoolId);
  if (configuration.isLoading) return <PageSpinner />;
  if (configuration.error || !configuration.data)
    return <Alert severity="error">{errorMessage(configuration.error, 'Error')}</Alert>;
  const stored = emptyValues();
  configuration.data.configuration.forEach(({ key, value }) => {
    if (key in stored) stored[key as ConfigurationKey] = value ?? '';
  });
  return <ConfigurationEditor key={JSON.stringify(stored)} schoolId={schoolId} stored={stored} />;
};

/** The places under a country or a state: a new one empties them. */
const below: Partial<Record<ConfigurationKey, readonly ConfigurationKey[]>> = {
  countryId: ['stateId', 'cityId'],
  stateId: ['cityId'],
};

const ConfigurationEditor = ({ schoolId, stored }: { schoolId: number; stored: Values }) => {
  const { t } = useTranslation();
  const { values, errors, failure, changed, save, change, setError, reset, onSubmit } = useConfigurationDraft(
    schoolId,
    stored,
  );
  const countries = usePlaces('countries', {});
  const states = usePlaces('states', values.countryId ? { country: values.countryId } : null);
  const cities = usePlaces('cities', values.stateId ? { state: values.stateId } : null);
  const places = { countries, states, cities };
  // Over the form: that the server refused some fields (each says why), or why the save failed.
  const formError =
    failure &&
    (Object.keys(serverConfigurationErrors(failure.error)).length > 0
      ? t('ui.configuration.not_saved')
      : errorMessage(failure.error, t('app.an_error_occurred')));

  return (
    <Paper
      component="form"
      noValidate
      aria-label={t('ui.organization.sections.configuration')}
      onSubmit={onSubmit}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {formError}
        </Alert>
      )}
      {Object.entries(configurationSections).map(([section, keys]) => (
        <Box key={section} component="section" sx={{ mb: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>
            {t(`ui.configuration.sections.${section}`)}
          </Typography>
          <Grid container spacing={2}>
            {keys.map((key) => (
              <Grid key={key} size={{ xs: 12, md: configurationFields[key] === 'multiline' ? 12 : 6 }}>
                <ConfigurationInput
                  name={key}
                  value={values[key]}
                  error={errors[key]}
                  disabled={save.isPending}
                  schoolId={schoolId}
                  places={places}
                  onChange={(value) => change(key, value, below[key])}
                  onError={(message) => setError(key, message)}
                />
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <DraftButtons saving={save.isPending} dirty={changed.length > 0} onReset={reset} />
      </Box>
    </Paper>
  );
};
