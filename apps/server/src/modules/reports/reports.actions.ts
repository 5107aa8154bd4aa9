import type { ActionModule } from '../../core/actions.ts';
import { reportExport, reportTable } from './reports.action.ts';

/** The reports hub: each report as a table and as a CSV or Excel download (docs/dashboards.md). */
export const reportsActions: ActionModule = { actions: [reportTable, reportExport] };
