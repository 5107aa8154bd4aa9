import { getResource, ownPaths, type Owner } from '@kampus/contract';
import { idOf, type World } from './world.ts';

const cache = new Map<string, Set<number>>();

/**
 * The ids of a resource's rows that are this user's own, computed from the declaration's paths
 * (contract `ownPaths`: a family's `ownField` and `ownVia`, a teacher's `teacherVia`, else their
 * `ownField`) over what the superadmin lists: the oracle the probes hold the server to, never
 * the server's own answer for that user. `fresh` reads every list it rests on again: the demo's
 * rows (a class's students, a teacher's lessons) may still be written by the server's start-up jobs
 * after the first lists were read, and an oracle older than the server's answer called a class's
 * own release "another family's" (CI, twice in six runs).
 */
export const ownIds = async (
  world: World,
  name: string,
  userId: number,
  owner: Owner = 'family',
  depth = 0,
  fresh = false,
): Promise<Set<number>> => {
  const key = `${name}:${userId}:${owner}`;
  const cached = cache.get(key);
  if (cached && !fresh) return cached;
  const resource = getResource(name);
  const own = new Set<number>();
  if (!resource || depth > 4) return own;
  const rows = await world.list(name, fresh);
  const declared = ownPaths(resource, owner);
  // With no path of their own, a teacher's rows are those naming them by the `ownField`.
  const paths = declared.length === 0 && resource.ownField ? [{ by: resource.ownField }] : declared;
  for (const path of paths) {
    if ('link' in path && 'owned' in path) {
      // Link rows whose `owned` reference is the user's own name this row in `to`.
      const target = getResource(path.link)?.fields[path.owned]?.target ?? '';
      const owned = await ownIds(world, target, userId, owner, depth + 1, fresh);
      const linked = new Set(
        (await world.list(path.link, fresh))
          .filter((row) => owned.has(idOf(row[path.owned]) ?? -1))
          .map((row) => idOf(row[path.to])),
      );
      for (const row of rows) if (linked.has(Number(row.id))) own.add(Number(row.id));
    } else if ('link' in path) {
      const linked = new Set(
        (await world.list(path.link, fresh))
          .filter((row) => idOf(row[path.by]) === userId)
          .map((row) => idOf(row[path.to])),
      );
      for (const row of rows) if (linked.has(Number(row.id))) own.add(Number(row.id));
    } else if ('field' in path) {
      const target = resource.fields[path.field]?.target ?? '';
      const owned = await ownIds(world, target, userId, owner, depth + 1, fresh);
      for (const row of rows) if (owned.has(idOf(row[path.field]) ?? -1)) own.add(Number(row.id));
    } else {
      for (const row of rows) if (idOf(row[path.by]) === userId) own.add(Number(row.id));
    }
  }
  cache.set(key, own);
  return own;
};
