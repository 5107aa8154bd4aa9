import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import type { DateInputProps } from './DateInput.tsx';

const DateInput = lazy(() => import('./DateInput.tsx').then((m) => ({ default: m.DateInput })));

/**
 * The date input for screens that may show none: a list's date filters. MUI X's pickers and
 * dayjs's locales (about 65 kB gzipped) load only when a date input is drawn; until then a
 * disabled field with the same label and size holds its place.
 */
export const LazyDateInput = (props: DateInputProps) => (
  <Suspense
    fallback={<TextField label={props.label} size={props.size} fullWidth={props.fullWidth} disabled value="" />}
  >
    <DateInput {...props} />
  </Suspense>
);
