import { defineModule } from '../define-module.ts';
import { personnelInventory } from './personnel.inventory.ts';
import { personnel } from './personnel.resource.ts';

export * from './personnel.resource.ts';

/** Personnel; its menu entry (`/personnel`, under user management) is one of the shared menus. */
export const personnelModule = defineModule({
  resources: [personnel],
  labels: 'personnel',
  inventory: personnelInventory,
  menus: [],
});
