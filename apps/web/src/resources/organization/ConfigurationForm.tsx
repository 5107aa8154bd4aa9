import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  checkConfigurationValue,
  configurationFields,
  configurationSections,
  timeZones,
  type ConfigurationKey,
} from '@kampus/contract/configuration';
import { languageCodes, schoolTypes } from '@kampus/contract/constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { usePlaces, useSaveConfiguration, useSchoolConfiguration } from '../../api/organization.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ImageUploadButton } from './ImageUploadButton.tsx';

type Values = Record<ConfigurationKey, string>;

const emptyValues = (): Values =>
  Object.fromEntries(Object.keys(configurationFields).map((key) => [key, ''])) as Values;

const isOn = (value: string) => value === '1';

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

const placeOption = (record: ApiRecord | undefined, field: string) =>
  record ? { id: String(record.id), label: String(record[field] ?? record.id) } : null;

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
  const zones = useMemo(() => timeZones(), []);
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
  const label = (key: ConfigurationKey) => t(`ui.configuration.keys.${key}`);

  const submit = async () => {
    setFormError(null);
    const local = Object.fromEntries(
      changed.flatMap((key) => {
        const check = checkConfigurationValue(key, values[key]);
        return check.ok ? [] : [[key, t(check.message)]];
      }),
    );
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await save.mutateAsync(changed.map((key) => ({ key, value: values[key] === '' ? null : values[key] })));
      notify({ message: t('ui.configuration.saved'), variant: 'success' });
    } catch (error) {
      const violations = error instanceof ApiError ? (error.problem.violations ?? []) : [];
      setErrors(Object.fromEntries(violations.map((v) => [v.propertyPath, v.message])));
      setFormError(
        violations.length > 0 ? t('ui.configuration.not_saved') : errorMessage(error, t('app.an_error_occurred')),
      );
    }
  };

  const input = (key: ConfigurationKey) => {
    const kind = configurationFields[key];
    const value = values[key];
    const shared = {
      name: key,
      label: label(key),
      error: Boolean(errors[key]),
      helperText: errors[key],
      disabled: save.isPending,
      fullWidth: true,
    };
    switch (kind) {
      case 'boolean':
        return (
          <FormControlLabel
            control={
              <Switch
                name={key}
                checked={isOn(value)}
                onChange={(event) => set(key, event.target.checked ? '1' : '0')}
                disabled={save.isPending}
              />
            }
            label={label(key)}
          />
        );
      case 'language':
      case 'institutionType': {
        const options = kind === 'language' ? languageCodes : schoolTypes;
        return (
          <TextField {...shared} select value={value} onChange={(event) => set(key, event.target.value)}>
            <MenuItem value="">
              <em>{t('ui.form.none')}</em>
            </MenuItem>
            {options.map((option) => (
              <MenuItem key={option} value={option}>
                {t(kind === 'language' ? `ui.languages.${option}` : `ui.values.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        );
      }
      case 'timezone':
        return (
          <Autocomplete
            options={zones}
            value={value || null}
            onChange={(_, next) => set(key, next ?? '')}
            disabled={save.isPending}
            renderInput={(params) => <TextField {...params} {...shared} />}
          />
        );
      case 'country':
      case 'state':
      case 'city': {
        const query = kind === 'country' ? countries : kind === 'state' ? states : cities;
        const field = kind === 'country' ? 'country' : 'name';
        const options = (query.data ?? []).map((record) => placeOption(record, field)).filter((o) => o !== null);
        const selected = options.find((option) => option.id === value) ?? null;
        return (
          <Autocomplete
            options={options}
            value={selected}
            loading={query.isFetching}
            isOptionEqualToValue={(option, current) => option.id === current.id}
            onChange={(_, next) => set(key, next?.id ?? '')}
            disabled={save.isPending || (kind !== 'country' && query.data === undefined)}
            noOptionsText={t('ui.form.no_options')}
            renderInput={(params) => <TextField {...params} {...shared} />}
          />
        );
      }
      case 'color':
        return (
          <TextField
            {...shared}
            type="color"
            value={value || '#ffffff'}
            onChange={(event) => set(key, event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        );
      case 'date':
        return (
          <TextField
            {...shared}
            type="date"
            value={value}
            onChange={(event) => set(key, event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        );
      case 'image':
        return (
          <TextField
            {...shared}
            type="url"
            value={value}
            onChange={(event) => set(key, event.target.value)}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <ImageUploadButton
                      schoolId={schoolId}
                      name={key}
                      label={label(key)}
                      disabled={save.isPending}
                      onUploaded={(url) => set(key, url)}
                      onError={(message) => setErrors((current) => ({ ...current, [key]: message }))}
                    />
                  </InputAdornment>
                ),
              },
            }}
          />
        );
      default:
        return (
          <TextField
            {...shared}
            type={kind === 'email' ? 'email' : kind === 'url' ? 'url' : kind === 'phone' ? 'tel' : 'text'}
            value={value}
            multiline={kind === 'multiline'}
            minRows={kind === 'multiline' ? 2 : undefined}
            onChange={(event) => set(key, event.target.value)}
          />
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
                {input(key)}
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => setValues(stored)} disabled={save.isPending || changed.length === 0}>
          {t('ui.configuration.reset')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || changed.length === 0}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {save.isPending ? t('ui.form.saving') : t('ui.form.save')}
        </Button>
      </Box>
    </Paper>
  );
};
