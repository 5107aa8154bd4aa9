import { and, eq } from 'drizzle-orm';
import type { Row } from '../../core/hooks.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { recordAllOffered } from './menu-offers.ts';

/**
 * Replaces a school's menus of one audience with copies of `source` (global or another school's
 * menus), parents mapped to the new copies. Parents are inserted before their children.
 */
export const replaceMenuTree = async (tx: Db, schoolId: number, type: string, source: Row[]): Promise<number> => {
  const table = resourceTable('menus');
  await tx.delete(table).where(and(eq(col(table, 'school'), schoolId), eq(col(table, 'type'), type)));
  const copies = new Map<number, number>();
  const pending = [...source];
  while (pending.length > 0) {
    const index = pending.findIndex((menu) => menu.parent === null || copies.has(Number(menu.parent)));
    if (index < 0) break;
    const [menu] = pending.splice(index, 1);
    if (!menu) break;
    const [copy] = await tx
      .insert(table)
      .values({
        school: schoolId,
        type,
        parent: menu.parent === null ? null : copies.get(Number(menu.parent)),
        title: menu.title,
        url: menu.url,
        icon: menu.icon,
        position: menu.position,
        isActive: menu.isActive,
      })
      .returning({ id: col(table, 'id') });
    copies.set(Number(menu.id), Number(copy?.id));
  }
  // The copy is what the school now has of every default entry: start-up offers it none again.
  await recordAllOffered(tx, schoolId, type);
  return copies.size;
};
