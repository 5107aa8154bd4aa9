import { inventoryEntry, notPersonal } from '../privacy/inventory.ts';

/** The data inventory's lines of this module (docs/privacy.md): a school's rules, and which programme a student follows. */
export const transcriptsInventory = [
  notPersonal('graduation_programmes', 'the programmes a school offers towards graduation'),
  notPersonal('graduation_requirements', 'the credits a school requires to graduate'),
  inventoryEntry('programme_students', 'student-record'),
];
