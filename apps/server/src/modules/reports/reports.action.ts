import { REPORTS, reportExportAction, reportTableAction, getResource, translate } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { authorize } from '../../core/policy.ts';
import { exportHeaders, inBatches, streamCsv, streamXlsx } from '../../core/table-export.ts';
import { noteApiKeyStudents } from '../privacy/disclosure-log.operation.ts';
import { requireFreshSecondFactorToExport } from '../second-factor/step-up.ts';
import { reportTables } from './report-tables.ts';
import { matching } from './report-filter.ts';
import { reportScope } from './report-scope.ts';
import type { Db } from '../../db/database.ts';
import type { RequestContext } from '../../core/caller.ts';
import type { ReportQuery } from './report-scope.ts';

/** Rows the hub's preview shows at most; the export carries every row. */
const PREVIEW_ROWS = 500;

const checkReadable = (ctx: Parameters<typeof authorize>[0], report: keyof typeof REPORTS) => {
  // The report reads one resource: whoever may not list it may not read the report (403).
  const resource = getResource(REPORTS[report]);
  if (!resource) throw new Error(`report ${report} reads an unknown resource`);
  authorize(ctx, resource, 'list');
};

/** The address a report was read at, as the disclosure log names it. */
const route = (path: string, report: string): string => path.replace('{report}', report);

/** A report's table for the caller, narrowed to the school filter, its rows matching the search. */
const readReport = async (
  db: Db,
  ctx: RequestContext,
  report: keyof typeof REPORTS,
  query: ReportQuery & { q?: string | undefined },
) => {
  checkReadable(ctx, report);
  const scope = await reportScope(db, ctx, query.school);
  return matching(await reportTables[report](db, scope, query), query.q);
};

export const reportTable = implement(reportTableAction, async ({ db, ctx, input }) => {
  const table = await readReport(db, ctx, input.params.report, input.query);
  const rows = table.rows.slice(0, PREVIEW_ROWS);
  // The rows sent, not the rows counted: the preview names its first 500 rows' students only.
  await noteApiKeyStudents(
    db,
    ctx,
    (table.students ?? []).slice(0, PREVIEW_ROWS),
    rows.length,
    route(reportTableAction.path, input.params.report),
  );
  return { columns: table.columns, kinds: table.kinds, rows, total: table.rows.length };
});

export const reportExport = implement(reportExportAction, async ({ db, ctx, input }) => {
  const { report } = input.params;
  // A report's every row (payments, receipts, students with their families) is a bulk export of
  // personal data: who may read it, then a fresh second factor, before anything is read.
  checkReadable(ctx, report);
  await requireFreshSecondFactorToExport(db, ctx.caller);
  const table = await readReport(db, ctx, report, input.query);
  // Logged before the first byte: the rows are in memory already, and a client that stops reading
  // has still been handed the report (the students' spreadsheet, streamed from the database, logs
  // per batch sent instead).
  await noteApiKeyStudents(db, ctx, table.students ?? [], table.rows.length, route(reportExportAction.path, report));
  // Written as it goes out: the rows are in memory, the workbook (several times their size) never is.
  // The cells typed by the columns' kinds: numbers, money in the currency's format, dates.
  const exported = {
    sheet: report,
    header: table.columns.map((key) => translate(ctx.language, key)),
    kinds: table.kinds,
    batches: inBatches(table.rows),
  };
  const { format } = input.query;
  const body = format === 'xlsx' ? streamXlsx(exported) : streamCsv(exported);
  return answer(200, body, exportHeaders(report, format));
});
