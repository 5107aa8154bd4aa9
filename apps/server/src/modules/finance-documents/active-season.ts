import { seasons } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/**
 * The season a school's new finance record belongs to: the active one (the `seasonId` header)
 * when it is this school's, else the school's default season. None: 422 on `season`.
 */
export const seasonFor = async (tx: Db, ctx: RequestContext, school: number): Promise<number> => {
  const all = scoped(tx, ctx, { across: 'reach' }).of(seasons);
  const active = ctx.activeSeasonId === null ? undefined : await all.first({ id: ctx.activeSeasonId, school });
  const season = active ?? (await all.first({ school, isDefault: true }));
  if (!season) throw violation('season', 'validation.required');
  return season.id;
};
