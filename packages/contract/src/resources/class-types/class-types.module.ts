import { defineModule } from '../define-module.ts';
import { classTypes } from './class-types.resource.ts';

export * from './class-types.resource.ts';

export const classTypesModule = defineModule({
  resources: [classTypes],
  labels: 'class-types',
  menus: [
    {
      key: 'menu.class_types',
      under: 'menu.classes',
      after: 'menu.class_list',
      url: '/classes/types',
      resource: 'class_types',
      icon: 'Category',
      audiences: ['school'],
    },
  ],
});
