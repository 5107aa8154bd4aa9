import { defineModule } from '../define-module.ts';
import { languages } from './languages.resource.ts';

export * from './languages.resource.ts';

export const languagesModule = defineModule({
  resources: [languages],
  labels: 'languages',
});
