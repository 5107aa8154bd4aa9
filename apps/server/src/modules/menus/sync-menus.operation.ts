import { menus as menusResource } from '@kampus/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/**
 * Replaces a school's menus of one audience with a copy of the global menus of that audience,
 * parents mapped to the new copies. Runs inside the caller's transaction.
 */
export const syncMenus = async (tx: Db, schoolId: number, type: string): Promise<number> => {
  const global = resourceTable('global_menus');
  const local = resourceTable(menusResource.name);
  const templates = await tx
    .select()
    .from(global)
    .where(eq(col(global, 'type'), type))
    .orderBy(asc(col(global, 'parent')), asc(col(global, 'position')), asc(col(global, 'id')));
  await tx.delete(local).where(and(eq(col(local, 'school'), schoolId), eq(col(local, 'type'), type)));
  const copies = new Map<number, number>();
  // Parents before children: a child's parent has been copied when the child comes.
  const pending = [...templates];
  while (pending.length > 0) {
    const index = pending.findIndex((menu) => menu.parent === null || copies.has(Number(menu.parent)));
    if (index < 0) break;
    const [menu] = pending.splice(index, 1);
    if (!menu) break;
    const [copy] = await tx
      .insert(local)
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
      .returning({ id: col(local, 'id') });
    copies.set(Number(menu.id), Number(copy?.id));
  }
  return copies.size;
};

/** The audiences whose menus a school of this type carries. */
export const menuTypesFor = (schoolType: string): string[] =>
  schoolType === 'school' ? ['school', 'teacher', 'parent', 'student'] : [schoolType];
