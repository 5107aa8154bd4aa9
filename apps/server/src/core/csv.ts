import { escapeFormula } from '@kampus/contract';
import Papa from 'papaparse';

/**
 * RFC 4180 CSV as the web writes it (papaparse on both sides): comma separated, CRLF lines,
 * quotes where needed; with `guardFormulas` a cell a spreadsheet would run as a formula is
 * written as text (the contract's `escapeFormula`).
 */
export const toCsv = (rows: readonly (readonly string[])[], options: { guardFormulas?: boolean } = {}): string =>
  Papa.unparse(
    rows.map((row) => row.map((cell) => (options.guardFormulas ? escapeFormula(cell) : cell))),
    { newline: '\r\n' },
  ) + '\r\n';

/**
 * Reads CSV: quoted cells with commas, quotes and line breaks, a quote inside an unquoted cell
 * as a character, any line ending; a BOM is skipped and blank lines are left out.
 */
export const parseCsv = (text: string): string[][] =>
  Papa.parse<string[]>(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, {
    delimiter: ',',
    skipEmptyLines: true,
  }).data;
