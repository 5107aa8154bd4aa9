import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const studentRecordsInventory = [
  inventoryEntry('student_batches', 'student-record'),
  inventoryEntry('student_courses', 'student-record'),
  inventoryEntry('student_taggings', 'student-record'),
  inventoryEntry('student_behaviours', 'student-record'),
  inventoryEntry('student_documents', 'student-record'),
  inventoryEntry('student_bus_fees', 'ledger'),
  inventoryEntry('student_tags', 'staff-work'),
];
