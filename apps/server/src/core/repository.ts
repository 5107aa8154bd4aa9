import type { DataOf, Resource, RowOf } from '@kampus/contract';
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { anyOf } from '../db/any-of.ts';
import { COLLATED_KINDS, textSortTerms } from '../db/collation.ts';
import type { Db } from '../db/database.ts';
import { col, resourceTable, tableOf, type ResourceTable, type TableOf } from '../db/resource-tables.ts';
import { systemContext, type RequestContext } from './caller.ts';
import type { Row } from './hooks.ts';
import { notFound } from './problem.ts';
import { itemVisibility, keyCondition, readerGrant, visibility, type Grant } from './visibility.ts';
import { checkServerData, createRows, removeRows, updateRow } from './write-pipeline.ts';

/**
 * The one way named operations read and write resources: every query goes through the
 * visibility the generic CRUD path uses (visibility.ts), so a record outside the caller's
 * reach is 404 here exactly as on `/api`, and writes go through the one write path
 * (write-pipeline.ts) a generic create, update or delete takes: reach, ownership, references,
 * the resource's hooks and the audit entry, never skipped. Rows come back typed by the
 * declaration (`RowOf<R>`).
 *
 *   const users = scoped(db, ctx).of(usersResource);
 *   const user = await users.get(5);              // 404 when absent or out of reach
 *   const mine = await tokens.list({ user: 5 });  // { id: [1, 2] } for IN, null for IS NULL
 *
 * `system(db)` is the same access for work no caller does (seeds, jobs, start-up).
 */

/** Conditions keyed by field name: a value is `=`, an array is `= any($1)` (one parameter), null is `IS NULL`. */
export type Where<R> = {
  [K in keyof RowOf<R>]?: RowOf<R>[K] | readonly NonNullable<RowOf<R>[K]>[];
};

type Order<R> = Partial<Record<keyof RowOf<R> & string, 'asc' | 'desc'>>;

interface ListOptions<R> {
  order?: Order<R>;
  limit?: number;
  offset?: number;
  /** Further conditions built on `table` (a date range, a sub-select); ANDed with the rest. */
  also?: SQL;
}

export interface ResourceAccess<R extends Resource> {
  /** The typed table, for conditions `Where` cannot say (`also`). */
  readonly table: TableOf<R>;
  list: (where?: Where<R>, options?: ListOptions<R>) => Promise<RowOf<R>[]>;
  first: (where?: Where<R>, options?: ListOptions<R>) => Promise<RowOf<R> | undefined>;
  /**
   * `list`'s rows in its order, `size` at a time: the ids in order first (one statement, one
   * sort), then each batch's rows by one array of ids. An export of a whole school holds its ids
   * and one batch of rows in memory, never the table; `limit` and `offset` do not apply.
   */
  batches: (where?: Where<R>, options?: ListOptions<R> & { size?: number }) => AsyncGenerator<RowOf<R>[]>;
  /** The visible row with this id (or alternate key); 404 when absent or out of reach alike. */
  get: (key: number | string) => Promise<RowOf<R>>;
  /**
   * `get` that also locks the row until the transaction ends (`SELECT ... FOR UPDATE`): whoever
   * locks it next waits for this commit and reads what it wrote, so a counter kept on the row
   * (an invoice series' next number) is handed out once, without gaps. Pass the transaction.
   */
  lock: (key: number | string) => Promise<RowOf<R>>;
  count: (where?: Where<R>, also?: SQL) => Promise<number>;
  /**
   * The visible rows matching, as the condition of a statement of one's own on `table`: a sum,
   * a `group by`, a page of an export, computed in the database over exactly the rows `list`
   * would answer.
   */
  condition: (where?: Where<R>, also?: SQL) => SQL | undefined;
  /** Inserts through the write path of a generic create (school in reach, references visible, hooks); audited. */
  insert: (data: DataOf<R>) => Promise<RowOf<R>>;
  /** Updates a visible row (404 otherwise) through the write path of a generic update; audited. */
  update: (key: number | string, data: DataOf<R>) => Promise<RowOf<R>>;
  /** Updates every visible row matching, each through the write path of an update; answers how many. */
  updateWhere: (where: Where<R>, data: DataOf<R>, also?: SQL) => Promise<number>;
  /** Deletes a visible row (404 otherwise) through the write path of a delete (hooks, audit). */
  remove: (key: number | string) => Promise<void>;
  /** Deletes every visible row matching, each through the write path of a delete; answers how many went. */
  removeWhere: (where: Where<R>, also?: SQL) => Promise<number>;
}

export interface Scoped {
  of: <R extends Resource>(resource: R, grant?: Grant) => ResourceAccess<R>;
}

const conditionsOf = (table: ResourceTable, where: Record<string, unknown>): SQL[] =>
  Object.entries(where)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => {
      const column = col(table, name);
      if (value === null) return isNull(column);
      if (Array.isArray(value)) return anyOf(column, value);
      return eq(column, value);
    });

const access = <R extends Resource>(db: Db, ctx: RequestContext, resource: R, grant: Grant): ResourceAccess<R> => {
  const table = resourceTable(resource.name);
  const visible = (): SQL[] => visibility(ctx, resource, table, grant, db);
  const whereOf = (where: Where<R> = {}, also?: SQL): SQL | undefined =>
    and(...visible(), ...conditionsOf(table, where), ...(also ? [also] : []));

  // Text in the caller's language order, as the generic lists sort it (core/query.ts).
  const sortTerms = (order: Order<R> = {}): { term: SQL | AnyPgColumn; direction: 'asc' | 'desc' }[] =>
    Object.entries(order).flatMap(([name, direction]) => {
      const kind = resource.fields[name]?.kind;
      const terms =
        kind && COLLATED_KINDS.has(kind) ? textSortTerms(col(table, name), kind, ctx.language) : [col(table, name)];
      return terms.map((term) => ({ term, direction: direction === 'desc' ? ('desc' as const) : ('asc' as const) }));
    });

  const list = async (where?: Where<R>, options: ListOptions<R> = {}): Promise<RowOf<R>[]> => {
    const order = sortTerms(options.order).map(({ term, direction }) =>
      direction === 'desc' ? desc(term) : asc(term),
    );
    const query = db
      .select()
      .from(table)
      .where(whereOf(where, options.also))
      .orderBy(...order, asc(col(table, 'id')))
      .$dynamic();
    if (options.limit !== undefined) query.limit(options.limit);
    if (options.offset !== undefined) query.offset(options.offset);
    return (await query) as RowOf<R>[];
  };

  async function* batches(
    where?: Where<R>,
    options: ListOptions<R> & { size?: number } = {},
  ): AsyncGenerator<RowOf<R>[]> {
    const size = options.size ?? 1000;
    const id = col(table, 'id');
    const order = sortTerms(options.order).map(({ term, direction }) =>
      direction === 'desc' ? desc(term) : asc(term),
    );
    // One sort, of ids alone: the database orders the whole set once (where no index serves the
    // order, as on PGlite, a keyset batch would sort the rest again each time), and the ids are
    // a few bytes a row where the rows are hundreds.
    const ids = (
      await db
        .select({ id })
        .from(table)
        .where(whereOf(where, options.also))
        .orderBy(...order, asc(id))
    ).map((row) => Number(row.id));
    for (let start = 0; start < ids.length; start += size) {
      const chunk = ids.slice(start, start + size);
      const rows = (await db
        .select()
        .from(table)
        .where(and(whereOf(where, options.also), anyOf(id, chunk)))) as Row[];
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      // A row deleted since the first statement is left out; the others keep the sort's order.
      yield chunk.flatMap((key) => {
        const row = byId.get(key);
        return row ? [row as RowOf<R>] : [];
      });
    }
  }

  const get = async (key: number | string): Promise<RowOf<R>> => {
    const [row] = await db
      .select()
      .from(table)
      .where(and(keyCondition(resource, table, key), itemVisibility(ctx, resource, table, grant, db)))
      .limit(1);
    if (!row) throw notFound();
    return row as RowOf<R>;
  };

  const lock = async (key: number | string): Promise<RowOf<R>> => {
    const [row] = await db
      .select()
      .from(table)
      .where(and(keyCondition(resource, table, key), itemVisibility(ctx, resource, table, grant, db)))
      .limit(1)
      .for('update');
    if (!row) throw notFound();
    return row as RowOf<R>;
  };

  const remove = async (key: number | string): Promise<void> => {
    await removeRows(db, ctx, resource, [(await get(key)) as Row]);
  };

  return {
    table: tableOf(resource),
    list,
    first: async (where, options = {}) => (await list(where, { ...options, limit: 1 }))[0],
    batches,
    get,
    lock,
    condition: whereOf,
    count: async (where, also) => {
      const [row] = await db.select({ total: count() }).from(table).where(whereOf(where, also));
      return Number(row?.total ?? 0);
    },
    insert: async (input) => {
      const [row] = await createRows(db, ctx, resource, [checkServerData(resource, { ...input })]);
      return row as RowOf<R>;
    },
    update: async (key, input) => {
      const current = (await get(key)) as Row;
      return (await updateRow(db, ctx, resource, current, checkServerData(resource, { ...input }))) as RowOf<R>;
    },
    updateWhere: async (where, input, also) => {
      const data = checkServerData(resource, { ...input });
      const rows = (await db.select().from(table).where(whereOf(where, also))) as Row[];
      // Row by row: each row's hooks see it as it was, and may change what it gets.
      for (const row of rows) await updateRow(db, ctx, resource, row, { ...data });
      return rows.length;
    },
    remove,
    removeWhere: async (where, also) => {
      const rows = (await db.select().from(table).where(whereOf(where, also))) as Row[];
      await removeRows(db, ctx, resource, rows);
      return rows.length;
    },
  };
};

export interface ScopeOptions {
  /**
   * `active` (default): the active school's subtree (the `schoolId` header), as `/api` lists.
   * `reach`: every school the caller reaches whatever school is active (the user's own schools
   * and menus), still never beyond.
   */
  across?: 'active' | 'reach';
  /**
   * `reader`: a resource named without a grant is read as the caller reads it on `/api`, their
   * own rows only where reading is granted `own` (a teacher's students, a family's records), so
   * an operation built on other records (a class's report cards, an exam's grid) holds no one
   * the caller could not list. Default: every row in reach, the operation deciding the rest.
   */
  as?: 'reader';
}

/** Resources as this caller may see them. Writes run on `db`: pass the transaction to join it. */
export const scoped = (db: Db, ctx: RequestContext, options: ScopeOptions = {}): Scoped => {
  const context = options.across === 'reach' ? { ...ctx, scope: ctx.reach } : ctx;
  return {
    of: (resource, grant) =>
      access(db, context, resource, grant ?? (options.as === 'reader' ? readerGrant(ctx, resource) : 'all')),
  };
};

/**
 * Resources as the system sees them: every row, no reach checks, nothing audited (nobody's act).
 * Its writes still run the resources' hooks: a job's or a seed's row obeys the same rules.
 */
export const system = (db: Db): Scoped => scoped(db, systemContext());
