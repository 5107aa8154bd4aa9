import { inventoryEntry, notPersonal } from '../privacy/inventory.ts';

/** The data inventory's lines of this module (docs/privacy.md): rules, a teacher's work, students' scores. */
export const gradebookInventory = [
  notPersonal('grading_scales', 'a school’s grading scales'),
  notPersonal('grading_scale_bands', 'the bands of a grading scale'),
  notPersonal('grading_policies', 'how a school computes course grades'),
  notPersonal('grading_categories', 'the weighted categories of a grading policy'),
  inventoryEntry('assignments', 'staff-work'),
  inventoryEntry('assignment_scores', 'student-record'),
  inventoryEntry('assignment_submissions', 'student-record'),
  inventoryEntry('grade_overrides', 'student-record'),
];
