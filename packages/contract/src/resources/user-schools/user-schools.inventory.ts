import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const userSchoolsInventory = [
  inventoryEntry('user_schools', 'account', { categories: ['professional'], expiry: 'destroy' }),
];
