import type { DataOf, Resource, RowOf } from '@kampus/contract';
import type { Db } from '../db/database.ts';
import type { RequestContext } from './caller.ts';
import type { Services } from './services.ts';

export type Row = Record<string, unknown>;
export type Data = Record<string, unknown>;

/** A hook's row: typed by the declaration (`RowOf`) when the resource is a declared one. */
export type HookRow<R extends Resource> = Resource extends R ? Row : RowOf<R>;
/** A hook's data: the validated fields in stored form, typed likewise (a hook may add more). */
export type HookData<R extends Resource> = Resource extends R ? Data : DataOf<R> & Data;

/**
 * What a resource does beyond the generic engine, run inside the operation's transaction.
 * `before*` hooks may change the data about to be written; `after*` hooks see the stored row.
 */
export interface ResourceHooks<R extends Resource = Resource> {
  beforeCreate?: (tx: Db, ctx: RequestContext, data: HookData<R>) => Promise<Data> | Data;
  afterCreate?: (tx: Db, ctx: RequestContext, row: HookRow<R>) => Promise<void> | void;
  beforeUpdate?: (tx: Db, ctx: RequestContext, data: HookData<R>, current: HookRow<R>) => Promise<Data> | Data;
  afterUpdate?: (tx: Db, ctx: RequestContext, row: HookRow<R>, previous: HookRow<R>) => Promise<void> | void;
  beforeDelete?: (tx: Db, ctx: RequestContext, row: HookRow<R>) => Promise<void> | void;
  /**
   * After a delete has committed: what lives outside the database and goes with the row (its
   * stored file). Never inside the transaction, so a rolled-back delete keeps its file.
   */
  afterDeleteCommitted?: (row: HookRow<R>, services: Services) => Promise<void> | void;
  /**
   * After every row of a `createMany` (a `/bulk` call) is stored: what the batch as a whole
   * does (attendances mark their schedule done). A Problem thrown here undoes the whole batch.
   */
  afterCreateMany?: (tx: Db, ctx: RequestContext, rows: HookRow<R>[]) => Promise<void> | void;
  /**
   * Adds what a read embeds beyond the declared `embed` fields (a schedule's class with its
   * students), to a page of serialized rows at once: one query per page, never one per row.
   */
  expand?: (db: Db, ctx: RequestContext, rows: HookRow<R>[], out: Record<string, unknown>[]) => Promise<void>;
}

const registry = new Map<string, ResourceHooks>();

/** Two hooks of one event, run one after the other (a `before*` hook passes its data on). */
const chain = (first: ResourceHooks, second: ResourceHooks): ResourceHooks => {
  const both: ResourceHooks = { ...first, ...second };
  const [b1, b2] = [first.beforeCreate, second.beforeCreate];
  if (b1 && b2) both.beforeCreate = async (tx, ctx, data) => b2(tx, ctx, await b1(tx, ctx, data));
  const [u1, u2] = [first.beforeUpdate, second.beforeUpdate];
  if (u1 && u2) both.beforeUpdate = async (tx, ctx, data, row) => u2(tx, ctx, await u1(tx, ctx, data, row), row);
  const [c1, c2] = [first.afterCreate, second.afterCreate];
  if (c1 && c2)
    both.afterCreate = async (tx, ctx, row) => {
      await c1(tx, ctx, row);
      await c2(tx, ctx, row);
    };
  const [a1, a2] = [first.afterUpdate, second.afterUpdate];
  if (a1 && a2)
    both.afterUpdate = async (tx, ctx, row, previous) => {
      await a1(tx, ctx, row, previous);
      await a2(tx, ctx, row, previous);
    };
  const [d1, d2] = [first.beforeDelete, second.beforeDelete];
  if (d1 && d2)
    both.beforeDelete = async (tx, ctx, row) => {
      await d1(tx, ctx, row);
      await d2(tx, ctx, row);
    };
  const [e1, e2] = [first.expand, second.expand];
  if (e1 && e2)
    both.expand = async (db, ctx, rows, out) => {
      await e1(db, ctx, rows, out);
      await e2(db, ctx, rows, out);
    };
  const [g1, g2] = [first.afterDeleteCommitted, second.afterDeleteCommitted];
  if (g1 && g2)
    both.afterDeleteCommitted = async (row, services) => {
      await g1(row, services);
      await g2(row, services);
    };
  return both;
};

/** One resource's hooks, as a hooks file exports them for `modules/hooks.ts` to list. */
export interface HookSet {
  readonly resource: Resource;
  readonly hooks: ResourceHooks;
}

/** Typed per resource: the engine hands each hook rows of this resource only, so they stand for untyped ones. */
export const defineHooks = <R extends Resource>(resource: R, hooks: ResourceHooks<R>): HookSet => ({
  resource,
  hooks: hooks as unknown as ResourceHooks,
});

/**
 * Installs the listed hooks in place of whatever was installed before, so installing twice (every
 * test boots its own server in one process) never runs a hook twice. Several sets may hook one
 * resource (users: passwords, invitations): their hooks run in the order of the list.
 */
export const installHooks = (sets: readonly HookSet[]): void => {
  registry.clear();
  for (const { resource, hooks } of sets) registry.set(resource.name, chain(registry.get(resource.name) ?? {}, hooks));
};

export const hooksOf = (resource: Resource): ResourceHooks => registry.get(resource.name) ?? {};
