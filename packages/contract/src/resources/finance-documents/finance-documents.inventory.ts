import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const financeDocumentsInventory = [
  inventoryEntry('lawyers', 'supplier'),
  inventoryEntry('companies', 'supplier', { purpose: 'finance', bases: ['contract', 'legal-obligation'] }),
  inventoryEntry('promissory_notes', 'ledger', { categories: ['financial', 'location'] }),
  inventoryEntry('deleted_promissory_notes', 'ledger', { categories: ['financial', 'location'] }),
  inventoryEntry('invoices', 'ledger', { categories: ['financial', 'location'] }),
];
