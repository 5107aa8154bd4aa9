import { defineModule } from '../define-module.ts';
import { usersInventory } from './users.inventory.ts';
import {
  userSchoolsAction,
  userMenusAction,
  activeStudentAction,
  parentStudentsAction,
  userPersonalAction,
} from './users.actions.ts';
import { users } from './users.resource.ts';

export * from './users.resource.ts';

export const usersModule = defineModule({
  resources: [users],
  actions: [userSchoolsAction, userMenusAction, activeStudentAction, parentStudentsAction, userPersonalAction],
  labels: 'users',
  inventory: usersInventory,
  menus: [
    {
      key: 'menu.user_list',
      under: 'menu.users',
      before: 'menu.personnel',
      url: '/users',
      resource: 'users',
      icon: 'People',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
