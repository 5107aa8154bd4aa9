import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const homeworkInventory = [
  inventoryEntry('homeworks', 'staff-work'),
  inventoryEntry('homework_completions', 'student-record', { retention: 'P2Y' }),
  inventoryEntry('admission_interviews', 'message', {
    subjects: ['applicants', 'guardians'],
    categories: ['identity', 'contact', 'family'],
    purpose: 'admission',
    bases: ['consent', 'legitimate-interest'],
    retention: 'P1Y',
  }),
];
