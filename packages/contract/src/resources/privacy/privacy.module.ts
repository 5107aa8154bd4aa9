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

/** Privacy law (KVKK, GDPR; issue 35): the data-subject access export and the data inventory. */
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
});
