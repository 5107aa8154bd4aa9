import { and, asc, eq } from 'drizzle-orm';
import type { Row } from '../../core/hooks.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { replaceMenuTree } from './menu-tree.ts';

/** The target school's menus of one audience become a copy of the source school's. */
export const copyMenus = async (tx: Db, fromSchool: number, toSchool: number, type: string): Promise<number> => {
  if (fromSchool === toSchool) return 0;
  const table = resourceTable('menus');
  const source = await tx
    .select()
    .from(table)
    .where(and(eq(col(table, 'school'), fromSchool), eq(col(table, 'type'), type)))
    .orderBy(asc(col(table, 'position')), asc(col(table, 'id')));
  return replaceMenuTree(tx, toSchool, type, source as Row[]);
};
