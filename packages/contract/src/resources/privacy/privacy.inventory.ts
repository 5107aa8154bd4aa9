import { inventoryEntry } from './inventory.ts';

/** The data inventory's lines of the privacy module's own records (docs/privacy.md). */
export const privacyInventory = [
  // Who received a student's data: kept as long as the audit trail, to answer access requests.
  inventoryEntry('disclosures', 'security', {
    subjects: ['students'],
    categories: ['transaction-security'],
    purpose: 'requests',
  }),
  // Proof of a consent must outlast it: kept three years after the last change of mind.
  inventoryEntry('consents', 'account', {
    subjects: ['students', 'guardians', 'users'],
    categories: ['identity', 'photo', 'communication'],
    purpose: 'requests',
    bases: ['consent', 'legal-obligation'],
    retention: 'P3Y',
    from: 'creation',
    expiry: 'destroy',
  }),
];
