import { defineModule } from '../define-module.ts';
import { studentRecordsInventory } from './student-records.inventory.ts';
import { uploadStudentDocumentAction, readStudentDocumentAction } from './student-records.actions.ts';
import {
  enrollmentDocuments,
  schoolBusFees,
  studentBatches,
  studentBehaviours,
  studentBusFees,
  studentCourses,
  studentDocuments,
  studentTaggings,
  studentTags,
} from './student-records.resource.ts';

export * from './student-records.resource.ts';

/**
 * A student's records beside the student: batches, courses, bus fees, tags, behaviours and
 * documents. The tags, behaviour and enrollment documents screens have shared menu entries
 * (`/student/tags`, `/student-behaviour`, `/enrollment/documents`); the web's students area
 * mounts the generic screens there.
 */
export const studentRecordsModule = defineModule({
  resources: [
    studentBatches,
    studentCourses,
    schoolBusFees,
    studentBusFees,
    studentTags,
    studentTaggings,
    studentBehaviours,
    enrollmentDocuments,
    studentDocuments,
  ],
  actions: [uploadStudentDocumentAction, readStudentDocumentAction],
  labels: 'student-records',
  inventory: studentRecordsInventory,
  menus: [
    {
      key: 'menu.school_bus_fees',
      under: 'menu.finance',
      after: 'menu.lawyers',
      url: '/school-bus-fees',
      resource: 'school_bus_fees',
      icon: 'DirectionsBus',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
