import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const notificationsInventory = [
  inventoryEntry('notifications', 'message', { retention: 'P1Y' }),
  inventoryEntry('notification_preferences', 'account', { categories: ['communication'], expiry: 'destroy' }),
  inventoryEntry('sms_outbox', 'message', { categories: ['communication', 'contact'], retention: 'P1Y' }),
];
