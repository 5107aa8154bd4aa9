import { escapeFormula } from '@kampus/contract/export';
import type { Language } from '@kampus/contract/constants';
import type { Resource } from '@kampus/contract/resource';
import type { TFunction } from 'i18next';
import type { ApiRecord } from '../../api/types.ts';
import { displayValue } from './columns.tsx';
import { fieldLabel } from './labels.ts';
import { saveBlob } from '../../api/save-blob.ts';

/** Rows of the CSV file: a header of translated labels, then the list columns as displayed (references as ids). */
export const csvRows = (
  resource: Resource,
  records: readonly ApiRecord[],
  language: Language,
  t: TFunction,
): string[][] => {
  const names = resource.list.filter((name) => resource.fields[name]);
  const header = ['id', ...names.map((name) => fieldLabel(t, resource, name))];
  const rows = records.map((record) => [
    String(record.id),
    ...names.map((name) => {
      const field = resource.fields[name];
      const value = record[name];
      if (!field) return '';
      if (field.kind === 'ref' || field.kind === 'refId')
        return value === null || value === undefined ? (field.emptyLabel ? t(field.emptyLabel) : '') : String(value);
      return displayValue(field, value, language, t, { resource: resource.name, name });
    }),
  ]);
  return [header, ...rows];
};

/** The CSV text of the rows, every cell safe to open in a spreadsheet program. */
export const csvText = async (rows: readonly (readonly string[])[]): Promise<string> => {
  const { unparse } = await import('papaparse');
  return unparse(rows.map((row) => row.map(escapeFormula)));
};

export const downloadCsv = async (fileName: string, rows: string[][]): Promise<void> => {
  // A byte-order mark so spreadsheet programs read UTF-8 (Arabic, Turkish) correctly.
  const blob = new Blob(['\uFEFF', await csvText(rows)], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, fileName);
};
