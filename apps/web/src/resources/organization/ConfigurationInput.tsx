import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  configurationSettings,
  secretConfigurationKeys,
  timeZones,
  type ConfigurationKey,
} from '@kampus/contract/configuration';
import { languageCodes, schoolTypes } from '@kampus/contract/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiRecord } from '../../api/types.ts';
import { DiscountSettingInput } from './DiscountSettingInput.tsx';
import { ImageUploadButton } from './ImageUploadButton.tsx';

/** The place lists the country, state and city inputs choose from (each loaded by the form). */
interface PlaceLists {
  countries: { data?: ApiRecord[] | undefined; isFetching: boolean };
  states: { data?: ApiRecord[] | undefined; isFetching: boolean };
  cities: { data?: ApiRecord[] | undefined; isFetching: boolean };
}

export interface ConfigurationInputProps {
  name: ConfigurationKey;
  value: string;
  /** The key's error (translated), shown in place of its help. */
  error?: string | undefined;
  disabled: boolean;
  schoolId: number;
  places: PlaceLists;
  onChange: (value: string) => void;
  onError: (message: string) => void;
}

const placeOption = (record: ApiRecord, field: string) => ({
  id: String(record.id),
  label: String(record[field] ?? record.id),
});

const isSecret = (name: ConfigurationKey): boolean => secretConfigurationKeys.includes(name);

/** The browser's input type of a text-like setting. */
const textInputType = (name: ConfigurationKey, kind: string): string => {
  if (isSecret(name)) return 'password';
  if (kind === 'email' || kind === 'url') return kind;
  return kind === 'phone' ? 'tel' : 'text';
};

/**
 * One setting with the input its declared kind calls for (switch, select, e-mail, address,
 * colour, date, time zone, place, image upload), its label and its help line. While the key is
 * unset and the declaration has a default, the help says which value applies.
 */
export const ConfigurationInput = (props: ConfigurationInputProps) => {
  const { name, value, error, disabled, places, onChange } = props;
  const { t } = useTranslation();
  const { kind, default: fallback, maxLength } = configurationSettings[name];
  const zones = useMemo(() => (kind === 'timezone' ? timeZones() : []), [kind]);
  const label = t(`ui.configuration.keys.${name}`);
  const shownDefault =
    fallback === undefined || value !== '' || kind === 'boolean'
      ? null
      : kind === 'language'
        ? t(`ui.languages.${fallback}`)
        : fallback;
  const help = [
    t(`ui.configuration.help.${name}`),
    shownDefault && t('ui.configuration.default_hint', { value: shownDefault }),
  ]
    .filter(Boolean)
    .join(' ');
  const helpId = `setting-${name}-help`;
  const shared = {
    name,
    label,
    error: Boolean(error),
    helperText: error ?? help,
    disabled,
    fullWidth: true,
    slotProps: { formHelperText: { id: helpId } },
  };

  switch (kind) {
    case 'boolean':
      return (
        <FormControl error={Boolean(error)} fullWidth>
          <FormControlLabel
            control={
              <Switch
                name={name}
                checked={value === '1'}
                onChange={(event) => onChange(event.target.checked ? '1' : '0')}
                disabled={disabled}
                slotProps={{ input: { 'aria-describedby': helpId } }}
              />
            }
            label={label}
          />
          <FormHelperText id={helpId} sx={{ mt: -0.5 }}>
            {error ?? help}
          </FormHelperText>
        </FormControl>
      );
    case 'discount':
      return <DiscountSettingInput {...shared} schoolId={props.schoolId} value={value} onChange={onChange} />;
    case 'language':
    case 'institutionType': {
      const options = kind === 'language' ? languageCodes : schoolTypes;
      return (
        <TextField {...shared} select value={value} onChange={(event) => onChange(event.target.value)}>
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
          onChange={(_, next) => onChange(next ?? '')}
          disabled={disabled}
          renderInput={(params) => (
            <TextField {...params} {...shared} slotProps={{ ...params.slotProps, ...shared.slotProps }} />
          )}
        />
      );
    case 'country':
    case 'state':
    case 'city': {
      const query = kind === 'country' ? places.countries : kind === 'state' ? places.states : places.cities;
      const field = kind === 'country' ? 'country' : 'name';
      const options = (query.data ?? []).map((record) => placeOption(record, field));
      const selected = options.find((option) => option.id === value) ?? null;
      return (
        <Autocomplete
          options={options}
          value={selected}
          loading={query.isFetching}
          isOptionEqualToValue={(option, current) => option.id === current.id}
          onChange={(_, next) => onChange(next?.id ?? '')}
          disabled={disabled || (kind !== 'country' && query.data === undefined)}
          noOptionsText={t('ui.form.no_options')}
          renderInput={(params) => (
            <TextField {...params} {...shared} slotProps={{ ...params.slotProps, ...shared.slotProps }} />
          )}
        />
      );
    }
    case 'color':
    case 'date':
      return (
        <TextField
          {...shared}
          type={kind}
          value={kind === 'color' ? value || '#ffffff' : value}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ ...shared.slotProps, inputLabel: { shrink: true } }}
        />
      );
    case 'image':
      return (
        <TextField
          {...shared}
          type="url"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{
            ...shared.slotProps,
            htmlInput: { maxLength },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <ImageUploadButton
                    schoolId={props.schoolId}
                    name={name}
                    label={label}
                    disabled={disabled}
                    onUploaded={onChange}
                    onError={props.onError}
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
          type={textInputType(name, kind)}
          // A secret (the store's API key) is masked as on /store/admin, and never offered by autofill.
          autoComplete={isSecret(name) ? 'new-password' : undefined}
          value={value}
          multiline={kind === 'multiline'}
          minRows={kind === 'multiline' ? 2 : undefined}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ ...shared.slotProps, htmlInput: { maxLength } }}
        />
      );
  }
};
