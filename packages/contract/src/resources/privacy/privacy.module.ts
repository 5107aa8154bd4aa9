import { defineModule } from '../define-module.ts';
import {
  dataInventoryAction,
  dataInventoryCsvAction,
  exportStudentPersonalDataAction,
  exportUserPersonalDataAction,
} from './privacy.actions.ts';
import { retentionRunsAction, runRetentionAction } from './retention.actions.ts';

export * from './personal-references.ts';
export * from './personal-fields.ts';
export * from './inventory.ts';

/** Privacy law (KVKK, GDPR; issue 35): the data-subject access export, the data inventory, the retention scheduler. */
export const privacyModule = defineModule({
  resources: [],
  actions: [
    exportStudentPersonalDataAction,
    exportUserPersonalDataAction,
    dataInventoryAction,
    dataInventoryCsvAction,
    retentionRunsAction,
    runRetentionAction,
  ],
  labels: 'privacy',
  menus: [
    {
      key: 'menu.retention_runs',
      under: 'menu.reports',
      after: 'menu.audit_logs',
      url: '/reports/retention-runs',
      icon: 'DeleteSweep',
      // Superadmins see every menu; the destruction log is read by headquarters (retention.actions.ts).
      audiences: ['headquarters'],
    },
  ],
});
