import type { ActionModule } from '../../core/actions.ts';
import { searchPersonnel, searchStudents, searchUsers } from './search.action.ts';

export const searchActions: ActionModule = {
  actions: [searchUsers, searchStudents, searchPersonnel],
};
