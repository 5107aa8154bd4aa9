import { defineServerModule } from '../../core/server-module.ts';
import { classHealthAlerts } from './health-alerts.action.ts';
import {
  healthAllergiesHooks,
  healthMedicationsHooks,
  medicationGivingsHooks,
  nurseVisitsHooks,
} from './health.hooks.ts';
import { studentImmunisations } from './immunisations.action.ts';

/** Health (issue 33; docs/health.md): the nurse's records, the class alerts, the immunisation status. */
export const healthModule = defineServerModule({
  name: 'health',
  actions: [classHealthAlerts, studentImmunisations],
  hooks: [healthAllergiesHooks, healthMedicationsHooks, nurseVisitsHooks, medicationGivingsHooks],
});
