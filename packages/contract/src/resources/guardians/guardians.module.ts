import { defineModule } from '../define-module.ts';
import { guardians } from './guardians.resource.ts';
import { guardiansLabels } from './guardians.labels.ts';

export * from './guardians.resource.ts';

export const guardiansModule = defineModule({
  resources: [guardians],
  labels: guardiansLabels,
});
