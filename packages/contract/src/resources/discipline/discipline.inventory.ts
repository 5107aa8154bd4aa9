import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of the discipline module (docs/privacy.md): a student's school record. */
export const disciplineInventory = [
  inventoryEntry('discipline_incidents', 'student-record'),
  inventoryEntry('incident_students', 'student-record'),
  inventoryEntry('discipline_actions', 'student-record'),
];
