import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const classStudentsInventory = [inventoryEntry('class_students', 'student-record')];
