import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const studentsInventory = [
  inventoryEntry('students', 'student-record', {
    categories: ['identity', 'contact', 'location', 'photo', 'education'],
    retention: 'P10Y',
    expiry: 'anonymise',
  }),
];
