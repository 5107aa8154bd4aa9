import { defineServerModule } from '../../core/server-module.ts';
import { reportExport, reportTable } from './reports.action.ts';

/** The reports hub: each report as a table and as a CSV or Excel download (docs/dashboards.md). */
export const reportsModule = defineServerModule({
  name: 'reports',
  actions: [reportTable, reportExport],
});
