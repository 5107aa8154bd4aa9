import {
  copyMenusAction,
  globalMenus,
  menus,
  moveGlobalMenuAction,
  schools as schoolsResource,
  moveMenuAction,
  syncMenusAction,
} from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import type { RequestContext } from '../../core/caller.ts';
import { forbidden } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { copyMenus } from './copy-menus.operation.ts';
import { moveMenu } from './move-menu.operation.ts';
import { syncMenus } from './sync-menus.operation.ts';

/** Every school named must be in reach (403); the source must exist, else the spec's `{response: "error"}`. */
const sourceExists = async (db: Db, ctx: RequestContext, schools: number[]): Promise<boolean> => {
  if (schools.some((id) => !ctx.reach.has(id))) throw forbidden('errors.school_forbidden');
  const source = await scoped(db, ctx, { across: 'reach' }).of(schoolsResource).first({ id: schools[0] });
  return source !== undefined;
};

/** The school's menus of that audience become a copy of the global ones. */
export const sync = implement(syncMenusAction, async ({ db, ctx, input }) => {
  const { schoolId } = input.body;
  if (!(await sourceExists(db, ctx, [schoolId]))) return { response: 'error' as const };
  await syncMenus(db, schoolId, input.params.type);
  return { response: 'success' as const };
});

/** Copies a school's menus of that audience to other schools. */
export const copy = implement(copyMenusAction, async ({ db, ctx, input }) => {
  const { schoolId, copyToIds } = input.body;
  if (!(await sourceExists(db, ctx, [schoolId, ...copyToIds]))) return { response: 'error' as const };
  for (const target of copyToIds) await copyMenus(db, schoolId, target, input.params.type);
  return { response: 'success' as const };
});

/** Moves the menu a step or to a place in one transaction; answers the siblings' ids and positions in their new order. */
export const move = implement(moveMenuAction, async ({ db, ctx, input }) => ({
  response: 'success' as const,
  siblings: await moveMenu(db, ctx, menus, input.params.id, input.body),
}));

export const moveGlobal = implement(moveGlobalMenuAction, async ({ db, ctx, input }) => ({
  response: 'success' as const,
  siblings: await moveMenu(db, ctx, globalMenus, input.params.id, input.body),
}));
