import type { ActionModule } from '../../core/actions.ts';
import { exportOneRoster, exportStudents } from './students-io.action.ts';

export const studentsIoActions: ActionModule = { actions: [exportStudents, exportOneRoster] };
