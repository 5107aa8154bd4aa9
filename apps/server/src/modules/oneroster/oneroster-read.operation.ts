import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import type { Db } from '../../db/database.ts';
import type { View } from './oneroster-collections.ts';
import { refuse } from './oneroster-errors.ts';
import { toJson, type FlatRow } from './oneroster-json.ts';
import { filterCondition, paging, selected, selection, sortOrder, type ListQuery } from './oneroster-params.ts';

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = (result: unknown): FlatRow[] => {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) return [];
  return result.rows.filter((row): row is FlatRow => typeof row === 'object' && row !== null);
};

const viewCondition = (db: Db, ctx: RequestContext, view: View, parents: readonly string[]): SQL =>
  view.where ? view.where(db, ctx, parents) : sql`true`;

/** One record of the view by its sourcedId; 404 `unknownobject` when absent or outside the key's reach alike. */
const findOne = async (db: Db, ctx: RequestContext, view: View, sourcedId: string): Promise<FlatRow> => {
  const source = view.collection.source(db, ctx);
  const [row] = rowsOf(
    await db.execute(
      sql`select * from (${source}) as r where r."sourcedId" = ${sourcedId} and ${viewCondition(db, ctx, view, [])} limit 1`,
    ),
  );
  if (!row) throw refuse(404, 'unknownobject', `There is no ${view.collection.singular} "${sourcedId}".`);
  return row;
};

export const readItem = async (
  db: Db,
  ctx: RequestContext,
  view: View,
  sourcedId: string,
  fields: string | undefined,
): Promise<Record<string, unknown>> => {
  const names = selection(fields, view.collection.selectable);
  const row = await findOne(db, ctx, view, sourcedId);
  return { [view.collection.singular]: selected(toJson[view.collection.name]?.(row) ?? {}, names) };
};

export interface Page {
  body: Record<string, unknown>;
  total: number;
  limit: number;
  offset: number;
}

/**
 * A page of the view: filter, order, limit and offset in the database (a school group's 300,000
 * students are never read whole), the total counted by the same condition for `X-Total-Count`.
 * A nested view (`classes/{id}/students`, `classes/{id}/students/{id}/results`) first finds each
 * record it hangs under in reach.
 */
export const readPage = async (
  db: Db,
  ctx: RequestContext,
  view: View,
  query: ListQuery,
  parents: readonly string[] = [],
): Promise<Page> => {
  const { collection } = view;
  const names = selection(query.fields, collection.selectable);
  const { limit, offset } = paging(query);
  const condition = sql`${filterCondition(query.filter, collection.filterable)} and ${viewCondition(db, ctx, view, parents)}`;
  const order = sortOrder(query, collection.filterable);
  for (const [index, parent] of (view.parents ?? []).entries()) {
    const before = parents.slice(0, index);
    const where = parent.where;
    await findOne(
      db,
      ctx,
      { collection: parent.collection, plural: '', ...(where ? { where: (d, c) => where(d, c, before) } : {}) },
      parents[index] ?? '',
    );
  }
  const source = collection.source(db, ctx);
  // The page's ids first, from the columns the filter and sort name (the database computes no
  // other column for the rows it skips), then only those records whole.
  const ids = rowsOf(
    await db.execute(
      sql`select r."sourcedId" from (${source}) as r where ${condition} order by ${order} limit ${limit} offset ${offset}`,
    ),
  ).map((row) => String(row.sourcedId));
  const byId = new Map(
    ids.length === 0
      ? []
      : rowsOf(
          await db.execute(
            sql`select * from (${source}) as r where r."sourcedId" in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          ),
        ).map((row) => [String(row.sourcedId), row] as const),
  );
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  const [counted] = rowsOf(
    await db.execute(sql`select count(*)::int as "total" from (${source}) as r where ${condition}`),
  );
  const total = Number(counted?.total ?? 0);
  const mapped = rows.map((row) => selected(toJson[collection.name]?.(row) ?? {}, names));
  return { body: { [view.plural]: mapped }, total, limit, offset };
};
