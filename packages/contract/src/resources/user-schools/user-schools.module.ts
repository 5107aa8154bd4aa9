import { defineModule } from '../define-module.ts';
import { userSchoolsInventory } from './user-schools.inventory.ts';
import { userSchools } from './user-schools.resource.ts';
import { userSchoolsLabels } from './user-schools.labels.ts';

export * from './user-schools.resource.ts';

export const userSchoolsModule = defineModule({
  resources: [userSchools],
  labels: userSchoolsLabels,
  inventory: userSchoolsInventory,
});
