import { defineModule } from '../define-module.ts';
import { gradeLevels } from './grade-levels.resource.ts';

export * from './grade-levels.resource.ts';

export const gradeLevelsModule = defineModule({
  resources: [gradeLevels],
  labels: 'grade-levels',
  menus: [
    {
      key: 'menu.grade_levels',
      under: 'menu.settings',
      after: 'menu.config_dashboard',
      url: '/config/grade-levels',
      resource: 'grade_levels',
      icon: 'Stairs',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
