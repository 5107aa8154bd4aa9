import { defineServerModule } from '../../core/server-module.ts';
import { copy, move, moveGlobal, sync } from './menu-actions.action.ts';
import { menusHooks } from './menus.hooks.ts';

export const menusModule = defineServerModule({
  name: 'menus',
  actions: [sync, copy, move, moveGlobal],
  hooks: [...menusHooks],
});
