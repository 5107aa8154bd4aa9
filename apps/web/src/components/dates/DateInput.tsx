import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { dayjsLocales } from './dayjs-locales.ts';
import { pickerTexts } from './picker-texts.ts';

type DateKind = 'date' | 'dateTime' | 'time';

/** What the form and the filters hold, per kind: ISO text, never a localized one. */
const formats: Record<DateKind, string> = { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DDTHH:mm', time: 'HH:mm' };

/** A typed date that is not a whole date yet: the form's validation names it instead of losing it. */
const INVALID_DATE = 'invalid';

export interface DateInputProps {
  kind: DateKind;
  label: string;
  /** `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm` or `HH:mm`; empty for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string | undefined;
  disabled?: boolean | undefined;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

const toDayjs = (kind: DateKind, value: string): Dayjs | null => {
  if (value === '' || value === INVALID_DATE) return null;
  const parsed = dayjs(kind === 'time' ? `2000-01-01T${value}` : value);
  return parsed.isValid() ? parsed : null;
};

/**
 * A date, date-time or time input in the interface's language and its order of day, month and
 * year (dd.mm.yyyy in Turkish and German, dd/mm/yyyy in Spanish and Arabic, mm/dd/yyyy in
 * English), 24-hour times, with a calendar in that language; the value stays ISO.
 */
export const DateInput = ({
  kind,
  label,
  value,
  onChange,
  onBlur,
  name,
  required,
  error,
  helperText,
  disabled,
  size,
  fullWidth,
}: DateInputProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const localeText = useMemo(() => pickerTexts(t), [t]);
  const shared = {
    label,
    value: toDayjs(kind, value),
    disabled,
    onChange: (next: Dayjs | null) =>
      onChange(next === null ? '' : next.isValid() ? next.locale('en').format(formats[kind]) : INVALID_DATE),
    slotProps: {
      textField: { name, required, error, helperText, size, fullWidth, onBlur },
      field: { clearable: !required },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocales[language]} localeText={localeText}>
      {kind === 'date' && <DatePicker {...shared} />}
      {kind === 'dateTime' && <DateTimePicker {...shared} ampm={false} />}
      {kind === 'time' && <TimePicker {...shared} ampm={false} />}
    </LocalizationProvider>
  );
};
