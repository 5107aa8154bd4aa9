import { getResource, hasOwnership, type Resource } from '@kampus/contract';
import { eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { col, resourceTable } from '../db/resource-tables.ts';

const none = sql`false`;

/**
 * The condition that makes a row of `resource` the caller's own (parents and students, granted
 * `parent:own` / `student:own`): its `ownField` is the caller, or one of its `ownVia` paths
 * leads to the caller. Paths become sub-selects, so a list stays one query: an attendance is
 * own when its student is, a student when the caller is the student or one of its guardians, a
 * class when one of the caller's students sits in it, a lesson when its class is.
 */
export const ownCondition = (db: Db, resource: Resource, callerId: number | Placeholder, depth = 0): SQL => {
  if (!hasOwnership(resource) || depth > 3) return none;
  const table = resourceTable(resource.name);
  const conditions: SQL[] = [];
  if (resource.ownField) conditions.push(eq(col(table, resource.ownField), callerId));
  for (const path of resource.ownVia ?? []) {
    if ('field' in path) {
      const target = getResource(resource.fields[path.field]?.target ?? '');
      if (!target) continue;
      const targetTable = resourceTable(target.name);
      const owned = db
        .select({ id: col(targetTable, 'id') })
        .from(targetTable)
        .where(ownCondition(db, target, callerId, depth + 1));
      conditions.push(inArray(col(table, path.field), owned));
    } else if ('owned' in path) {
      // A link row naming this row, whose `owned` reference is the caller's own by its target's rule.
      const link = getResource(path.link);
      const target = getResource(link?.fields[path.owned]?.target ?? '');
      if (!link || !target) continue;
      const linkTable = resourceTable(link.name);
      const targetTable = resourceTable(target.name);
      const owned = db
        .select({ id: col(targetTable, 'id') })
        .from(targetTable)
        .where(ownCondition(db, target, callerId, depth + 1));
      const linked = db
        .select({ id: col(linkTable, path.to) })
        .from(linkTable)
        .where(inArray(col(linkTable, path.owned), owned));
      conditions.push(inArray(col(table, 'id'), linked));
    } else {
      const linkTable = resourceTable(path.link);
      const linked = db
        .select({ id: col(linkTable, path.to) })
        .from(linkTable)
        .where(eq(col(linkTable, path.by), callerId));
      conditions.push(inArray(col(table, 'id'), linked));
    }
  }
  return or(...conditions) ?? none;
};
