import { defineModule } from '../define-module.ts';
import { notificationsInventory } from './notifications.inventory.ts';
import { notificationPreferences, notifications, smsOutbox } from './notifications.resource.ts';

export * from './notifications.resource.ts';

/** Parent notifications (issue 14, item 8): shown by the top bar's bell, chosen on the account page. */
export const notificationsModule = defineModule({
  resources: [notifications, notificationPreferences, smsOutbox],
  labels: 'notifications',
  inventory: notificationsInventory,
});
