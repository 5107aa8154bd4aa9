import { defineModule } from '../define-module.ts';
import { frequentMenusInventory } from './frequent-menus.inventory.ts';
import { frequentMenus } from './frequent-menus.resource.ts';

export * from './frequent-menus.resource.ts';

export const frequentMenusModule = defineModule({
  resources: [frequentMenus],
  labels: 'frequent-menus',
  inventory: frequentMenusInventory,
});
