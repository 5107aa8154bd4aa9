import { defineModule } from '../define-module.ts';
import { onlineClassesInventory } from './online-classes.inventory.ts';
import { onlineClassProviderAction, onlineClassCreateAction, onlineClassJoinAction } from './online-classes.actions.ts';
import { onlineClassAttendances, onlineClasses } from './online-classes.resource.ts';

export * from './online-classes.resource.ts';

/** The menu entries (`menu.online_classes`, `menu.smartclass`) are shared ones with screens of their own. */
export const onlineClassesModule = defineModule({
  resources: [onlineClasses, onlineClassAttendances],
  actions: [onlineClassProviderAction, onlineClassCreateAction, onlineClassJoinAction],
  labels: 'online-classes',
  inventory: onlineClassesInventory,
});
