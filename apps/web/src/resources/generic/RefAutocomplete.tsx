import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { ui } from '@kampus/contract/constants';
import { getResource } from '@kampus/contract/resources';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Audience } from '@kampus/contract/resource';
import { useOptions, useRecord } from '../../api/resources.ts';
import { userTypeConditions, useUserTypeIdsOfKinds } from '../../api/user-type.ts';
import type { ApiRecord } from '../../api/types.ts';
import { recordLabel } from './labels.ts';
import { nameIn } from './name-in.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useDebounced } from './use-debounced.ts';

export interface RefAutocompleteProps {
  target: string;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  size?: 'small' | 'medium';
  /** Only records matching these query filters are offered. */
  filters?: Record<string, string | readonly string[]> | undefined;
  /** The record's name as the answer carried it (`refNames`): shown without reading the record. */
  knownName?: { id: number; name: string } | undefined;
  /** For a user reference declared with `userKind`: only users of that kind (or those kinds) are offered. */
  userKind?: Audience | readonly Audience[] | undefined;
}

const NAME = Symbol('name');
type Named = ApiRecord & { [NAME]?: string };

/** Picks a record of another resource, searching it on the server by what was typed. */
export const RefAutocomplete = ({
  target,
  label,
  value,
  onChange,
  required,
  error,
  helperText,
  disabled,
  name,
  onBlur,
  size,
  filters,
  knownName,
  userKind,
}: RefAutocompleteProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const searchable = (getResource(target)?.searchFields.length ?? 0) > 0;
  const search = useDebounced(input, ui.searchDebounceMs);
  // A teacher's field offers teachers only: the user types of that kind narrow the list.
  const kinds = userKind === undefined ? undefined : typeof userKind === 'string' ? [userKind] : userKind;
  const kindTypes = useUserTypeIdsOfKinds(kinds, open);
  const fixed = useMemo(() => userTypeConditions(kindTypes.data), [kindTypes.data]);
  const narrowed = userKind === undefined || (kindTypes.data !== undefined && kindTypes.data.length > 0);
  const waiting = userKind !== undefined && kindTypes.data === undefined;
  const options = useOptions(target, searchable ? search : '', open && narrowed, filters, userKind ? fixed : undefined);
  const named = knownName !== undefined && knownName.id === value;
  // A named value needs no look-up: a parent may not read their child's class, yet sees its name.
  const selected = useRecord(target, named ? undefined : (value ?? undefined));
  const list = useMemo<Named[]>(() => {
    // No user type of the kind: nothing to offer (never the unfiltered list).
    const items = narrowed ? (options.data?.items ?? []) : [];
    const current: Named | undefined = named ? { id: knownName.id, [NAME]: knownName.name } : selected.data;
    return current && !items.some((item) => item.id === current.id) ? [current, ...items] : items;
  }, [options.data, selected.data, named, knownName, narrowed]);
  const chosen: Named | null = value === null ? null : (list.find((item) => item.id === value) ?? null);
  return (
    <Autocomplete<Named>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={list}
      value={chosen}
      onChange={(_, record) => onChange(record?.id ?? null)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear') setInput('');
      }}
      getOptionLabel={(record) =>
        record[NAME] !== undefined ? nameIn(target, record[NAME], language) : recordLabel(target, record, language)
      }
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={searchable ? (items) => items : undefined}
      loading={options.isFetching || waiting}
      loadingText={t('ui.form.loading')}
      noOptionsText={t('ui.form.no_options')}
      disabled={disabled}
      size={size}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            // The chosen record's name keeps its own direction ("9-A" in an Arabic form).
            htmlInput: {
              ...params.slotProps.htmlInput,
              dir: chosen ? 'auto' : undefined,
              style: { textAlign: theme.direction === 'rtl' ? 'right' : 'left' },
            },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {options.isFetching && open ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
};

/** A referenced record's label in a list cell. */
export const RefLabel = ({ target, id }: { target: string; id: number | undefined }) => {
  const record = useRecord(target, id);
  const language = useLanguage();
  if (id === undefined) return null;
  return <>{record.data ? recordLabel(target, record.data, language) : `#${id}`}</>;
};
