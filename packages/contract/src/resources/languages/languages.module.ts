import { defineModule } from '../define-module.ts';
import { languages } from './languages.resource.ts';
import { languagesLabels } from './languages.labels.ts';

export * from './languages.resource.ts';

export const languagesModule = defineModule({
  resources: [languages],
  labels: languagesLabels,
});
