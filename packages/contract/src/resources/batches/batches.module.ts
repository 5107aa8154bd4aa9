import { defineModule } from '../define-module.ts';
import { batchesInventory } from './batches.inventory.ts';
import { batches, classBatches } from './batches.resource.ts';

export * from './batches.resource.ts';

export const batchesModule = defineModule({
  resources: [batches, classBatches],
  labels: 'batches',
  inventory: batchesInventory,
  menus: [
    {
      key: 'menu.batches',
      under: 'menu.academic',
      after: 'menu.academic_dashboard',
      url: '/batches',
      resource: 'batches',
      icon: 'Groups',
      audiences: ['headquarters', 'campus', 'school', 'teacher'],
    },
  ],
});
