import { escapeFormula } from '@kampus/contract';

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, a tab or a return first) is
 * written with a leading apostrophe, so opening an export never runs what a person typed in a
 * name; a signed amount ("-500.00") stays a number (the contract's one rule, shared with the web).
 */
export const safeCell = escapeFormula;

const quoted = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** RFC 4180 CSV: comma separated, CRLF lines, quotes where needed. */
export const toCsv = (rows: readonly (readonly string[])[], options: { guardFormulas?: boolean } = {}): string =>
  rows.map((row) => row.map((cell) => quoted(options.guardFormulas ? safeCell(cell) : cell)).join(',')).join('\r\n') +
  '\r\n';

/** Reads RFC 4180 CSV (quoted cells with commas, quotes and line breaks; a BOM is skipped); blank lines are left out. */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (inQuotes) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') inQuotes = false;
      else cell += char;
    } else if (char === '"') inQuotes = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') endRow();
    else if (char !== '\r') cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
};
