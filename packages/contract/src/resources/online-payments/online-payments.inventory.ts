import { inventoryEntry } from '../privacy/inventory.ts';

/**
 * The data inventory's lines of this module's resources (docs/privacy.md): a checkout names the
 * student and who started it, and is kept as the payments it became are (the ledger's rule).
 */
export const onlinePaymentsInventory = [inventoryEntry('online_checkouts', 'ledger')];
