import Chip from '@mui/material/Chip';
import type { Language } from '@kampus/contract/constants';
import { parseReference, type FieldDef, type Resource } from '@kampus/contract/resource';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ApiRecord } from '../../api/types.ts';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../i18n/format.ts';
import { fieldLabel } from './labels.ts';
import { RefLabel } from './RefAutocomplete.tsx';

/** A value as text, the way a person reads it in this language (also used for CSV). */
export const displayValue = (field: FieldDef, value: unknown, language: Language, t: TFunction): string => {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'boolean':
    case 'flag':
      return value === true || value === '1' || value === 1 ? t('ui.list.yes') : t('ui.list.no');
    case 'date':
      return formatDate(value, language);
    case 'dateTime':
      return formatDateTime(value, language);
    case 'money':
      return formatMoney(value, language);
    case 'int':
      return formatNumber(value, language);
    case 'enum':
      return t(`ui.values.${String(value)}`, { defaultValue: String(value) });
    case 'json':
      return JSON.stringify(value);
    default:
      return String(value);
  }
};

export const buildColumns = (resource: Resource, language: Language, t: TFunction): GridColDef<ApiRecord>[] =>
  resource.list.flatMap<GridColDef<ApiRecord>>((name) => {
    const field = resource.fields[name];
    if (!field) return [];
    const sortable = resource.orderFields.includes(name);
    const base: GridColDef<ApiRecord> = {
      field: name,
      headerName: fieldLabel(t, resource, name),
      flex: 1,
      minWidth: 120,
      sortable,
    };
    if (field.kind === 'ref' || field.kind === 'refId') {
      // The answer names its references (`refNames`): no look-up, which a parent may not make.
      // Rows from elsewhere, without them, still look the record up.
      return [
        {
          ...base,
          renderCell: ({ value, row }) =>
            row.refNames ? (
              (row.refNames[name] ?? '')
            ) : (
              <RefLabel target={field.target ?? ''} id={parseReference(value, field.target ?? '')} />
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
    return [
      {
        ...base,
        align: field.kind === 'money' || field.kind === 'int' ? 'right' : undefined,
        headerAlign: field.kind === 'money' || field.kind === 'int' ? 'right' : undefined,
        valueFormatter: (value: unknown) => displayValue(field, value, language, t),
      },
    ];
  });
