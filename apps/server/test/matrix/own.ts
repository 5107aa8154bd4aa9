import { getResource } from '@kampus/contract';
import { idOf, type World } from './world.ts';

const cache = new Map<string, Set<number>>();

/**
 * The ids of a resource's rows that are this user's own, computed from the declaration's
 * `ownField` and `ownVia` over what the superadmin lists: the oracle the family probes hold
 * the server to, never the server's own answer for that user.
 */
export const ownIds = async (world: World, name: string, userId: number, depth = 0): Promise<Set<number>> => {
  const key = `${name}:${userId}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const resource = getResource(name);
  const own = new Set<number>();
  if (!resource || depth > 3) return own;
  const rows = await world.list(name);
  const ownField = resource.ownField;
  if (ownField) for (const row of rows) if (idOf(row[ownField]) === userId) own.add(Number(row.id));
  for (const path of resource.ownVia ?? []) {
    if ('field' in path) {
      const target = resource.fields[path.field]?.target ?? '';
      const owned = await ownIds(world, target, userId, depth + 1);
      for (const row of rows) if (owned.has(idOf(row[path.field]) ?? -1)) own.add(Number(row.id));
    } else if ('owned' in path) {
      // Link rows whose `owned` reference is the user's own name this row in `to`.
      const target = getResource(path.link)?.fields[path.owned]?.target ?? '';
      const owned = await ownIds(world, target, userId, depth + 1);
      const linked = new Set(
        (await world.list(path.link))
          .filter((row) => owned.has(idOf(row[path.owned]) ?? -1))
          .map((row) => idOf(row[path.to])),
      );
      for (const row of rows) if (linked.has(Number(row.id))) own.add(Number(row.id));
    } else {
      const linked = new Set(
        (await world.list(path.link)).filter((row) => idOf(row[path.by]) === userId).map((row) => idOf(row[path.to])),
      );
      for (const row of rows) if (linked.has(Number(row.id))) own.add(Number(row.id));
    }
  }
  cache.set(key, own);
  return own;
};
