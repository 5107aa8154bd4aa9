import { defineModule } from '../define-module.ts';
import { attendanceTypes } from './attendance-types.resource.ts';

export * from './attendance-types.resource.ts';

export const attendanceTypesModule = defineModule({
  resources: [attendanceTypes],
  labels: 'attendance-types',
});
