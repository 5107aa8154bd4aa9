import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const guardiansInventory = [
  inventoryEntry('guardians', 'student-record', {
    subjects: ['guardians'],
    categories: ['identity', 'contact', 'family'],
    bases: ['contract', 'legal-obligation'],
    expiry: 'anonymise',
  }),
];
