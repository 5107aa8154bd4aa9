import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ui } from '@kampus/contract/constants';
import { choosableTarget, type Resource } from '@kampus/contract/resource';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDateInput } from '../../components/dates/LazyDateInput.tsx';
import { WEEKDAYS, weekdayName } from '../../i18n/format.ts';
import { FilterDrawer, fitLabel } from './FilterDrawer.tsx';
import { fieldLabel } from './labels.ts';
import { RefAutocomplete } from './RefAutocomplete.tsx';
import { useDebounced } from './use-debounced.ts';

export interface FilterBarProps {
  resource: Resource;
  filters: Record<string, string>;
  onFilters: (filters: Record<string, string>) => void;
  onSearch: (search: string) => void;
}

const TextFilter = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) => {
  const [text, setText] = useState(value);
  const debounced = useDebounced(text, ui.searchDebounceMs);
  useEffect(() => {
    if (debounced !== value) onChange(debounced);
  }, [debounced, value, onChange]);
  useEffect(() => setText(value), [value]);
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: fitLabel(label, 32, 160) }}
    />
  );
};

/** The search box (debounced 300 ms) and one control per declared filter. */
export const FilterBar = ({ resource, filters, onFilters, onSearch }: FilterBarProps) => {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search, ui.searchDebounceMs);
  useEffect(() => onSearch(debounced), [debounced, onSearch]);
  const set = (name: string, value: string) => onFilters({ ...filters, [name]: value });
  const controls = resource.filters.filter((name) => resource.fields[name] && !resource.fields[name]?.hidden);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }} role="search">
      {resource.searchFields.length > 0 && (
        <TextField
          size="small"
          type="search"
          label={t('ui.list.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: 220 }}
        />
      )}
      {controls.length > 0 && (
        <FilterDrawer active={Object.values(filters).filter(Boolean).length}>
          {controls.map((name) => {
            const field = resource.fields[name];
            if (!field) return null;
            const label = fieldLabel(t, resource, name);
            const value = filters[name] ?? '';
            const target = choosableTarget(field);
            if (target !== undefined) {
              return (
                <Box key={name} sx={{ minWidth: fitLabel(label, 80, 220) }}>
                  <RefAutocomplete
                    size="small"
                    target={target}
                    label={label}
                    value={value ? Number(value) : null}
                    onChange={(id) => set(name, id === null ? '' : String(id))}
                  />
                </Box>
              );
            }
            const weekday = field.kind === 'int' && field.shape === 'weekday';
            if (field.kind === 'boolean' || field.kind === 'flag' || field.kind === 'enum' || weekday) {
              const options = weekday
                ? WEEKDAYS.map((day) => [String(day), weekdayName(day, i18n.language)] as const)
                : field.kind === 'enum'
                  ? (field.values ?? []).map(
                      (option) => [option, t(`ui.values.${option}`, { defaultValue: option })] as const,
                    )
                  : ([
                      ['true', t('ui.list.yes')],
                      ['false', t('ui.list.no')],
                    ] as const);
              return (
                <TextField
                  key={name}
                  select
                  size="small"
                  label={label}
                  value={value}
                  onChange={(event) => set(name, event.target.value)}
                  sx={{ minWidth: fitLabel(label, 56, 140) }}
                >
                  <MenuItem value="">{t('ui.list.any')}</MenuItem>
                  {options.map(([option, text]) => (
                    <MenuItem key={option} value={option}>
                      {text}
                    </MenuItem>
                  ))}
                </TextField>
              );
            }
            if (field.kind === 'date') {
              // A date filter is a range: the API's `field[after]` and `field[before]`, both optional.
              return (['after', 'before'] as const).map((bound) => (
                <Box key={`${name}[${bound}]`} sx={{ width: 190 }}>
                  <LazyDateInput
                    kind="date"
                    size="small"
                    label={t(bound === 'after' ? 'ui.l10n.range_from' : 'ui.l10n.range_to', { field: label })}
                    value={filters[`${name}[${bound}]`] ?? ''}
                    onChange={(date) => {
                      if (date === '' || /^\d{4}-\d{2}-\d{2}$/.test(date)) set(`${name}[${bound}]`, date);
                    }}
                  />
                </Box>
              ));
            }
            return <TextFilter key={name} label={label} value={value} onChange={(text) => set(name, text)} />;
          })}
          {Object.values(filters).some(Boolean) && (
            <Button size="small" onClick={() => onFilters({})}>
              {t('ui.list.clear_filters')}
            </Button>
          )}
        </FilterDrawer>
      )}
    </Box>
  );
};
