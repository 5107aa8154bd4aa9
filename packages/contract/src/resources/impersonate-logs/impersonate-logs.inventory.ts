import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const impersonateLogsInventory = [inventoryEntry('impersonate_logs', 'security')];
