import { defineModule } from '../define-module.ts';
import { schedules } from './schedules.resource.ts';
import { schedulesLabels } from './schedules.labels.ts';

export * from './schedules.resource.ts';

export const schedulesModule = defineModule({
  resources: [schedules],
  labels: schedulesLabels,
});
