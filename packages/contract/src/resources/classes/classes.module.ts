import { defineModule } from '../define-module.ts';
import { classesInventory } from './classes.inventory.ts';
import { classes } from './classes.resource.ts';

export * from './classes.resource.ts';

export const classesModule = defineModule({
  resources: [classes],
  labels: 'classes',
  inventory: classesInventory,
  menus: [
    {
      key: 'menu.class_list',
      under: 'menu.classes',
      before: 'menu.online_classes',
      url: '/classes',
      resource: 'classes',
      icon: 'Class',
      audiences: ['school', 'teacher'],
    },
  ],
});
