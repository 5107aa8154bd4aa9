import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const socialUsersInventory = [
  inventoryEntry('google_users', 'account', { expiry: 'destroy' }),
  inventoryEntry('facebook_users', 'account', { expiry: 'destroy' }),
];
