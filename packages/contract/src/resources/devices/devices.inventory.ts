import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const devicesInventory = [
  inventoryEntry('devices', 'message', { categories: ['transaction-security'], retention: 'P1Y', from: 'last-update' }),
];
