import { menus, type RowOf } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { recordAllOffered } from './menu-offers.ts';

/** What a copy takes of a menu, a global one or another school's alike. */
export type MenuSource = Pick<
  RowOf<typeof menus>,
  'id' | 'parent' | 'title' | 'url' | 'icon' | 'position' | 'isActive'
>;

/**
 * Replaces a school's menus of one audience with copies of `source` (global or another school's
 * menus), parents mapped to the new copies. Parents are inserted before their children.
 * Runs as the system: the caller (the sync and copy routes, a new school) has already checked
 * that the school is theirs, and the copies are the engine's work, not an edit to audit.
 */
export const replaceMenuTree = async (
  tx: Db,
  schoolId: number,
  type: RowOf<typeof menus>['type'],
  source: readonly MenuSource[],
): Promise<number> => {
  const schoolMenus = system(tx).of(menus);
  await schoolMenus.removeWhere({ school: schoolId, type });
  const copies = new Map<number, number>();
  const pending = [...source];
  while (pending.length > 0) {
    const index = pending.findIndex((menu) => menu.parent === null || copies.has(menu.parent));
    if (index < 0) break;
    const [menu] = pending.splice(index, 1);
    if (!menu) break;
    const copy = await schoolMenus.insert({
      school: schoolId,
      type,
      parent: menu.parent === null ? null : (copies.get(menu.parent) ?? null),
      title: menu.title,
      url: menu.url,
      icon: menu.icon,
      position: menu.position,
      isActive: menu.isActive,
    });
    copies.set(menu.id, copy.id);
  }
  // The copy is what the school now has of every default entry: start-up offers it none again.
  await recordAllOffered(tx, schoolId, type);
  return copies.size;
};
