import { defineModule } from '../define-module.ts';
import { auditLogs } from './audit-logs.resource.ts';
import { auditLogsLabels } from './audit-logs.labels.ts';

export * from './audit-logs.resource.ts';

export const auditLogsModule = defineModule({
  resources: [auditLogs],
  labels: auditLogsLabels,
});
