import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of the electives module (docs/privacy.md). */
export const electivesInventory = [
  // A student's ranked choices and where they were placed: part of their school record.
  inventoryEntry('course_requests', 'student-record'),
  // Who teaches an elective, and who ran a placement: the staff's work.
  inventoryEntry('elective_offers', 'staff-work'),
  inventoryEntry('elective_placements', 'staff-work'),
];
