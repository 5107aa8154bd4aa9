import { asc, eq } from 'drizzle-orm';
import type { Row } from '../../core/hooks.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { replaceMenuTree } from './menu-tree.ts';

/** A school's menus of one audience become a copy of the global menus of that audience. */
export const syncMenus = async (tx: Db, schoolId: number, type: string): Promise<number> => {
  const global = resourceTable('global_menus');
  const templates = await tx
    .select()
    .from(global)
    .where(eq(col(global, 'type'), type))
    .orderBy(asc(col(global, 'position')), asc(col(global, 'id')));
  return replaceMenuTree(tx, schoolId, type, templates as Row[]);
};

/** The audiences whose menus a school of this type carries. */
export const menuTypesFor = (schoolType: string): string[] =>
  schoolType === 'school' ? ['school', 'teacher', 'parent', 'student'] : [schoolType];
