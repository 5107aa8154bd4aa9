import { defineModule } from '../define-module.ts';
import { userTypes } from './user-types.resource.ts';

export * from './user-types.resource.ts';

export const userTypesModule = defineModule({
  resources: [userTypes],
  labels: 'user-types',
  menus: [
    {
      key: 'menu.user_types',
      under: 'menu.users',
      after: 'menu.user_list',
      url: '/users/types',
      resource: 'user_types',
      icon: 'Badge',
      audiences: ['headquarters'],
    },
  ],
});
