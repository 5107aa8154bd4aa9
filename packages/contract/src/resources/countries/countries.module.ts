import { defineModule } from '../define-module.ts';
import { countries } from './countries.resource.ts';

export * from './countries.resource.ts';

export const countriesModule = defineModule({
  resources: [countries],
  labels: 'countries',
});
