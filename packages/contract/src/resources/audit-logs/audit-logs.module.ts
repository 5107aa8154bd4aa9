import { defineModule } from '../define-module.ts';
import { auditLogsInventory } from './audit-logs.inventory.ts';
import { auditLogs } from './audit-logs.resource.ts';

export * from './audit-logs.resource.ts';

export const auditLogsModule = defineModule({
  resources: [auditLogs],
  labels: 'audit-logs',
  inventory: auditLogsInventory,
  menus: [
    {
      key: 'menu.audit_logs',
      under: 'menu.reports',
      after: 'menu.impersonate_log',
      url: '/reports/audit-logs',
      icon: 'History',
      // Superadmins see every menu; the trail is read by headquarters (audit-logs.resource.ts).
      audiences: ['headquarters'],
    },
  ],
});
