import { defineModule } from '../define-module.ts';
import { devicesInventory } from './devices.inventory.ts';
import { devices } from './devices.resource.ts';

export * from './devices.resource.ts';

export const devicesModule = defineModule({
  resources: [devices],
  labels: 'devices',
  inventory: devicesInventory,
});
