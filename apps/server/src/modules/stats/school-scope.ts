import type { RequestContext } from '../../core/caller.ts';
import { forbidden } from '../../core/problem.ts';
import { loadSchoolTree, subtree } from '../../core/tenancy.ts';
import type { Services } from '../../core/services.ts';

/**
 * The caller's context narrowed to the school a stats path names (`/{lang}/stats/{schoolId}/...`)
 * and the schools below it that the caller reaches: a school outside the reach is 403, and no
 * figure can count another school's rows. The active season stays when the header names the same
 * school; otherwise every season counts (the figures are bounded by dates).
 */
export const schoolScope = async (
  services: Services,
  ctx: RequestContext,
  schoolId: number,
): Promise<RequestContext> => {
  if (!ctx.reach.has(schoolId)) throw forbidden();
  const tree = (await services.cache.remember('tree', 'all', () => loadSchoolTree(services.db))) ?? [];
  const scope = new Set([...subtree(tree, [schoolId])].filter((id) => ctx.reach.has(id)));
  const sameSchool = ctx.activeSchoolId === schoolId;
  return { ...ctx, scope, activeSchoolId: schoolId, activeSeasonId: sameSchool ? ctx.activeSeasonId : null };
};
