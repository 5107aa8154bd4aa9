import { defineModule } from '../define-module.ts';
import { states } from './states.resource.ts';

export * from './states.resource.ts';

export const statesModule = defineModule({
  resources: [states],
  labels: 'states',
});
