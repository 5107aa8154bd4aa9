import { inventoryEntry, notPersonal } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const timetableInventory = [
  inventoryEntry('timetable_teacher_rules', 'staff-work'),
  inventoryEntry('timetable_lessons', 'staff-work'),
  notPersonal('timetable_runs', 'a solved week of lessons; who asked is in the audit trail'),
];
