import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { DEFAULT_CURRENCY } from '@kampus/contract/constants';
import { choosableTarget, type FieldDef } from '@kampus/contract/resource';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/dates/DateInput.tsx';
import { FilePickerField } from '../../components/FilePickerField.tsx';
import { WEEKDAYS, weekdayName } from '../../i18n/format.ts';
import type { FormValue } from './form-values.ts';
import { RefAutocomplete } from './RefAutocomplete.tsx';
import { SlotsInput } from './SlotsInput.tsx';

export interface FieldInputProps {
  name: string;
  field: FieldDef;
  label: string;
  value: FormValue;
  onChange: (value: FormValue) => void;
  onBlur: () => void;
  error?: string | undefined;
  /** Shown under the input while there is no error: what to do first (choose the student). */
  hint?: string | undefined;
  disabled?: boolean;
  /** For references: only records matching these query filters are offered. */
  filters?: Record<string, string> | undefined;
  /** For references: the loaded record's name of it (`refNames`), shown without a look-up. */
  knownName?: { id: number; name: string } | undefined;
}

const inputType = (field: FieldDef): string => {
  switch (field.kind) {
    case 'email':
      return 'email';
    case 'phone':
      return 'tel';
    case 'url':
      return 'url';
    case 'password':
      return 'password';
    case 'date':
      return 'date';
    case 'dateTime':
      return 'datetime-local';
    case 'time':
      return 'time';
    case 'color':
      return 'color';
    default:
      return 'text';
  }
};

/** One input, chosen by the field's kind. */
export const FieldInput = ({
  name,
  field,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  filters,
  knownName,
}: FieldInputProps) => {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const required = field.required === true;
  // What every text-like input takes alike: name, label, required mark, error and state.
  const shared = { name, label, onBlur, required, error: Boolean(error), helperText: error ?? hint, disabled };

  if (field.kind === 'boolean' || field.kind === 'flag') {
    return (
      <FormControl error={Boolean(error)}>
        <FormControlLabel
          control={
            <Checkbox
              name={name}
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              onBlur={onBlur}
              disabled={disabled}
            />
          }
          label={label}
        />
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  }

  const target = choosableTarget(field);
  if (target !== undefined) {
    return (
      <RefAutocomplete
        {...shared}
        target={target}
        filters={filters}
        knownName={knownName}
        userKind={target === 'users' ? field.userKind : undefined}
        value={typeof value === 'number' ? value : null}
        onChange={onChange}
      />
    );
  }

  if (field.kind === 'enum') {
    return (
      <TextField
        {...shared}
        select
        fullWidth
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {/* No choice at all only where the field may be empty: one with a default always holds a value. */}
        {!required && (field.default ?? null) === null && (
          <MenuItem value="">
            <em>{t('ui.form.none')}</em>
          </MenuItem>
        )}
        {(field.values ?? []).map((option) => (
          <MenuItem key={option} value={option}>
            {t(`ui.values.${option}`, { defaultValue: option })}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  // A weekday is chosen by its name; empty, where allowed, reads as the field says (every day).
  if (field.kind === 'int' && field.shape === 'weekday') {
    return (
      <TextField
        {...shared}
        select
        fullWidth
        value={value === null || typeof value === 'boolean' ? '' : String(value)}
        onChange={(event) => onChange(event.target.value)}
      >
        {!required && (
          <MenuItem value="">
            <em>{field.emptyLabel ? t(field.emptyLabel) : t('ui.form.none')}</em>
          </MenuItem>
        )}
        {WEEKDAYS.map((day) => (
          <MenuItem key={day} value={String(day)}>
            {weekdayName(day, i18n.language)}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  if (field.kind === 'date' || field.kind === 'dateTime' || field.kind === 'time') {
    return (
      <DateInput
        kind={field.kind}
        name={name}
        label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        onBlur={onBlur}
        required={required}
        error={Boolean(error)}
        helperText={error}
        disabled={disabled}
        fullWidth
      />
    );
  }

  // A week's slots are ticked on a grid of the school's periods, not typed as JSON.
  if (field.kind === 'json' && field.shape === 'slots') {
    return (
      <SlotsInput
        name={name}
        label={label}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        hint={hint}
        disabled={disabled ?? false}
      />
    );
  }

  if (field.kind === 'url' && field.filePicker === true) {
    return <FilePickerField {...shared} fullWidth value={typeof value === 'string' ? value : ''} onChange={onChange} />;
  }

  const textDirection = value === null || value === '' ? undefined : 'auto';
  // Aligned with the form's other inputs whatever the direction of the text.
  const align = { textAlign: theme.direction === 'rtl' ? 'right' : 'left' } as const;
  const numeric = field.kind === 'int' || field.kind === 'decimal' || field.kind === 'money';
  const multiline = field.multiline === true || field.kind === 'longText' || field.kind === 'json';
  // Money is a number input (platform spec: "amount ... number in form"), its value still sent as text.
  const type = field.kind === 'money' ? 'number' : inputType(field);
  return (
    <TextField
      {...shared}
      fullWidth
      type={type}
      value={value === null || typeof value === 'boolean' ? '' : String(value)}
      onChange={(event) => onChange(event.target.value)}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      autoComplete={field.kind === 'password' ? 'new-password' : undefined}
      slotProps={{
        inputLabel: ['date', 'datetime-local', 'time', 'color'].includes(type) ? { shrink: true } : undefined,
        // dir="auto" once there is text: a class name or code in an Arabic form keeps its order ("9-A",
        // not "A-9"); an empty input keeps the page's direction.
        htmlInput: numeric
          ? {
              dir: textDirection,
              style: align,
              inputMode: field.kind === 'int' ? 'numeric' : 'decimal',
              ...(field.kind === 'money' ? { step: '0.01' } : {}),
            }
          : { dir: textDirection, style: align },
        input:
          field.kind === 'money'
            ? { endAdornment: <InputAdornment position="end">{DEFAULT_CURRENCY}</InputAdornment> }
            : undefined,
      }}
    />
  );
};
