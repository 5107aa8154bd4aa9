import { seasons, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { forbidden } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

type Season = RowOf<typeof seasons>;

export interface SeasonPair {
  active: Season;
  /** The school's season that started last before the active one; null for a school's first. */
  previous: Season | null;
}

/** A season's sort key: its start date, else its title ("2025-2026" sorts before "2026-2027"). */
const startOf = (season: Season): string => season.startDate ?? season.title;

/** The active season (the `seasonId` header) and the one before it, of the active season's school. */
export const seasonPair = async (tx: Db, ctx: RequestContext): Promise<SeasonPair> => {
  if (ctx.activeSeasonId === null) throw forbidden('errors.season_forbidden');
  const repo = scoped(tx, ctx).of(seasons);
  const active = await repo.get(ctx.activeSeasonId);
  const earlier = (await repo.list({ school: active.school }))
    .filter((season) => season.id !== active.id && startOf(season) < startOf(active))
    .sort((a, b) => startOf(b).localeCompare(startOf(a)));
  return { active, previous: earlier[0] ?? null };
};

/** The caller's context with another season active: season rows of that season, same reach. */
export const inSeason = (ctx: RequestContext, seasonId: number): RequestContext => ({
  ...ctx,
  activeSeasonId: seasonId,
});
