import { defineModule } from '../define-module.ts';
import { feedsInventory } from './feeds.inventory.ts';
import { uploadFeedFileAction } from './feeds.actions.ts';
import { feedComments, feedLikes, feeds } from './feeds.resource.ts';

export * from './feeds.resource.ts';

/** The feed's menu entry is a shared one (`menu.feeds`, its own screen at /feeds). */
export const feedsModule = defineModule({
  resources: [feeds, feedLikes, feedComments],
  actions: [uploadFeedFileAction],
  labels: 'feeds',
  inventory: feedsInventory,
});
