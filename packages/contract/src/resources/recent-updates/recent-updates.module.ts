import { defineModule } from '../define-module.ts';
import { recentUpdates } from './recent-updates.resource.ts';

export * from './recent-updates.resource.ts';

export const recentUpdatesModule = defineModule({
  resources: [recentUpdates],
  labels: 'recent-updates',
  menus: [
    {
      // Kept by superadmins (the generic screen offers writing to them only); shown on their home.
      key: 'menu.recent_updates',
      under: 'menu.settings',
      url: '/config/recent-updates',
      resource: 'recent_updates',
      icon: 'NewReleases',
      audiences: ['headquarters'],
    },
  ],
});
