import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { configurationFields, configurationSections, type ConfigurationKey } from '@kampus/contract/configuration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { usePlaces, useSaveConfiguration, useSchoolConfiguration } from '../../api/organization.ts';
import { useNotify } from '../../app/notices.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ConfigurationInput } from './ConfigurationInput.tsx';
import { SaveButton } from '../../components/SaveButton.tsx';
import { configurationChanges, localConfigurationErrors, serverConfigurationErrors } from './configuration-changes.ts';

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

const ConfigurationEditor = ({ schoolId, stored }: { schoolId: number; stored: Values }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveConfiguration(schoolId);
  const [values, setValues] = useState<Values>(stored);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const countries = usePlaces('countries', {});
  const states = usePlaces('states', values.countryId ? { country: values.countryId } : null);
  const cities = usePlaces('cities', values.stateId ? { state: values.stateId } : null);
  const places = { countries, states, cities };
  const changed = (Object.keys(values) as ConfigurationKey[]).filter((key) => values[key] !== stored[key]);

  const set = (key: ConfigurationKey, value: string) => {
    setValues((current) => {
      const next = { ...current, [key]: value };
      // A new country or state empties the places below it.
      if (key === 'countryId') Object.assign(next, { stateId: '', cityId: '' });
      if (key === 'stateId') next.cityId = '';
      return next;
    });
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async () => {
    setFormError(null);
    const local = localConfigurationErrors(changed, values, t);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await save.mutateAsync(configurationChanges(changed, values));
      notify({ message: { key: 'ui.configuration.saved' }, variant: 'success' });
    } catch (error) {
      const refused = serverConfigurationErrors(error);
      setErrors(refused);
      setFormError(
        Object.keys(refused).length > 0
          ? t('ui.configuration.not_saved')
          : errorMessage(error, t('app.an_error_occurred')),
      );
    }
  };

  return (
    <Paper
      component="form"
      noValidate
      aria-label={t('ui.organization.sections.configuration')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
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
                  onChange={(value) => set(key, value)}
                  onError={(message) => setErrors((current) => ({ ...current, [key]: message }))}
                />
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => setValues(stored)} disabled={save.isPending || changed.length === 0}>
          {t('ui.configuration.reset')}
        </Button>
        <SaveButton saving={save.isPending} disabled={changed.length === 0} />
      </Box>
    </Paper>
  );
};
