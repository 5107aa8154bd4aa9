import type { ActionModule } from '../../core/actions.ts';
import { personalOfUser } from './personal.action.ts';
import { menusOfUser, schoolsOfUser } from './user-schools.action.ts';

export const userActions: ActionModule = { actions: [schoolsOfUser, menusOfUser, personalOfUser] };
