import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const onlineClassesInventory = [
  inventoryEntry('online_classes', 'staff-work'),
  inventoryEntry('online_class_attendances', 'student-record', { subjects: ['students', 'staff'] }),
];
