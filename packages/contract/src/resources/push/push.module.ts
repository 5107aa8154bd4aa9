import { defineModule } from '../define-module.ts';
import { pushKeyAction } from './push.actions.ts';
import { pushInventory } from './push.inventory.ts';
import { pushSubscriptions } from './push-subscriptions.resource.ts';

export * from './push-subscriptions.resource.ts';

/** Web Push notifications (issue 30, item 3): the devices that receive them and the key they subscribe with. */
export const pushModule = defineModule({
  resources: [pushSubscriptions],
  actions: [pushKeyAction],
  labels: 'push',
  inventory: pushInventory,
});
