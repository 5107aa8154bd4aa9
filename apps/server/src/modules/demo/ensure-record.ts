import type { Resource } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import { systemContext } from '../../core/caller.ts';
import type { Row } from '../../core/hooks.ts';
import { create } from '../../core/operations.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/** Finds the record matching `match` or creates it (through the create operation): seeds stay idempotent. */
export const ensureRecord = async (
  db: Db,
  resource: Resource,
  match: Record<string, string | number | boolean>,
  data: Record<string, unknown>,
): Promise<Row> => {
  const table = resourceTable(resource.name);
  const conditions = Object.entries(match).map(([field, value]) => eq(col(table, field), value));
  const [existing] = await db
    .select()
    .from(table)
    .where(and(...conditions))
    .limit(1);
  if (existing) return existing as Row;
  return create(db, systemContext(), resource, { ...match, ...data });
};
