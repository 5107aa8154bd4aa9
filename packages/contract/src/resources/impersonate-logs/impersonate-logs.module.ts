import { defineModule } from '../define-module.ts';
import { impersonateLogsInventory } from './impersonate-logs.inventory.ts';
import { impersonateLogs } from './impersonate-logs.resource.ts';

export * from './impersonate-logs.resource.ts';

export const impersonateLogsModule = defineModule({
  resources: [impersonateLogs],
  labels: 'impersonate-logs',
  inventory: impersonateLogsInventory,
  menus: [
    {
      key: 'menu.impersonate_log',
      under: 'menu.reports',
      after: 'menu.reports_dashboard',
      url: '/reports/impersonate-log',
      icon: 'SupervisorAccount',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
