import { defineServerModule } from '../../core/server-module.ts';
import { dataInventory, dataInventoryCsv } from './inventory.action.ts';
import { exportStudentPersonalData, exportUserPersonalData } from './personal-data.action.ts';
import { retentionRuns, runRetention } from './retention/retention.action.ts';
import { retentionBatchJob, retentionJob } from './retention/retention.job.ts';

/** Privacy law (KVKK, GDPR; issue 35, docs/privacy.md). */
export const privacyModule = defineServerModule({
  name: 'privacy',
  actions: [
    exportStudentPersonalData,
    exportUserPersonalData,
    dataInventory,
    dataInventoryCsv,
    retentionRuns,
    runRetention,
  ],
  jobs: [retentionJob, retentionBatchJob],
});
