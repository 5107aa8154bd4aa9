import { defineModule } from '../define-module.ts';
import { attendances } from './attendances.resource.ts';
import { attendancesLabels } from './attendances.labels.ts';

export * from './attendances.resource.ts';

export const attendancesModule = defineModule({
  resources: [attendances],
  labels: attendancesLabels,
});
