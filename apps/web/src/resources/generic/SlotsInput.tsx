import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { schoolWeek, timetablePeriods } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import { useList } from '../../api/resources.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { weekdayName } from '../../i18n/format.ts';
import type { FormValue } from './form-values.ts';

/** What the generic form gives a slots field (FieldInput's props, those it reads). */
interface SlotsInputProps {
  name: string;
  label: string;
  value: FormValue;
  onChange: (value: FormValue) => void;
  onBlur: () => void;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
}

interface Slot {
  weekday: number;
  period: number;
}

/** The slots the form holds (JSON text), none when it holds no list of them. */
const slotsOf = (value: unknown): Slot[] => {
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed)
      ? parsed.filter(
          (slot): slot is Slot =>
            typeof slot === 'object' &&
            slot !== null &&
            Number.isInteger((slot as Slot).weekday) &&
            Number.isInteger((slot as Slot).period),
        )
      : [];
  } catch {
    return [];
  }
};

/**
 * A JSON field of `shape: 'slots'` (a teacher's unavailable or avoided periods, a lesson's fixed
 * starts) as a week of the season's periods: a checkbox per weekday and period, each named
 * ("Monday, period 3, 08:30"), instead of `[{"weekday":1,"period":3}]` typed by hand. The value
 * stays the JSON text the form sends.
 */
export const SlotsInput = ({ name, label, value, onChange, onBlur, error, hint, disabled }: SlotsInputProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const periods = useList(timetablePeriods, {
    page: 1,
    pageSize: 200,
    order: { field: 'periodNumber', direction: 'asc' },
  });
  const week = schoolWeek(
    (periods.data?.items ?? []).map((row) => ({
      weekday: typeof row.weekday === 'number' ? row.weekday : null,
      periodNumber: Number(row.periodNumber),
      startTime: String(row.startTime ?? ''),
    })),
  );
  const chosen = slotsOf(value);
  const has = (weekday: number, period: number) =>
    chosen.some((slot) => slot.weekday === weekday && slot.period === period);
  const toggle = (weekday: number, period: number) => {
    const next = has(weekday, period)
      ? chosen.filter((slot) => slot.weekday !== weekday || slot.period !== period)
      : [...chosen, { weekday, period }];
    next.sort((a, b) => a.weekday - b.weekday || a.period - b.period);
    onChange(next.length === 0 ? '' : JSON.stringify(next));
  };
  const rows = Math.max(0, ...week.map((day) => day.periods.length));
  const helper = error ?? hint;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} onBlur={onBlur} data-testid={`slots-${name}`}>
      <Typography component="legend" variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
        {label}
      </Typography>
      {!periods.isLoading && rows === 0 ? (
        <Typography variant="body2">{t('ui.form.slots_no_periods')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" padding="none" sx={{ width: 'auto' }}>
            <TableHead>
              <TableRow>
                <TableCell />
                {week.map((day) => (
                  // Room between the names: Arabic's short weekdays are whole words that ran together.
                  <TableCell key={day.weekday} align="center" scope="col" component="th" sx={{ px: 0.75 }}>
                    <abbr title={weekdayName(day.weekday, language)}>
                      {weekdayName(day.weekday, language, 'short')}
                    </abbr>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {Array.from({ length: rows }, (_, index) => index + 1).map((period) => (
                <TableRow key={period}>
                  <TableCell component="th" scope="row" sx={{ pr: 1, whiteSpace: 'nowrap' }}>
                    {t('ui.form.slots_period', { period })}
                  </TableCell>
                  {week.map((day) => {
                    const bell = day.periods.find((one) => one.periodNumber === period);
                    return (
                      <TableCell key={day.weekday} align="center">
                        {bell && (
                          <Checkbox
                            size="small"
                            checked={has(day.weekday, period)}
                            disabled={disabled}
                            onChange={() => toggle(day.weekday, period)}
                            slotProps={{
                              input: {
                                'aria-label': t('ui.form.slots_slot', {
                                  day: weekdayName(day.weekday, language),
                                  period,
                                  time: bell.startTime.slice(0, 5),
                                }),
                              },
                            }}
                          />
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {helper && <FormHelperText error={Boolean(error)}>{helper}</FormHelperText>}
    </Box>
  );
};
