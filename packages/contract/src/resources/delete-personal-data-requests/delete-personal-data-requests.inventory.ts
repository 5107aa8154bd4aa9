import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const deletePersonalDataRequestsInventory = [
  inventoryEntry('delete_personal_data_requests', 'security', {
    categories: ['identity'],
    purpose: 'requests',
    bases: ['legal-obligation'],
    retention: 'P3Y',
  }),
];
