import { defineServerModule } from '../../core/server-module.ts';
import { pushKey } from './push-key.action.ts';
import { pushNotificationJob } from './push-notification.job.ts';
import { installPush, vapidKeysFor } from './push-registry.ts';
import { pushSubscriptionsHooks } from './push-subscriptions.hooks.ts';

/** Web Push notifications (issue 30, item 3; docs/pwa.md, "Push notifications"). */
export const pushModule = defineServerModule({
  name: 'push',
  actions: [pushKey],
  hooks: [pushSubscriptionsHooks],
  jobs: [pushNotificationJob],
  install: (app, services) => {
    installPush(services);
    // The key pair is made (or read) at start, before any browser asks for it, on every node.
    app.addHook('onReady', async () => {
      await vapidKeysFor(services);
    });
  },
});
