import { defineModule } from '../define-module.ts';
import { courses } from './courses.resource.ts';

export * from './courses.resource.ts';

export const coursesModule = defineModule({
  resources: [courses],
  labels: 'courses',
});
