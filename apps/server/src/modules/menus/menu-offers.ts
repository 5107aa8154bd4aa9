import { defaultMenus, menusFor, type Audience, type DefaultMenu, type MenuType } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { menuOffers } from '../../db/internal-tables.ts';

/** One menu tree: the global menus of an audience (`school` null) or a school's. */
export interface MenuTree {
  school: number | null;
  type: MenuType;
}

/** The default entries of one audience, each with the key of its group (null at the top). */
export const entriesOf = (
  type: Audience,
  menus: readonly DefaultMenu[],
): { entry: DefaultMenu; parent: string | null }[] => {
  const walk = (
    level: readonly DefaultMenu[],
    parent: string | null,
  ): { entry: DefaultMenu; parent: string | null }[] =>
    level.flatMap((entry) => [{ entry, parent }, ...walk(entry.children ?? [], entry.key)]);
  return walk(menusFor(type, menus), null);
};

/** Records that a tree was offered these keys (on top of what it was offered before). */
export const recordOffers = async (tx: Db, tree: MenuTree, keys: readonly string[]): Promise<void> => {
  await tx
    .insert(menuOffers)
    .values({ schoolId: tree.school, type: tree.type, keys: [...new Set(keys)] })
    .onConflictDoUpdate({
      target: [menuOffers.schoolId, menuOffers.type],
      set: { keys: sql`array(select distinct unnest(${menuOffers.keys} || excluded.keys))` },
    });
};

/** A school's tree was just replaced by a copy (sync or copy): it holds what it should of every default. */
export const recordAllOffered = (tx: Db, school: number, type: MenuType): Promise<void> =>
  recordOffers(
    tx,
    { school, type },
    entriesOf(type as Audience, defaultMenus).map(({ entry }) => entry.key),
  );
