import { resources, type Resource } from '@kampus/contract';
import { and, count, or } from 'drizzle-orm';
import { anyOf, noneOf } from '../db/any-of.ts';
import type { Db } from '../db/database.ts';
import { col, resourceTable } from '../db/resource-tables.ts';
import type { Row } from './hooks.ts';
import { Problem } from './problem.ts';

/** The resources whose rows still name a record, and how many rows each: the body of a refused delete. */
interface UsedBy {
  resource: string;
  count: number;
}

/** A resource and its fields that keep a record from being deleted (declared restrict, the default). */
interface Referrer {
  resource: Resource;
  fields: string[];
}

/**
 * Built once: for each target, the resources whose references to it restrict its deletion. A
 * reference declared `cascade` or `setNull` says on purpose what a delete does to it, so it does
 * not count; the database's own foreign keys (no action) stay the last word for anything missed.
 */
const restrictingReferrers = (): ReadonlyMap<string, Referrer[]> => {
  const byTarget = new Map<string, Referrer[]>();
  for (const resource of resources) {
    const fieldsByTarget = new Map<string, string[]>();
    for (const [name, field] of Object.entries(resource.fields)) {
      if ((field.kind !== 'ref' && field.kind !== 'refId') || !field.target) continue;
      if (field.onDelete === 'cascade' || field.onDelete === 'setNull') continue;
      fieldsByTarget.set(field.target, [...(fieldsByTarget.get(field.target) ?? []), name]);
    }
    for (const [target, fields] of fieldsByTarget) {
      byTarget.set(target, [...(byTarget.get(target) ?? []), { resource, fields }]);
    }
  }
  return byTarget;
};

let referrers: ReadonlyMap<string, Referrer[]> | undefined;

/**
 * How many rows of each resource still name one of `ids` of `resource`, one count query per
 * referencing table (its restricting fields ORed). Rows of the same table that are themselves
 * being deleted (a menu and its own child in one `removeWhere`) do not count.
 */
const referencesInUse = async (db: Db, resource: Resource, ids: readonly number[]): Promise<UsedBy[]> => {
  if (ids.length === 0) return [];
  referrers ??= restrictingReferrers();
  const usedBy: UsedBy[] = [];
  for (const { resource: referrer, fields } of referrers.get(resource.name) ?? []) {
    const table = resourceTable(referrer.name);
    const naming = or(...fields.map((field) => anyOf(col(table, field), ids)));
    const self = referrer.name === resource.name ? noneOf(col(table, 'id'), ids) : undefined;
    const [row] = await db.select({ total: count() }).from(table).where(and(naming, self));
    const total = Number(row?.total ?? 0);
    if (total > 0) usedBy.push({ resource: referrer.name, count: total });
  }
  return usedBy.sort((a, b) => b.count - a.count || a.resource.localeCompare(b.resource));
};

/**
 * Refuses the delete of records that others still use: 409 naming the resource that uses them
 * most (translated like any message) and, in `usedBy`, every resource with its count. Run before
 * the delete by the generic remove and the repository's remove and removeWhere, so a delete from
 * a route, an action or a job answers the same.
 */
export const refuseIfInUse = async (db: Db, resource: Resource, rows: readonly Row[]): Promise<void> => {
  // Generic rows (core/hooks.ts `Row`) type their id as unknown; it is a serial integer.
  const ids = rows.map((row) => Number(row.id));
  const usedBy = await referencesInUse(db, resource, ids);
  const [first] = usedBy;
  if (!first) return;
  throw new Problem(
    409,
    'errors.conflict',
    'errors.still_referenced',
    { what: `resources.${first.resource}` },
    undefined,
    {
      usedBy,
    },
  );
};
