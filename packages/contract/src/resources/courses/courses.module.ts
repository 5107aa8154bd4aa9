import { defineModule } from '../define-module.ts';
import { courses } from './courses.resource.ts';
import { coursesLabels } from './courses.labels.ts';

export * from './courses.resource.ts';

export const coursesModule = defineModule({
  resources: [courses],
  labels: coursesLabels,
});
