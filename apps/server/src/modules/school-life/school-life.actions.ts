import type { ActionModule } from '../../core/actions.ts';
import { attendanceRegister, saveAttendanceRegister } from './attendance-register.action.ts';
import { studentOfUser, studentsOfParent } from './family.action.ts';

export const schoolLifeActions: ActionModule = {
  actions: [studentOfUser, studentsOfParent, attendanceRegister, saveAttendanceRegister],
};
