import { defineModule } from '../define-module.ts';
import { cities } from './cities.resource.ts';

export * from './cities.resource.ts';

export const citiesModule = defineModule({
  resources: [cities],
  labels: 'cities',
});
