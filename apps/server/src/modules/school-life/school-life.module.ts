import { defineServerModule } from '../../core/server-module.ts';
import { attendanceRegister, saveAttendanceRegister } from './attendance-register.action.ts';
import { studentOfUser, studentsOfParent } from './family.action.ts';
import { attendancesHooks } from './attendances.hooks.ts';
import { schedulesHooks } from './schedules.hooks.ts';

export const schoolLifeModule = defineServerModule({
  name: 'school-life',
  actions: [studentOfUser, studentsOfParent, attendanceRegister, saveAttendanceRegister],
  hooks: [attendancesHooks, schedulesHooks],
});
