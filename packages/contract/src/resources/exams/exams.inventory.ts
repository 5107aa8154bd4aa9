import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const examsInventory = [inventoryEntry('exam_results', 'student-record')];
