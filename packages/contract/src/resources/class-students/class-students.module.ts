import { defineModule } from '../define-module.ts';
import { classStudentsInventory } from './class-students.inventory.ts';
import { classStudents } from './class-students.resource.ts';

export * from './class-students.resource.ts';

export const classStudentsModule = defineModule({
  resources: [classStudents],
  labels: 'class-students',
  inventory: classStudentsInventory,
});
