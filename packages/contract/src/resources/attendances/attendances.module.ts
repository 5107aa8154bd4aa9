import { defineModule } from '../define-module.ts';
import { attendancesInventory } from './attendances.inventory.ts';
import { attendanceRegisterAction, saveAttendanceRegisterAction } from './attendances.actions.ts';
import { attendances } from './attendances.resource.ts';

export * from './attendances.resource.ts';
export * from './register-rules.ts';

export const attendancesModule = defineModule({
  resources: [attendances],
  actions: [attendanceRegisterAction, saveAttendanceRegisterAction],
  labels: 'attendances',
  inventory: attendancesInventory,
  menus: [
    {
      // The register by class, day and lesson (its own screen, not the generic list): staff and
      // teachers; existing installations get it at the next start (offerMenus).
      key: 'menu.attendance_register',
      under: 'menu.students',
      url: '/attendance/register',
      icon: 'HowToReg',
      audiences: ['headquarters', 'campus', 'school', 'teacher'],
    },
    {
      key: 'menu.attendances',
      under: 'menu.classes',
      after: 'menu.schedules',
      url: '/attendance',
      resource: 'attendances',
      icon: 'ListAlt',
      audiences: ['school', 'teacher', 'parent', 'student'],
    },
  ],
});
