import { defineModule } from '../define-module.ts';
import { seasons } from './seasons.resource.ts';
import { seasonsLabels } from './seasons.labels.ts';

export * from './seasons.resource.ts';

export const seasonsModule = defineModule({
  resources: [seasons],
  labels: seasonsLabels,
});
