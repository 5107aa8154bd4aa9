import { defineModule } from '../define-module.ts';
import { states } from './states.resource.ts';
import { statesLabels } from './states.labels.ts';

export * from './states.resource.ts';

export const statesModule = defineModule({
  resources: [states],
  labels: statesLabels,
});
