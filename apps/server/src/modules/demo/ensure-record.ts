import type { Resource } from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import type { HookRow } from '../../core/hooks.ts';
import { create } from '../../core/operations.ts';
import { system, type Where } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** Finds the record matching `match` or creates it (through the create operation): seeds stay idempotent. */
export const ensureRecord = async <R extends Resource>(
  db: Db,
  resource: R,
  match: Where<R> & Record<string, string | number | boolean>,
  data: Record<string, unknown>,
): Promise<HookRow<R>> => {
  const existing = await system(db).of(resource).first(match);
  if (existing) return existing as HookRow<R>;
  return create(db, systemContext(), resource, { ...match, ...data });
};
