import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const pushInventory = [
  // Given by the person's own act (allowing notifications on a device), kept while the device is used.
  inventoryEntry('push_subscriptions', 'message', {
    categories: ['communication', 'transaction-security'],
    bases: ['consent'],
    retention: 'P1Y',
    from: 'last-update',
  }),
];
