import { globalMenus, menus, type MenuType, type RowOf, type SchoolType } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { replaceMenuTree } from './menu-tree.ts';

/** A school's menus of one audience become a copy of the global menus of that audience. */
export const syncMenus = async (tx: Db, schoolId: number, type: string): Promise<number> => {
  const audience = type as RowOf<typeof menus>['type'];
  const templates = await system(tx)
    .of(globalMenus)
    .list({ type: audience }, { order: { position: 'asc' } });
  return replaceMenuTree(tx, schoolId, audience, templates);
};

/** The audiences whose menus a school of this type carries. */
export const menuTypesFor = (schoolType: SchoolType): MenuType[] =>
  schoolType === 'school' ? ['school', 'teacher', 'parent', 'student'] : [schoolType];
