import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md): a teacher's absences and covers are staff work. */
export const timetableCoverInventory = [
  inventoryEntry('teacher_absences', 'staff-work'),
  inventoryEntry('lesson_covers', 'staff-work'),
];
