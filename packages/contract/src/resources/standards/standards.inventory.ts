import { notPersonal } from '../privacy/inventory.ts';

/** The data inventory's lines of this module (docs/privacy.md): the standards and their alignment name no person. */
export const standardsInventory = [
  notPersonal('learning_standards', 'the school’s learning standards'),
  notPersonal('assignment_standards', 'which graded work is evidence of which standard'),
];
