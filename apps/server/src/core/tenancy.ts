import { inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { col, resourceTable } from '../db/resource-tables.ts';
import type { Caller } from './caller.ts';

export interface SchoolNode {
  id: number;
  parent: number | null;
}

/** The school tree, read whole: a group has tens or hundreds of schools, not millions. */
export const loadSchoolTree = async (db: Db): Promise<SchoolNode[]> => {
  const rows = await prepared(db, 'kampus_school_tree', (database) => {
    const schools = resourceTable('schools');
    return database
      .select({ id: col(schools, 'id'), parent: col(schools, 'parent') })
      .from(schools)
      .prepare('kampus_school_tree');
  }).execute();
  return rows.map((row) => ({ id: Number(row.id), parent: row.parent === null ? null : Number(row.parent) }));
};

/** A school and every school below it. */
export const subtree = (tree: SchoolNode[], roots: Iterable<number>): Set<number> => {
  const children = new Map<number, number[]>();
  for (const node of tree) {
    if (node.parent !== null) children.set(node.parent, [...(children.get(node.parent) ?? []), node.id]);
  }
  const known = new Set(tree.map((node) => node.id));
  const result = new Set<number>();
  const queue = [...roots].filter((id) => known.has(id));
  while (queue.length > 0) {
    const id = queue.pop() as number;
    if (result.has(id)) continue;
    result.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return result;
};

const ownReach = (tree: SchoolNode[], caller: Caller): Set<number> => {
  if (caller.superadmin) return new Set(tree.map((node) => node.id));
  const roots = [caller.schoolId, ...caller.memberships];
  // Teachers, parents and students belong to schools; they do not reach what lies below them.
  const below = ['headquarters', 'campus', 'school'].includes(caller.audience);
  return below ? subtree(tree, roots) : new Set(roots.filter((id) => tree.some((n) => n.id === id)));
};

/**
 * Every school the caller reaches: superadmins all; others their own school and memberships,
 * with everything below them (a headquarters reaches its campuses and schools). An
 * impersonation reaches no further than its impersonator: only the schools stored on its session.
 */
export const computeReach = (tree: SchoolNode[], caller: Caller): Set<number> => {
  const reach = ownReach(tree, caller);
  if (caller.sessionSchools === null) return reach;
  const limit = new Set(caller.sessionSchools);
  return new Set([...reach].filter((id) => limit.has(id)));
};

/**
 * The users who belong to any of these schools: by their home school or by a membership
 * (`user_schools`), the two a caller's own reach is computed from (session-caller.ts). A
 * condition on `users`; `schools` is a set or a sub-select of school ids, so it stays one query.
 */
export const belongingTo = (db: Db, schools: ReadonlySet<number> | SQLWrapper): SQL => {
  const users = resourceTable('users');
  const memberships = resourceTable('user_schools');
  const within = (column: ReturnType<typeof col>): SQL =>
    !(schools instanceof Set)
      ? inArray(column, schools as SQLWrapper)
      : schools.size === 0
        ? sql`false`
        : inArray(column, [...schools]);
  const members = db
    .select({ id: col(memberships, 'user') })
    .from(memberships)
    .where(within(col(memberships, 'school')));
  return or(within(col(users, 'schoolId')), inArray(col(users, 'id'), members)) as SQL;
};
