import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const enrollmentsInventory = [
  inventoryEntry('enrollments', 'student-record', { bases: ['contract', 'legal-obligation'], retention: 'P10Y' }),
];
