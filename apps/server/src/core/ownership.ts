import { getResource, ownPaths, type Owner, type Resource } from '@kampus/contract';
import { and, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { anyOf } from '../db/any-of.ts';
import type { Db } from '../db/database.ts';
import { col, resourceTable } from '../db/resource-tables.ts';

const none = sql`false`;

/**
 * The condition that makes a row of `resource` the caller's own: a family's (parents and
 * students, granted `parent:own` / `student:own`) through the `ownField` and `ownVia`, a
 * teacher's (`teacher:own`) through `teacherVia` (contract `ownPaths`). Paths become
 * sub-selects, so a list stays one query: an attendance is own when its student is, a student
 * when the caller is the student or one of its guardians (for a teacher: when the student sits
 * in one of their classes), a class when one of the caller's students sits in it (for a teacher:
 * when they are its teacher or teach a lesson in it), a lesson when its class is.
 */
export const ownCondition = (
  db: Db,
  resource: Resource,
  callerId: number | Placeholder,
  owner: Owner = 'family',
  depth = 0,
): SQL => {
  const paths = ownPaths(resource, owner);
  if (paths.length === 0 || depth > 4) return none;
  const table = resourceTable(resource.name);
  const ownedIds = (target: Resource) => {
    const targetTable = resourceTable(target.name);
    return db
      .select({ id: col(targetTable, 'id') })
      .from(targetTable)
      .where(ownCondition(db, target, callerId, owner, depth + 1));
  };
  const conditions: SQL[] = [];
  for (const path of paths) {
    if ('link' in path && 'owned' in path) {
      // A link row naming this row, whose `owned` reference is the caller's own by its target's rule.
      const link = getResource(path.link);
      const target = getResource(link?.fields[path.owned]?.target ?? '');
      if (!link || !target) continue;
      const linkTable = resourceTable(link.name);
      const linked = db
        .select({ id: col(linkTable, path.to) })
        .from(linkTable)
        .where(inArray(col(linkTable, path.owned), ownedIds(target)));
      conditions.push(inArray(col(table, 'id'), linked));
    } else if ('link' in path) {
      // A link row naming this row and the caller (a guardian; a teacher's lesson in a class).
      const linkTable = resourceTable(path.link);
      const linked = db
        .select({ id: col(linkTable, path.to) })
        .from(linkTable)
        .where(eq(col(linkTable, path.by), callerId));
      conditions.push(inArray(col(table, 'id'), linked));
    } else if ('field' in path) {
      const target = getResource(resource.fields[path.field]?.target ?? '');
      if (target) conditions.push(inArray(col(table, path.field), ownedIds(target)));
    } else {
      // The row names the caller itself (its `ownField`, a class's teacher).
      conditions.push(eq(col(table, path.by), callerId));
    }
  }
  return or(...conditions) ?? none;
};

/**
 * Whether each row about to be created would be the caller's own, for an `own` create grant (a
 * teacher gives an assignment to a class of theirs, scores to its students): it names the caller
 * (`{ by }`), or a reference of it leads to a row of the caller's own (`{ field }`). A link path
 * finds rows by their id, which a new row has not got yet. One query per path whatever the
 * number of rows (the distinct ids named go as one array): a teacher's 40 scores of one
 * assignment ask about that assignment once.
 */
export const ownsNewRows = async (
  db: Db,
  resource: Resource,
  rows: readonly Readonly<Record<string, unknown>>[],
  callerId: number,
  owner: Owner,
): Promise<boolean[]> => {
  const owned = rows.map(() => false);
  for (const path of ownPaths(resource, owner)) {
    if ('link' in path) continue;
    if ('by' in path) {
      rows.forEach((data, index) => {
        if (data[path.by] === callerId) owned[index] = true;
      });
      continue;
    }
    const target = getResource(resource.fields[path.field]?.target ?? '');
    const named = [
      ...new Set(
        rows.flatMap((data, index) => {
          const value = data[path.field];
          return !owned[index] && typeof value === 'number' ? [value] : [];
        }),
      ),
    ];
    if (!target || named.length === 0) continue;
    const table = resourceTable(target.name);
    const found = await db
      .select({ id: col(table, 'id') })
      .from(table)
      .where(and(anyOf(col(table, 'id'), named), ownCondition(db, target, callerId, owner)));
    const ours = new Set(found.map((row) => Number(row.id)));
    rows.forEach((data, index) => {
      const value = data[path.field];
      if (typeof value === 'number' && ours.has(value)) owned[index] = true;
    });
  }
  return owned;
};
