import { defineModule } from '../define-module.ts';
import { bloodGroups } from './blood-groups.resource.ts';

export * from './blood-groups.resource.ts';

export const bloodGroupsModule = defineModule({
  resources: [bloodGroups],
  labels: 'blood-groups',
});
