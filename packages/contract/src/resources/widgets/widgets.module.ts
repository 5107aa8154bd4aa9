import { defineModule } from '../define-module.ts';
import { widgetsLabels } from './widgets.labels.ts';
import { widgets } from './widgets.resource.ts';

export * from './widgets.resource.ts';

export const widgetsModule = defineModule({
  resources: [widgets],
  labels: widgetsLabels,
  menus: [
    {
      key: 'menu.widgets',
      under: 'menu.settings',
      url: '/config/widgets',
      resource: 'widgets',
      icon: 'Widgets',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
