import { notPersonal } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const schoolsInventory = [
  notPersonal('schools', "The school's own address, phones and e-mail: an institution's contact, no person's."),
];
