import { defineServerModule } from '../../core/server-module.ts';
import { personalOfUser } from './personal.action.ts';
import { menusOfUser, schoolsOfUser } from './user-schools.action.ts';
import { usersHooks } from './users.hooks.ts';

export const usersModule = defineServerModule({
  name: 'users',
  actions: [schoolsOfUser, menusOfUser, personalOfUser],
  hooks: [usersHooks],
});
