import { defineModule } from '../define-module.ts';
import { configurations } from './configurations.resource.ts';

export * from './configurations.resource.ts';

export const configurationsModule = defineModule({
  resources: [configurations],
  labels: 'configurations',
  menus: [
    {
      key: 'menu.config',
      under: 'menu.settings',
      before: 'menu.config_dashboard',
      url: '/config',
      icon: 'Settings',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      key: 'menu.system',
      under: 'menu.settings',
      after: 'menu.grade_levels',
      url: '/config/system',
      resource: 'configurations',
      icon: 'Tune',
      audiences: ['headquarters'],
    },
  ],
});
