import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const usersInventory = [inventoryEntry('users', 'account', { categories: ['identity', 'contact', 'location'] })];
