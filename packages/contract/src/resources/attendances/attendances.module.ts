import { defineModule } from '../define-module.ts';
import { attendances } from './attendances.resource.ts';
import { attendancesLabels } from './attendances.labels.ts';

export * from './attendances.resource.ts';

export const attendancesModule = defineModule({
  resources: [attendances],
  labels: attendancesLabels,
  menus: [
    {
      key: 'menu.attendances',
      under: 'menu.classes',
      after: 'menu.schedules',
      url: '/attendance',
      resource: 'attendances',
      icon: 'HowToReg',
      audiences: ['school', 'teacher', 'parent', 'student'],
    },
  ],
});
