import { defineModule } from '../define-module.ts';
import {
  dataInventoryAction,
  dataInventoryCsvAction,
  exportStudentPersonalDataAction,
  exportUserPersonalDataAction,
} from './privacy.actions.ts';
import { requestsDueAction, studentDisclosuresAction } from './privacy-records.actions.ts';
import { consents } from './consents.resource.ts';
import { disclosures } from './disclosures.resource.ts';
import { privacyInventory } from './privacy.inventory.ts';
import { retentionRunsAction, runRetentionAction } from './retention.actions.ts';

export * from './personal-references.ts';
export * from './personal-fields.ts';
export * from './inventory.ts';
export * from './consents.resource.ts';
export * from './disclosures.resource.ts';

/**
 * Privacy law (KVKK, GDPR; issue 35): the data-subject access export, the data inventory, the retention scheduler, the
 * disclosure log and consent records.
 */
export const privacyModule = defineModule({
  resources: [disclosures, consents],
  actions: [
    exportStudentPersonalDataAction,
    exportUserPersonalDataAction,
    dataInventoryAction,
    dataInventoryCsvAction,
    studentDisclosuresAction,
    requestsDueAction,
    retentionRunsAction,
    runRetentionAction,
  ],
  labels: 'privacy',
  inventory: privacyInventory,
  menus: [
    {
      key: 'menu.disclosures',
      under: 'menu.settings',
      url: '/config/disclosures',
      resource: 'disclosures',
      icon: 'History',
      audiences: ['headquarters'],
    },
    {
      key: 'menu.consents',
      under: 'menu.settings',
      url: '/config/consents',
      resource: 'consents',
      icon: 'FactCheck',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      key: 'menu.retention_runs',
      under: 'menu.reports',
      after: 'menu.audit_logs',
      url: '/reports/retention-runs',
      icon: 'DeleteSweep',
      // Superadmins see every menu; the destruction log is read by headquarters (retention.actions.ts).
      audiences: ['headquarters'],
    },
    {
      key: 'menu.data_inventory',
      under: 'menu.reports',
      after: 'menu.retention_runs',
      url: '/reports/data-inventory',
      icon: 'Inventory',
      // As the inventory's actions: the institution's record, read by headquarters (privacy.actions.ts).
      audiences: ['headquarters'],
    },
  ],
});
