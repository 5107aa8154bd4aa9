import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of this module's resources (docs/privacy.md). */
export const feedsInventory = [
  inventoryEntry('feeds', 'message'),
  inventoryEntry('feed_likes', 'message'),
  inventoryEntry('feed_comments', 'message'),
];
