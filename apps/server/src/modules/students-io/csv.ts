import { escapeFormula } from '@kampus/contract';

const quoted = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * RFC 4180 CSV: comma separated, CRLF lines, quotes where needed; with `guardFormulas` a cell a
 * spreadsheet would run as a formula is written as text (the contract's `escapeFormula`).
 */
export const toCsv = (rows: readonly (readonly string[])[], options: { guardFormulas?: boolean } = {}): string =>
  rows
    .map((row) => row.map((cell) => quoted(options.guardFormulas ? escapeFormula(cell) : cell)).join(','))
    .join('\r\n') + '\r\n';

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
