import { defineModule } from '../define-module.ts';
import { studentsInventory } from './students.inventory.ts';
import { uploadStudentPhotoAction, readStudentPhotoAction } from './students.actions.ts';
import {
  exportStudentsAction,
  oneRosterExportAction,
  previewStudentImportAction,
  importStudentsAction,
} from './students-io.actions.ts';
import { students } from './students.resource.ts';

export * from './students.resource.ts';

export const studentsModule = defineModule({
  resources: [students],
  actions: [
    uploadStudentPhotoAction,
    readStudentPhotoAction,
    exportStudentsAction,
    oneRosterExportAction,
    previewStudentImportAction,
    importStudentsAction,
  ],
  labels: 'students',
  inventory: studentsInventory,
  menus: [
    {
      key: 'menu.student_list',
      under: 'menu.students',
      before: 'menu.student_tags',
      url: '/student',
      resource: 'students',
      icon: 'School',
      audiences: ['headquarters', 'campus', 'school', 'teacher'],
    },
  ],
});
