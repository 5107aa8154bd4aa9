import type { Language } from '@kampus/contract/constants';
import type { Resource } from '@kampus/contract/resource';
import type { TFunction } from 'i18next';
import type { ApiRecord } from '../../api/types.ts';
import { displayValue } from './columns.tsx';
import { fieldLabel } from './labels.ts';

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
        return value === null || value === undefined ? '' : String(value);
      return displayValue(field, value, language, t, { resource: resource.name, name });
    }),
  ]);
  return [header, ...rows];
};

/** What a spreadsheet program reads as the start of a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A signed number as the list shows it: digits, separators and a currency sign, nothing a formula
 * needs (no letters, brackets or operators past the sign). Such a cell stays as is, so negative
 * amounts such as "-12.50" or "-₺1,250.50" remain numbers in the spreadsheet.
 */
const SIGNED_NUMBER = /^[-+][\p{Sc}\s]*\d[\d.,'\s]*[\p{Sc}\s]*$/u;

/**
 * A cell a spreadsheet would run as a formula (user data such as `=HYPERLINK(...)`), written
 * as text: a single quote before it.
 */
export const escapeFormula = (cell: string): string =>
  FORMULA_START.test(cell) && !SIGNED_NUMBER.test(cell) ? `'${cell}` : cell;

/** The CSV text of the rows, every cell safe to open in a spreadsheet program. */
export const csvText = async (rows: readonly (readonly string[])[]): Promise<string> => {
  const { unparse } = await import('papaparse');
  return unparse(rows.map((row) => row.map(escapeFormula)));
};

export const downloadCsv = async (fileName: string, rows: string[][]): Promise<void> => {
  // A byte-order mark so spreadsheet programs read UTF-8 (Arabic, Turkish) correctly.
  const blob = new Blob(['\uFEFF', await csvText(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
