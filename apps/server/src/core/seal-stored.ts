import type { Resource } from '@kampus/contract';
import { eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { col, resourceTable } from '../db/resource-tables.ts';
import { isSealed, sealValue, sealedFields } from './sealing.ts';

/**
 * At start: seals what was stored in clear before a field was declared sealed (the gateway
 * secrets of installations older than sealing). Idempotent and cheap once done: it reads the
 * rows holding any value of a sealed field (one gateway per school) and rewrites only clear ones.
 */
export const sealStoredInClear = async (db: Db, resources: readonly Resource[]): Promise<number> => {
  let sealed = 0;
  for (const resource of resources) {
    const names = sealedFields(resource);
    if (names.length === 0) continue;
    const table = resourceTable(resource.name);
    const rows = (await db
      .select()
      .from(table)
      .where(or(...names.map((name) => isNotNull(col(table, name)))))) as Record<string, unknown>[];
    for (const row of rows) {
      const clear = names.filter((name) => typeof row[name] === 'string' && row[name] !== '' && !isSealed(row[name]));
      if (clear.length === 0) continue;
      const values = Object.fromEntries(clear.map((name) => [name, sealValue(String(row[name]))]));
      await db
        .update(table)
        .set(values)
        .where(eq(col(table, 'id'), Number(row.id)));
      sealed += 1;
    }
  }
  return sealed;
};
