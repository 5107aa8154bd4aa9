import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const messageTemplatesInventory = [
  inventoryEntry('message_sends', 'message'),
  inventoryEntry('message_deliveries', 'message', {
    subjects: ['students', 'guardians'],
    categories: ['communication', 'contact'],
  }),
];
