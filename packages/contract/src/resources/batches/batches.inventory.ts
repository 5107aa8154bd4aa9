import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of the batches module (docs/privacy.md). */
export const batchesInventory = [
  // Who teaches a batch (an elective's section): the staff's work.
  inventoryEntry('batches', 'staff-work'),
];
