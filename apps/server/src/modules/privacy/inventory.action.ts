import { dataInventoryAction, dataInventoryCsvAction } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { exportHeaders } from '../../core/table-export.ts';
import { inventoryCsv, inventoryRows } from './inventory.operation.ts';

export const dataInventory = implement(dataInventoryAction, async () => ({ inventory: inventoryRows() }));

export const dataInventoryCsv = implement(dataInventoryCsvAction, async () =>
  answer(200, inventoryCsv(), exportHeaders('verbis-inventory', 'csv')),
);
