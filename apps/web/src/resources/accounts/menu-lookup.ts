import type { MenuItem } from '../../api/types.ts';

/** Every entry of a menu tree with a url, by id. */
export const flattenMenus = (items: readonly MenuItem[], into = new Map<number, MenuItem>()): Map<number, MenuItem> => {
  for (const item of items) {
    if (item.url) into.set(item.id, item);
    flattenMenus(item.children ?? [], into);
  }
  return into;
};
