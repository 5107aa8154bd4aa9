import { defineModule } from '../define-module.ts';
import { databases } from './databases.resource.ts';

export * from './databases.resource.ts';

export const databasesModule = defineModule({
  resources: [databases],
  labels: 'databases',
  menus: [
    {
      key: 'menu.databases',
      under: 'menu.settings',
      after: 'menu.global_menus',
      url: '/admin/databases',
      icon: 'Storage',
      audiences: ['headquarters'],
    },
  ],
});
