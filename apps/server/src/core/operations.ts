import { validateRecord, type Resource, type Violation } from '@kampus/contract';
import { and, count } from 'drizzle-orm';
import { type Db, inTransaction } from '../db/database.ts';
import { resourceTable } from '../db/resource-tables.ts';
import type { RequestContext } from './caller.ts';
import type { Services } from './services.ts';
import { translateDbError } from './db-errors.ts';
import { hooksOf, type Data, type HookRow, type Row } from './hooks.ts';
import { lockLedgerOfKey } from './ledger-lock.ts';
import { authorize, checkWritable } from './policy.ts';
import { forbidden, notFound, unprocessable } from './problem.ts';
import { parseListQuery, type QueryParams } from './query.ts';
import type { TableCache } from './request-cache.ts';
import { checkVersion } from './versions.ts';
import { preparedItem, preparedPage } from './prepared-reads.ts';
import { keyValue, loadVisible, visibility, visibilityPlan } from './visibility.ts';
import { createRows, itemCheck, removeRows, updateRow } from './write-pipeline.ts';

/**
 * The generic operations every resource gets: find, findOne, create, update, remove. Each owns
 * what a request brings (the policy check, the body's validation, the `If-Match` version, the
 * transaction), then hands the write to the one write path (core/write-pipeline.ts: tenancy,
 * references, hooks, the write, audit), the very one the repository writes through. Routes,
 * seeds, jobs and tests call these or the repository and never write SQL for a resource.
 */
export interface ListResult {
  items: Row[];
  total: number;
  page: number;
  itemsPerPage: number;
  paginate: boolean;
}

/** A count's identity: its SQL text and the values bound to it. */
const totalKey = (query: { sql: string; params: unknown[] }): string => `${query.sql} ${JSON.stringify(query.params)}`;

export const find = async (
  db: Db,
  ctx: RequestContext,
  resource: Resource,
  query: QueryParams,
  /** The node's totals (core/request-cache.ts); only for reads outside a transaction, which see committed rows. */
  cache?: TableCache,
): Promise<ListResult> => {
  const grant = authorize(ctx, resource, 'list');
  // A count over `ownVia` reads other tables (a guardian's link), which the cache does not watch.
  const totals = visibilityPlan(ctx, resource, grant, true).own === 'via' ? undefined : cache;
  const table = resourceTable(resource.name);
  const parsed = parseListQuery(resource, table, query, ctx.language);
  if (ctx.caller && parsed.tenantValues.some((id) => !ctx.reach.has(id))) throw forbidden('errors.school_forbidden');
  const pageOf = { page: parsed.page, itemsPerPage: parsed.itemsPerPage, paginate: parsed.paginate };
  // A page with no filter beyond tenancy (the default list screen) is the one prepared shape.
  if (parsed.where.length === 0 && parsed.paginate) {
    const plan = visibilityPlan(ctx, resource, grant, true);
    const limits = { limit: parsed.itemsPerPage, offset: (parsed.page - 1) * parsed.itemsPerPage };
    const { items, total } = await preparedPage(
      db,
      resource,
      plan,
      { sql: parsed.order, key: parsed.orderKey },
      limits,
      totals,
    );
    return { items, total, ...pageOf };
  }
  const where = and(...visibility(ctx, resource, table, grant, db), ...parsed.where);
  const counting = db.select({ total: count() }).from(table).where(where);
  const countTotal = async (): Promise<number> => Number((await counting)[0]?.total ?? 0);
  const total = totals
    ? await totals.byTable(resource.table, totalKey(counting.toSQL()), countTotal)
    : await countTotal();
  const base = db
    .select()
    .from(table)
    .where(where)
    .orderBy(...parsed.order);
  const items = parsed.paginate
    ? await base.limit(parsed.itemsPerPage).offset((parsed.page - 1) * parsed.itemsPerPage)
    : await base;
  return { items: items as Row[], total, ...pageOf };
};

export const findOne = async <R extends Resource>(
  db: Db,
  ctx: RequestContext,
  resource: R,
  key: string | number,
): Promise<HookRow<R>> => {
  const grant = authorize(ctx, resource, 'read');
  const { field, value } = keyValue(resource, key);
  // One prepared query: the caller's own record (whichever school is active) or a visible one.
  const row = await preparedItem(db, resource, field, value, visibilityPlan(ctx, resource, grant, true, true));
  // Outside the caller's reach looks exactly like absent: existence must not leak.
  if (!row) throw notFound();
  return row as HookRow<R>;
};

/**
 * A create body with the owning school (and, for a season resource, the active season) filled
 * in from the request when the client left it out, so a required season is not refused.
 */
const withTenantDefault = (ctx: RequestContext, resource: Resource, body: unknown): unknown => {
  const tenant = resource.tenantField;
  const school = ctx.activeSchoolId ?? ctx.caller?.schoolId;
  if (!tenant || tenant === 'id' || school === undefined || typeof body !== 'object' || body === null) return body;
  const record = body as Record<string, unknown>;
  const season = resource.seasonField;
  // A season row created without its season takes the active one (the seasonId header).
  const seasonDefault =
    season && record[season] === undefined && ctx.activeSeasonId !== null ? { [season]: ctx.activeSeasonId } : {};
  return record[tenant] === undefined
    ? { ...record, [tenant]: school, ...seasonDefault }
    : { ...record, ...seasonDefault };
};

const validated = (ctx: RequestContext, resource: Resource, mode: 'create' | 'update', body: unknown): Data => {
  const result = validateRecord(resource, mode, mode === 'create' ? withTenantDefault(ctx, resource, body) : body);
  if (!result.ok) throw unprocessable(result.violations);
  checkWritable(ctx, resource, result.data);
  return result.data;
};

const transaction = async <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => {
  try {
    return await inTransaction(db, (tx) => work(tx));
  } catch (error) {
    return translateDbError(error);
  }
};

export const create = async <R extends Resource>(
  db: Db,
  ctx: RequestContext,
  resource: R,
  body: unknown,
): Promise<HookRow<R>> => {
  const grant = authorize(ctx, resource, 'create');
  const data = validated(ctx, resource, 'create', body);
  return transaction(db, async (tx) => {
    const [row] = await createRows(tx, ctx, resource, [data], { grant });
    return row as HookRow<R>;
  });
};

/** What a change of one record may ask besides its data: the version it was based on (`If-Match`). */
export interface ChangeOptions {
  ifMatch?: string;
  /** A delete's `afterDeleteCommitted` hook runs with these once the row is gone for good. */
  services?: Services;
}

export const update = async <R extends Resource>(
  db: Db,
  ctx: RequestContext,
  resource: R,
  key: string | number,
  body: unknown,
  options: ChangeOptions = {},
): Promise<HookRow<R>> => {
  const grant = authorize(ctx, resource, 'update');
  const data = validated(ctx, resource, 'update', body);
  return transaction(db, async (tx) => {
    // A money row's school ledger lock first, then the row as the lock's previous holder left it.
    await lockLedgerOfKey(tx, ctx, resource, key);
    const current = await loadVisible(tx, ctx, resource, key, grant, options.ifMatch !== undefined);
    checkVersion(current, options.ifMatch);
    return (await updateRow(tx, ctx, resource, current, data)) as HookRow<R>;
  });
};

export const remove = async (
  db: Db,
  ctx: RequestContext,
  resource: Resource,
  key: string | number,
  options: ChangeOptions = {},
): Promise<void> => {
  const grant = authorize(ctx, resource, 'delete');
  const removed = await transaction(db, async (tx) => {
    // A money row's school ledger lock first, then the row as the lock's previous holder left it.
    await lockLedgerOfKey(tx, ctx, resource, key);
    const current = await loadVisible(tx, ctx, resource, key, grant, options.ifMatch !== undefined);
    checkVersion(current, options.ifMatch);
    await removeRows(tx, ctx, resource, [current]);
    return current;
  });
  if (options.services) await hooksOf(resource).afterDeleteCommitted?.(removed, options.services);
};

/** Items of one batch that repeat a unique key of an earlier item: named like the database would name it. */
const repeatedKeys = (resource: Resource, items: Data[]): Violation[] => {
  const keys = [
    ...Object.entries(resource.fields)
      .filter(([, field]) => field.unique)
      .map(([name]) => [name]),
    ...(resource.uniques ?? []),
  ];
  return keys.flatMap((fields) => {
    const seen = new Set<string>();
    return items.flatMap((item, index) => {
      const values = fields.map((name) => item[name]);
      if (values.some((value) => value === undefined || value === null)) return [];
      const key = JSON.stringify(values);
      if (!seen.has(key)) {
        seen.add(key);
        return [];
      }
      return [{ propertyPath: `items[${index}].${fields.at(-1) ?? ''}`, message: 'validation.not_unique' }];
    });
  });
};

/**
 * Creates many records of one resource in one transaction: all or none (the `/bulk` calls).
 * Every item is validated and checked like a single create, and every bad field of every item
 * is named (`items[3].student`); inserts go in batches; the resource's `afterCreateMany` hook
 * runs in the same transaction. Answers the created rows in order.
 */
export const createMany = async <R extends Resource>(
  db: Db,
  ctx: RequestContext,
  resource: R,
  bodies: unknown[],
): Promise<HookRow<R>[]> => {
  const grant = authorize(ctx, resource, 'create');
  const violations: Violation[] = [];
  const items: Data[] = [];
  for (const [index, body] of bodies.entries()) {
    const result = validateRecord(resource, 'create', withTenantDefault(ctx, resource, body));
    if (!result.ok) {
      violations.push(...result.violations.map((v) => ({ ...v, propertyPath: `items[${index}].${v.propertyPath}` })));
      continue;
    }
    const data = result.data;
    if (await itemCheck(index, violations, () => checkWritable(ctx, resource, data))) items.push(data);
  }
  // Item indexes are the bodies' own only when every body passed: check repeats then.
  if (violations.length === 0) violations.push(...repeatedKeys(resource, items));
  if (violations.length > 0) throw unprocessable(violations);
  return transaction(
    db,
    async (tx) => (await createRows(tx, ctx, resource, items, { grant, batch: true })) as HookRow<R>[],
  );
};
