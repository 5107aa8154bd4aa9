import { menus, type RowOf } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { replaceMenuTree } from './menu-tree.ts';

/**
 * The target school's menus of one audience become a copy of the source school's. The caller
 * (the copy route) has checked both schools are in its reach, so the copy runs as the system.
 */
export const copyMenus = async (tx: Db, fromSchool: number, toSchool: number, type: string): Promise<number> => {
  if (fromSchool === toSchool) return 0;
  const audience = type as RowOf<typeof menus>['type'];
  const source = await system(tx)
    .of(menus)
    .list({ school: fromSchool, type: audience }, { order: { position: 'asc' } });
  return replaceMenuTree(tx, toSchool, audience, source);
};
