import { defineModule } from '../define-module.ts';
import { schedulesInventory } from './schedules.inventory.ts';
import { schedules } from './schedules.resource.ts';

export * from './schedules.resource.ts';

export const schedulesModule = defineModule({
  resources: [schedules],
  labels: 'schedules',
  inventory: schedulesInventory,
  menus: [
    {
      key: 'menu.schedules',
      under: 'menu.classes',
      after: 'menu.class_list',
      url: '/schedules',
      resource: 'schedules',
      icon: 'EventRepeat',
      audiences: ['school', 'teacher', 'parent', 'student'],
    },
  ],
});
