import type { Resource } from '@kampus/contract';
import type { Db } from '../db/database.ts';
import type { RequestContext } from './caller.ts';

export type Row = Record<string, unknown>;
export type Data = Record<string, unknown>;

/**
 * What a resource does beyond the generic engine, run inside the operation's transaction.
 * `before*` hooks may change the data about to be written; `after*` hooks see the stored row.
 */
export interface ResourceHooks {
  beforeCreate?: (tx: Db, ctx: RequestContext, data: Data) => Promise<Data> | Data;
  afterCreate?: (tx: Db, ctx: RequestContext, row: Row) => Promise<void> | void;
  beforeUpdate?: (tx: Db, ctx: RequestContext, data: Data, current: Row) => Promise<Data> | Data;
  afterUpdate?: (tx: Db, ctx: RequestContext, row: Row, previous: Row) => Promise<void> | void;
  beforeDelete?: (tx: Db, ctx: RequestContext, row: Row) => Promise<void> | void;
  /**
   * After every row of a `createMany` (a `/bulk` call) is stored: what the batch as a whole
   * does (attendances mark their schedule done). A Problem thrown here undoes the whole batch.
   */
  afterCreateMany?: (tx: Db, ctx: RequestContext, rows: Row[]) => Promise<void> | void;
  /**
   * Adds what a read embeds beyond the declared `embed` fields (a schedule's class with its
   * students), to a page of serialized rows at once: one query per page, never one per row.
   */
  expand?: (db: Db, ctx: RequestContext, rows: Row[], out: Record<string, unknown>[]) => Promise<void>;
}

const registry = new Map<string, ResourceHooks>();

export const registerHooks = (resource: Resource, hooks: ResourceHooks): void => {
  registry.set(resource.name, { ...registry.get(resource.name), ...hooks });
};

export const hooksOf = (resource: Resource): ResourceHooks => registry.get(resource.name) ?? {};
