import { defineModule } from '../define-module.ts';
import { socialUsersInventory } from './social-users.inventory.ts';
import { facebookUsers, googleUsers } from './social-users.resource.ts';
import { socialUsersLabels } from './social-users.labels.ts';

export * from './social-users.resource.ts';

export const socialUsersModule = defineModule({
  resources: [googleUsers, facebookUsers],
  labels: socialUsersLabels,
  inventory: socialUsersInventory,
});
