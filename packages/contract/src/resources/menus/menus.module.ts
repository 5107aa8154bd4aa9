import { defineModule } from '../define-module.ts';
import { copyMenusAction, moveMenuAction, syncMenusAction } from './menus.actions.ts';
import { menus } from './menus.resource.ts';

export * from './menus.resource.ts';

export const menusModule = defineModule({
  resources: [menus],
  actions: [syncMenusAction, copyMenusAction, moveMenuAction],
  labels: 'menus',
  menus: [
    {
      key: 'menu.school_menus',
      under: 'menu.settings',
      after: 'menu.system',
      url: '/admin/menus',
      resource: 'menus',
      icon: 'Menu',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
