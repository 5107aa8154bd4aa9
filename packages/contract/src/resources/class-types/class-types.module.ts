import { defineModule } from '../define-module.ts';
import { classTypes } from './class-types.resource.ts';
import { classTypesLabels } from './class-types.labels.ts';

export * from './class-types.resource.ts';

export const classTypesModule = defineModule({
  resources: [classTypes],
  labels: classTypesLabels,
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
