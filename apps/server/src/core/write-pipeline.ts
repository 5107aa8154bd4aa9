import { sealData } from './sealing.ts';
import { lockLedgerOfData, voidInstead } from './ledger-lock.ts';
import { refuseIfInUse } from './references-in-use.ts';
import { normalizeField, type Resource, type Violation } from '@kampus/contract';
import { eq, SQL, sql } from 'drizzle-orm';
import { anyOf } from '../db/any-of.ts';
import type { Db } from '../db/database.ts';
import { col, resourceTable } from '../db/resource-tables.ts';
import { auditCreated, auditRemoved, auditUpdated, auditUpdatedMany } from './audit.ts';
import type { RequestContext } from './caller.ts';
import { hooksOf, type Data, type Row } from './hooks.ts';
import { authorizeRow } from './policy.ts';
import { forbidden, notFound, Problem, unprocessable } from './problem.ts';
import { ownsNewRows } from './ownership.ts';
import { applyOwnership, checkReferences, type Grant } from './visibility.ts';

/**
 * The one write path (docs/architecture.md, "One write path"). Every create, update and delete
 * of a resource row, whether a route asked for it (core/operations.ts) or server code did (the
 * repository, core/repository.ts: actions, hooks, jobs, seeds), runs these steps in this order
 * inside the caller's transaction:
 *
 *   1. ownership and tenancy: the owning school, season and user filled and checked in reach;
 *   2. references: every record named is one the caller may see (a batch of the system skips it);
 *   3. the resource's `before*` hook (may change the data or refuse);
 *   4. the write;
 *   5. the resource's `after*` hook;
 *   6. the audit entry (a delete's is written before the row goes, so it can still name it).
 *
 * What only a request has (the access policy, the body's validation and writable fields, the
 * `If-Match` version, the transaction itself) stays in operations.ts, before these steps.
 */

/**
 * An own grant creates only rows that are the caller's own: naming the caller as their owner, or
 * (a teacher's) reached through the declaration's paths, as a class of theirs. Asked once for
 * the whole batch (ownership.ts `ownsNewRows`); one row that is not the caller's refuses all (403).
 */
const checkOwnGrant = async (
  tx: Db,
  ctx: RequestContext,
  resource: Resource,
  items: readonly Data[],
  grant: Grant | undefined,
): Promise<void> => {
  const caller = ctx.caller;
  if (grant !== 'own') return;
  if (!caller) throw forbidden();
  const named = (data: Data) => resource.ownField !== undefined && data[resource.ownField] === caller.id;
  const rest = items.filter((data) => !named(data));
  if (rest.length === 0) return;
  const owner = caller.audience === 'teacher' ? 'teacher' : 'family';
  const owned = await ownsNewRows(tx, resource, rest, caller.id, owner);
  if (owned.includes(false)) throw forbidden();
};

/**
 * Runs a check of one batch item, its 422 violations named `items[index].<field>` (or after the
 * body's own list: `choices[index].<field>`).
 */
export const itemCheck = async (
  index: number,
  violations: Violation[],
  check: () => unknown,
  list = 'items',
): Promise<boolean> => {
  try {
    await check();
    return true;
  } catch (error) {
    if (!(error instanceof Problem) || error.status !== 422 || !error.violations) throw error;
    violations.push(...error.violations.map((v) => ({ ...v, propertyPath: `${list}[${index}].${v.propertyPath}` })));
    return false;
  }
};

/** One step over every item: a lone item's 422 stands as it is, a batch's names its item. */
const eachItem = async <T>(items: T[], batch: boolean, step: (item: T, index: number) => Promise<void>) => {
  if (!batch) {
    for (const [index, item] of items.entries()) await step(item, index);
    return;
  }
  const violations: Violation[] = [];
  for (const [index, item] of items.entries()) await itemCheck(index, violations, () => step(item, index));
  if (violations.length > 0) throw unprocessable(violations);
};

export interface CreateOptions {
  /** The caller's create grant: `own` creates only rows naming the caller (a route's policy). */
  grant?: Grant;
  /** A `/bulk` call: violations name their item, and `afterCreateMany` runs once all are stored. */
  batch?: boolean;
}

/** Creates rows of one resource through every step; answers the stored rows in order. */
export const createRows = async (
  tx: Db,
  ctx: RequestContext,
  resource: Resource,
  items: Data[],
  options: CreateOptions = {},
): Promise<Row[]> => {
  const batch = options.batch === true;
  const hooks = hooksOf(resource);
  await eachItem(items, batch, async (data) => {
    applyOwnership(ctx, resource, data, true);
  });
  await checkOwnGrant(tx, ctx, resource, items, options.grant);
  // Money rows are written under their school's ledger lock, whoever writes them (ledger-lock.ts).
  await lockLedgerOfData(tx, resource, items);
  // A batch of the system (reference data, thousands of rows) names only what it just read.
  if (!batch || ctx.caller !== null) {
    await eachItem(items, batch, (data) => checkReferences(tx, ctx, resource, data));
  }
  const prepared: Data[] = [];
  await eachItem(items, batch, async (data) => {
    prepared.push(sealData(resource, hooks.beforeCreate ? await hooks.beforeCreate(tx, ctx, data) : data));
  });
  const table = resourceTable(resource.name);
  const rows: Row[] = [];
  // One statement per 500 rows: a bulk of a thousand is two inserts.
  for (let start = 0; start < prepared.length; start += 500) {
    rows.push(
      ...((await tx
        .insert(table)
        .values(prepared.slice(start, start + 500))
        .returning()) as Row[]),
    );
  }
  if (rows.length !== prepared.length) throw new Error(`insert into ${resource.table} returned ${rows.length} rows`);
  if (hooks.afterCreate) for (const row of rows) await hooks.afterCreate(tx, ctx, row);
  if (batch) await hooks.afterCreateMany?.(tx, ctx, rows);
  await auditCreated(tx, ctx, resource, rows);
  return rows;
};

/** Writes one row's prepared change (its fields may be SQL expressions); undefined if it is gone. */
const writeOne = async (tx: Db, resource: Resource, current: Row, prepared: Data): Promise<Row | undefined> => {
  const table = resourceTable(resource.name);
  const [row] = (await tx
    .update(table)
    .set({ ...prepared, updatedAt: sql`now()` })
    .where(eq(col(table, 'id'), Number(current.id)))
    .returning()) as Row[];
  return row;
};

/** Changes one loaded row (`current`, already found visible and version-checked) through every step. */
export const updateRow = async (
  tx: Db,
  ctx: RequestContext,
  resource: Resource,
  current: Row,
  data: Data,
): Promise<Row> => {
  const hooks = hooksOf(resource);
  await lockLedgerOfData(tx, resource, [current]);
  applyOwnership(ctx, resource, data, false);
  await checkReferences(tx, ctx, resource, data, current);
  const prepared = sealData(resource, hooks.beforeUpdate ? await hooks.beforeUpdate(tx, ctx, data, current) : data);
  const row = await writeOne(tx, resource, current, prepared);
  if (!row) throw notFound();
  await hooks.afterUpdate?.(tx, ctx, row, current);
  await auditUpdated(tx, ctx, resource, current, row);
  return row;
};

/** One loaded row and what it gets. */
export interface RowChange {
  current: Row;
  data: Data;
}

/**
 * Writes prepared changes of the same fields in one statement per 500 rows: `update … from
 * jsonb_populate_recordset(null::<table>, $1)`, the database casting each value to its column's
 * type, so one statement carries any number of rows in one parameter.
 */
const writeChanges = async (tx: Db, resource: Resource, changes: readonly RowChange[]): Promise<Row[]> => {
  const table = resourceTable(resource.name);
  const fields = Object.keys(changes[0]?.data ?? {});
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  for (const field of fields) set[field] = sql`v.${sql.identifier(col(table, field).name)}`;
  const written: Row[] = [];
  for (let start = 0; start < changes.length; start += 500) {
    const records = changes.slice(start, start + 500).map(({ current, data }) => {
      const record: Record<string, unknown> = { id: Number(current.id) };
      for (const field of fields) {
        const column = col(table, field);
        const value = data[field];
        // A JSON column's value goes in as JSON itself, not as the text the driver would send.
        record[column.name] = value === null || column.dataType === 'json' ? value : column.mapToDriverValue(value);
      }
      return record;
    });
    written.push(
      ...((await tx
        .update(table)
        .set(set)
        .from(sql`jsonb_populate_recordset(null::${table}, ${JSON.stringify(records)}::jsonb) as v`)
        .where(eq(col(table, 'id'), sql`v.id`))
        .returning()) as Row[]),
    );
  }
  return written;
};

/**
 * Changes many loaded rows (each already found visible) through every step, as `updateRow` does
 * one: the ledger lock, ownership, references (a write of the system names only what it read)
 * and each row's `beforeUpdate`; then the writes set-based, one statement for the rows that change
 * the same fields (a placement's thousands of requests are two statements, not thousands), each
 * row's `afterUpdate`, and the audit entries in one insert. A change carrying an SQL expression
 * is written on its own. Answers the stored rows in the order given.
 */
export const updateRows = async (
  tx: Db,
  ctx: RequestContext,
  resource: Resource,
  changes: readonly RowChange[],
): Promise<Row[]> => {
  if (changes.length === 0) return [];
  const hooks = hooksOf(resource);
  await lockLedgerOfData(
    tx,
    resource,
    changes.map((change) => change.current),
  );
  const prepared: RowChange[] = [];
  for (const { current, data } of changes) {
    applyOwnership(ctx, resource, data, false);
    if (ctx.caller !== null) await checkReferences(tx, ctx, resource, data, current);
    const ready = hooks.beforeUpdate ? await hooks.beforeUpdate(tx, ctx, data, current) : data;
    prepared.push({ current, data: sealData(resource, ready) });
  }
  const stored = new Map<number, Row>();
  const alone = prepared.filter((change) => Object.values(change.data).some((value) => value instanceof SQL));
  for (const change of alone) {
    const row = await writeOne(tx, resource, change.current, change.data);
    if (row) stored.set(Number(row.id), row);
  }
  const groups = new Map<string, RowChange[]>();
  const single = new Set(alone);
  for (const change of prepared) {
    if (single.has(change)) continue;
    const key = Object.keys(change.data).sort().join(',');
    const group = groups.get(key);
    if (group) group.push(change);
    else groups.set(key, [change]);
  }
  for (const group of groups.values())
    for (const row of await writeChanges(tx, resource, group)) stored.set(Number(row.id), row);
  const pairs = prepared.map(({ current }) => {
    const row = stored.get(Number(current.id));
    if (!row) throw notFound();
    return { current, row };
  });
  if (hooks.afterUpdate) for (const { current, row } of pairs) await hooks.afterUpdate(tx, ctx, row, current);
  await auditUpdatedMany(tx, ctx, resource, pairs);
  return pairs.map(({ row }) => row);
};

/**
 * Deletes loaded rows (each already found visible) through every step: the row rules, each
 * row's `beforeDelete` hook, the audit entries (written first: an entry may name the row's
 * school, a deleted school's own), then one statement for them all.
 */
export const removeRows = async (tx: Db, ctx: RequestContext, resource: Resource, rows: Row[]): Promise<void> => {
  if (rows.length === 0) return;
  const hooks = hooksOf(resource);
  await lockLedgerOfData(tx, resource, rows);
  for (const row of rows) {
    authorizeRow(ctx, resource, 'delete', row);
    await hooks.beforeDelete?.(tx, ctx, row);
  }
  // History is never destroyed: a resource declared with `voidField` is marked void instead.
  if (resource.voidField) {
    for (const row of rows) await voidInstead(tx, ctx, resource, row);
    return;
  }
  // A record still in use is refused with 409 naming what uses it (no silent setNull).
  await refuseIfInUse(tx, resource, rows);
  for (const row of rows) await auditRemoved(tx, ctx, resource, row);
  const table = resourceTable(resource.name);
  await tx.delete(table).where(
    anyOf(
      col(table, 'id'),
      rows.map((row) => Number(row.id)),
    ),
  );
};

/**
 * Data from server code checked for its shape as a body is (kinds, lengths, dates, references,
 * choices, required values not emptied; not the `min`/`max` a person is held to) and kept as the server wrote it: it is in stored form already (a mail's
 * time keeps its milliseconds, which a body's normal form drops). Unlike a body, it may set what the server owns
 * (`readOnly`, `hidden` and `writableBy` fields: a receipt's number, a payment's flags): the
 * writable check is the request's, not the server's. An SQL expression (`now()`) is the
 * server's own and passes as it is; a password is checked by its hook, which hashes it.
 */
export const checkServerData = (resource: Resource, data: Data): Data => {
  const violations: Violation[] = [];
  for (const [name, value] of Object.entries(data)) {
    const field = resource.fields[name];
    if (!field || value === undefined || value instanceof SQL || field.kind === 'password') continue;
    if (value === null) {
      if (field.required) violations.push({ propertyPath: name, message: 'validation.required' });
      continue;
    }
    // The kind, not the bounds a person is held to: a refund is a payment of a negated amount.
    const result = normalizeField({ ...field, min: undefined, max: undefined }, value);
    if (!result.ok) violations.push({ propertyPath: name, message: result.message });
  }
  if (violations.length > 0) throw unprocessable(violations);
  return data;
};
