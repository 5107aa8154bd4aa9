import { defineModule } from '../define-module.ts';
import { moveGlobalMenuAction } from '../menus/menus.actions.ts';
import { globalMenus } from './global-menus.resource.ts';

export * from './global-menus.resource.ts';

export const globalMenusModule = defineModule({
  resources: [globalMenus],
  actions: [moveGlobalMenuAction],
  labels: 'global-menus',
  menus: [
    {
      key: 'menu.global_menus',
      under: 'menu.settings',
      after: 'menu.school_menus',
      url: '/global/menus',
      resource: 'global_menus',
      icon: 'MenuOpen',
      audiences: ['headquarters'],
    },
  ],
});
