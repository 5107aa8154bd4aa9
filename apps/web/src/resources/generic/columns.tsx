import Chip from '@mui/material/Chip';
import type { Language } from '@kampus/contract/constants';
import { builtInLabel } from '@kampus/contract/i18n/built-in-values';
import { namedTarget, parseReference, type FieldDef, type Resource } from '@kampus/contract/resource';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiRecord } from '../../api/types.ts';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatTime, weekdayName } from '../../i18n/format.ts';
import { DeadlineValue, isOverdue } from './deadline.tsx';
import { fieldLabel } from './labels.ts';
import { nameIn } from './name-in.ts';
import { RefLabel } from './RefAutocomplete.tsx';

/** Where a value comes from: its resource and field name, for the built-in values of seeded rows. */
export interface ValueOrigin {
  resource: string;
  name: string;
}

/** A value as text, the way a person reads it in this language (also used for CSV). */
export const displayValue = (
  field: FieldDef,
  value: unknown,
  language: Language,
  t: TFunction,
  origin?: ValueOrigin,
): string => {
  if (value === null || value === undefined) return field.emptyLabel ? t(field.emptyLabel) : '';
  switch (field.kind) {
    case 'boolean':
    case 'flag':
      return value === true || value === '1' || value === 1 ? t('ui.list.yes') : t('ui.list.no');
    case 'date':
      return formatDate(value, language);
    case 'dateTime':
      return formatDateTime(value, language);
    case 'time':
      return formatTime(value, language);
    case 'money':
      return formatMoney(value, language);
    case 'int':
      if (field.shape === 'weekday' && typeof value === 'number') return weekdayName(value, language);
      // A receipt number is a name, not an amount: its digits as they are.
      return field.identifier ? String(value) : formatNumber(value, language);
    case 'enum':
      return t(`ui.values.${String(value)}`, { defaultValue: String(value) });
    case 'json':
      return JSON.stringify(value);
    default:
      return origin ? builtInLabel(origin.resource, origin.name, String(value), language) : String(value);
  }
};

/**
 * A reference as a person reads it, in a grid cell or a card: the name the answer carries
 * (`refNames`), a look-up only for rows without them, and the field's `emptyLabel` for none.
 */
export const RefValue = ({
  field,
  target,
  name,
  row,
  language,
}: {
  field: FieldDef;
  target: string;
  name: string;
  row: ApiRecord;
  language: Language;
}) => {
  const { t } = useTranslation();
  const value = row[name];
  if ((value === null || value === undefined) && field.emptyLabel) return <bdi>{t(field.emptyLabel)}</bdi>;
  return (
    <bdi>
      {row.refNames ? (
        nameIn(target, row.refNames[name] ?? '', language)
      ) : (
        <RefLabel target={target} id={parseReference(value, target)} />
      )}
    </bdi>
  );
};

/** Kinds whose text keeps its own direction: "9-A", a code or an e-mail never reads "A-9" in Arabic. */
const ISOLATED = new Set<FieldDef['kind']>([
  'text',
  'email',
  'phone',
  'url',
  'int',
  'decimal',
  'money',
  'date',
  'time',
]);

export const buildColumns = (resource: Resource, language: Language, t: TFunction): GridColDef<ApiRecord>[] =>
  resource.list.flatMap<GridColDef<ApiRecord>>((name) => {
    const field = resource.fields[name];
    if (!field) return [];
    const sortable = resource.orderFields.includes(name);
    const headerName = fieldLabel(t, resource, name);
    const base: GridColDef<ApiRecord> = {
      field: name,
      headerName,
      // The full name as a tooltip where a narrow column still shortens it.
      description: headerName,
      flex: 1,
      minWidth: 120,
      sortable,
    };
    const target = namedTarget(field);
    if (target !== undefined) {
      // The answer names its references (`refNames`): no look-up, which a parent may not make.
      // Rows from elsewhere, without them, still look the record up.
      return [
        {
          ...base,
          renderCell: ({ row }) => <RefValue field={field} target={target} name={name} row={row} language={language} />,
        },
      ];
    }
    if (field.kind === 'color') {
      // A colour reads as a chip of that colour with its code (class types' bgcolor).
      return [
        {
          ...base,
          renderCell: ({ value }) =>
            typeof value === 'string' && value !== '' ? (
              <Chip
                size="small"
                variant="outlined"
                label={<bdi>{value}</bdi>}
                icon={
                  <span
                    aria-hidden
                    style={{ width: 14, height: 14, borderRadius: '50%', background: value, display: 'inline-block' }}
                  />
                }
              />
            ) : null,
        },
      ];
    }
    if (name === resource.deadline?.field) {
      // A row past its deadline says so beside the date (docs/privacy.md: requests to their 30 days).
      return [
        {
          ...base,
          // Room for the date and the word beside it: a grid cell is one line high.
          minWidth: 210,
          valueFormatter: (value: unknown) => displayValue(field, value, language, t),
          renderCell: ({ row, formattedValue }) => (
            <DeadlineValue text={String(formattedValue ?? '')} overdue={isOverdue(resource, row)} />
          ),
        },
      ];
    }
    if (field.kind === 'boolean' || field.kind === 'flag') {
      return [
        {
          ...base,
          flex: 0.5,
          renderCell: ({ value }) => (
            <Chip
              size="small"
              variant="outlined"
              color={value === true || value === '1' ? 'success' : 'default'}
              label={displayValue(field, value, language, t)}
            />
          ),
        },
      ];
    }
    // Amounts and counts line up on the right; a weekday is a word.
    const numeric = field.kind === 'money' || (field.kind === 'int' && field.shape !== 'weekday');
    return [
      {
        ...base,
        align: numeric ? 'right' : undefined,
        headerAlign: numeric ? 'right' : undefined,
        valueFormatter: (value: unknown) => displayValue(field, value, language, t, { resource: resource.name, name }),
        ...(ISOLATED.has(field.kind)
          ? {
              renderCell: ({ formattedValue }: { formattedValue?: unknown }) => (
                <bdi>{String(formattedValue ?? '')}</bdi>
              ),
            }
          : {}),
      },
    ];
  });
