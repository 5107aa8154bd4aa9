import type { ActionModule } from '../../core/actions.ts';
import { importStudents, previewStudentImport } from './student-import.action.ts';
import { exportOneRoster, exportStudents } from './students-io.action.ts';

export const studentsIoActions: ActionModule = {
  actions: [exportStudents, exportOneRoster, previewStudentImport, importStudents],
};
