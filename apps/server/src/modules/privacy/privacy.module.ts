import { defineServerModule } from '../../core/server-module.ts';
import { consentsHooks } from './consents.hooks.ts';
import { dataInventory, dataInventoryCsv } from './inventory.action.ts';
import { exportStudentPersonalData, exportUserPersonalData } from './personal-data.action.ts';
import { requestsDue, studentDisclosures } from './privacy-records.action.ts';
import { requestReminderJob } from './request-reminder.job.ts';
import { requestsHooks } from './requests.hooks.ts';
import { retentionRuns, runRetention } from './retention/retention.action.ts';
import { MONTHLY_RETENTION, retentionBatchJob, retentionJob } from './retention/retention.job.ts';

/** Privacy law (KVKK, GDPR; issue 35, docs/privacy.md). */
export const privacyModule = defineServerModule({
  name: 'privacy',
  actions: [
    exportStudentPersonalData,
    exportUserPersonalData,
    dataInventory,
    dataInventoryCsv,
    studentDisclosures,
    requestsDue,
    retentionRuns,
    runRetention,
  ],
  hooks: [requestsHooks, consentsHooks],
  jobs: [requestReminderJob, retentionJob, retentionBatchJob],
  recurring: [MONTHLY_RETENTION],
});
