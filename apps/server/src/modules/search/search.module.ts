import { defineServerModule } from '../../core/server-module.ts';
import { searchPersonnel, searchStudents, searchUsers } from './search.action.ts';

export const searchModule = defineServerModule({
  name: 'search',
  actions: [searchUsers, searchStudents, searchPersonnel],
});
