import { defineServerModule } from '../../core/server-module.ts';
import { absenceNotificationHooks } from './absence-notifications.hooks.ts';
import { deliverNotificationJob } from './deliver-notification.job.ts';
import { notificationPreferencesHooks } from './notification-preferences.hooks.ts';
import { notifyPaymentJob } from './notify-payment.operation.ts';

export const notificationsModule = defineServerModule({
  name: 'notifications',
  hooks: [absenceNotificationHooks, notificationPreferencesHooks],
  jobs: [deliverNotificationJob, notifyPaymentJob],
});
