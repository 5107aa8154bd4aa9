import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const personnelInventory = [
  inventoryEntry('personnel', 'staff-work', {
    categories: ['identity', 'contact', 'professional'],
    retention: 'P10Y',
    from: 'last-update',
    expiry: 'anonymise',
  }),
];
