import { defineModule } from '../define-module.ts';
import { socialUsersInventory } from './social-users.inventory.ts';
import { facebookUsers, googleUsers } from './social-users.resource.ts';

export * from './social-users.resource.ts';

export const socialUsersModule = defineModule({
  resources: [googleUsers, facebookUsers],
  labels: 'social-users',
  inventory: socialUsersInventory,
});
