import ExcelJS from 'exceljs';
import { PassThrough, Readable } from 'node:stream';
import { toCsv } from './csv.ts';
import { typedCell, type CellKind } from './typed-cells.ts';

/** How an export's Excel cells read: a kind per column (text when none) and the amounts' currency. */
interface CellTypes {
  kinds?: readonly CellKind[];
  currency?: string;
}

/** One table, as a list screen exports it: a header row and rows of text. */
export interface ExportTable extends CellTypes {
  sheet: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

/** The shape every Excel row writer has in common (exceljs's Row of either workbook kind). */
interface SheetRow {
  getCell: (index: number) => { value: unknown; numFmt: string };
}

/** Writes a row of text into `row` as typed cells (the one place exports turn text into Excel values). */
const fillRow = (row: SheetRow, cells: readonly string[], types: CellTypes): void => {
  cells.forEach((text, index) => {
    const cell = row.getCell(index + 1);
    const typed = typedCell(text, types.kinds?.[index] ?? 'text', types.currency);
    cell.value = typed.value;
    if (typed.numFmt) cell.numFmt = typed.numFmt;
  });
};

/** CSV with a byte order mark, so a spreadsheet opens Turkish and Arabic letters as UTF-8; no cell becomes a formula. */
export const tableCsv = (table: ExportTable): Buffer =>
  Buffer.from(`\ufeff${toCsv([table.header, ...table.rows], { guardFormulas: true })}`);

/**
 * An Excel workbook of one sheet, its cells typed by the columns' kinds (numbers, money, dates);
 * text stays text, so nothing a person typed becomes a formula.
 */
export const tableXlsx = async (table: ExportTable): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.sheet);
  sheet.addRow([...table.header]).font = { bold: true };
  for (const row of table.rows) fillRow(sheet.addRow([]), row, table);
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** A table too large to hold whole: its header and its rows a batch at a time, as the database hands them over. */
export interface StreamedTable extends CellTypes {
  sheet: string;
  header: readonly string[];
  batches: AsyncIterable<readonly (readonly string[])[]>;
}

/** `tableCsv` written batch by batch: the same bytes, never the whole file in memory. */
export const streamCsv = (table: StreamedTable): Readable =>
  Readable.from(
    (async function* () {
      yield Buffer.from(`\ufeff${toCsv([table.header], { guardFormulas: true })}`);
      for await (const rows of table.batches)
        if (rows.length > 0) yield Buffer.from(toCsv(rows, { guardFormulas: true }));
    })(),
  );

/**
 * `tableXlsx` written batch by batch with exceljs's streaming writer: each row is committed (zipped
 * out) as it is added, so memory holds a batch, not the sheet. Strings are written inline rather
 * than shared, which every spreadsheet reads alike.
 */
export const streamXlsx = (table: StreamedTable): Readable => {
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(table.sheet);
    sheet.columns = table.header.map(() => ({ width: 16 }));
    const head = sheet.addRow([...table.header]);
    head.font = { bold: true };
    head.commit();
    for await (const rows of table.batches) {
      for (const row of rows) {
        const added = sheet.addRow([]);
        fillRow(added, row, table);
        added.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
};

/** Rows already in memory as batches, for the streaming writers: the workbook is then never whole in memory. */
export async function* inBatches<T>(rows: readonly T[], size = 1000): AsyncGenerator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/**
 * The batches of `source`, the first one already read: a failure to read the first (a database
 * refusal) still answers as an error status, before a 200 and its headers go out.
 */
export const started = async <T>(source: AsyncIterable<T>): Promise<AsyncIterable<T>> => {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The answer headers of an export download named `name.format`. */
export const exportHeaders = (name: string, format: 'csv' | 'xlsx'): Record<string, string> => ({
  'content-type': format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}.${format}"`,
  'cache-control': 'no-store',
});
