import { defineModule } from '../define-module.ts';
import { cipInventory } from './cip.inventory.ts';
import { studentCipHoursAction } from './cip.actions.ts';
import { cipActivities, cipParticipants, cipSeasons } from './cip.resource.ts';

export * from './cip.resource.ts';

export const cipModule = defineModule({
  resources: [cipSeasons, cipActivities, cipParticipants],
  actions: [studentCipHoursAction],
  labels: 'cip',
  inventory: cipInventory,
  menus: [
    {
      key: 'menu.cip_activities',
      under: 'menu.academic',
      after: 'menu.optic_form_templates',
      url: '/cip/activity',
      resource: 'cip_activities',
      icon: 'VolunteerActivism',
      audiences: ['school', 'teacher'],
    },
    {
      key: 'menu.cip_seasons',
      under: 'menu.academic',
      after: 'menu.cip_activities',
      url: '/cip/season',
      resource: 'cip_seasons',
      icon: 'EventRepeat',
      audiences: ['school'],
    },
  ],
});
