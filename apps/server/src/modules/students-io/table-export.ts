import ExcelJS from 'exceljs';
import { escapeFormula } from '@kampus/contract';
import { toCsv } from './csv.ts';

/** One table, as a list screen exports it: a header row and rows of text. */
export interface ExportTable {
  sheet: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

/** CSV with a byte order mark, so a spreadsheet opens Turkish and Arabic letters as UTF-8; no cell becomes a formula. */
export const tableCsv = (table: ExportTable): Buffer =>
  Buffer.from(`\ufeff${toCsv([table.header, ...table.rows], { guardFormulas: true })}`);

/** An Excel workbook of one sheet; every cell is text, so nothing a person typed becomes a formula. */
export const tableXlsx = async (table: ExportTable): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.sheet);
  sheet.addRow([...table.header]).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map(escapeFormula));
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The answer headers of an export download named `name.format`. */
export const exportHeaders = (name: string, format: 'csv' | 'xlsx'): Record<string, string> => ({
  'content-type': format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}.${format}"`,
  'cache-control': 'no-store',
});
