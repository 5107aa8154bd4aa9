import { defineModule } from '../define-module.ts';
import { guardiansInventory } from './guardians.inventory.ts';
import { guardians } from './guardians.resource.ts';

export * from './guardians.resource.ts';

export const guardiansModule = defineModule({
  resources: [guardians],
  labels: 'guardians',
  inventory: guardiansInventory,
  menus: [
    {
      key: 'menu.guardians',
      under: 'menu.students',
      after: 'menu.student_list',
      url: '/guardians',
      resource: 'guardians',
      icon: 'SupervisorAccount',
      audiences: ['headquarters', 'campus', 'school', 'teacher'],
    },
  ],
});
