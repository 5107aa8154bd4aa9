import { defineModule } from '../define-module.ts';
import { userSchoolsInventory } from './user-schools.inventory.ts';
import { userSchools } from './user-schools.resource.ts';

export * from './user-schools.resource.ts';

export const userSchoolsModule = defineModule({
  resources: [userSchools],
  labels: 'user-schools',
  inventory: userSchoolsInventory,
});
