import { REPORTS, reportExportAction, reportTableAction, getResource, translate } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { authorize } from '../../core/policy.ts';
import { exportHeaders, inBatches, streamCsv, streamXlsx } from '../students-io/table-export.ts';
import { reportTables } from './report-tables.ts';
import { matching } from './report-filter.ts';

/** Rows the hub's preview shows at most; the export carries every row. */
const PREVIEW_ROWS = 500;

const checkReadable = (ctx: Parameters<typeof authorize>[0], report: keyof typeof REPORTS) => {
  // The report reads one resource: whoever may not list it may not read the report (403).
  const resource = getResource(REPORTS[report]);
  if (!resource) throw new Error(`report ${report} reads an unknown resource`);
  authorize(ctx, resource, 'list');
};

export const reportTable = implement(reportTableAction, async ({ db, ctx, input }) => {
  checkReadable(ctx, input.params.report);
  const table = await reportTables[input.params.report](db, ctx, input.query);
  const rows = matching(table.rows, input.query.q);
  return { columns: table.columns, kinds: table.kinds, rows: rows.slice(0, PREVIEW_ROWS), total: rows.length };
});

export const reportExport = implement(reportExportAction, async ({ db, ctx, input }) => {
  const { report } = input.params;
  checkReadable(ctx, report);
  const table = await reportTables[report](db, ctx, input.query);
  // Written as it goes out: the rows are in memory, the workbook (several times their size) never is.
  const exported = {
    sheet: report,
    header: table.columns.map((key) => translate(ctx.language, key)),
    batches: inBatches(matching(table.rows, input.query.q)),
  };
  const { format } = input.query;
  const body = format === 'xlsx' ? streamXlsx(exported) : streamCsv(exported);
  return answer(200, body, exportHeaders(report, format));
});
