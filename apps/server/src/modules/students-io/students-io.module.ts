import { defineServerModule } from '../../core/server-module.ts';
import { importStudents, previewStudentImport } from './student-import.action.ts';
import { exportOneRoster, exportStudents } from './students-io.action.ts';

export const studentsIoModule = defineServerModule({
  name: 'students-io',
  actions: [exportStudents, exportOneRoster, previewStudentImport, importStudents],
});
