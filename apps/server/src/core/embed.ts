import { getResource, iri, type Resource } from '@kampus/contract';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { col, resourceTable } from '../db/resource-tables.ts';
import type { RequestContext } from './caller.ts';
import { hooksOf, type Row } from './hooks.ts';
import { serialize } from './serialize.ts';
import { visibility } from './visibility.ts';

/**
 * Rows of a resource by id, serialized, in one query. Only rows the caller may see (in any
 * school of their reach) come back: an embedded reference to a record beyond it reads as null,
 * as the record itself would answer 404.
 */
export const loadSerialized = async (
  db: Db,
  ctx: RequestContext,
  target: Resource,
  ids: Iterable<number>,
): Promise<Map<number, Record<string, unknown>>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const table = resourceTable(target.name);
  const rows = (await db
    .select()
    .from(table)
    .where(
      and(inArray(col(table, 'id'), unique), ...visibility({ ...ctx, scope: ctx.reach }, target, table, 'all', db)),
    )) as Row[];
  return new Map(rows.map((row) => [Number(row.id), serialize(target, row)]));
};

const pick = (record: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries([['id', record.id], ...fields.map((name) => [name, record[name] ?? null])]);

/**
 * Rows as the wire carries them, with every `embed` reference read as `{id, ...fields}` and the
 * resource's `expand` hook applied (api-contract: relations shown with inner fields are
 * embedded on read). A page costs one query per embedded reference, whatever its length.
 */
export const present = async (
  db: Db,
  ctx: RequestContext,
  resource: Resource,
  rows: Row[],
): Promise<Record<string, unknown>[]> => {
  const out = rows.map((row) => serialize(resource, row));
  for (const [name, field] of Object.entries(resource.fields)) {
    const target = field.embed ? getResource(field.target ?? '') : undefined;
    if (!field.embed || !target) continue;
    const ids = rows.map((row) => row[name]).filter((id): id is number => typeof id === 'number');
    const found = await loadSerialized(db, ctx, target, ids);
    for (const [index, row] of rows.entries()) {
      const record = typeof row[name] === 'number' ? found.get(row[name]) : undefined;
      const item = out[index];
      if (item) item[name] = record ? pick(record, field.embed) : null;
    }
  }
  await hooksOf(resource).expand?.(db, ctx, rows, out);
  return out;
};

/** The JSON-LD form of a presented member: `@id` and `@type` first. */
export const asLd = (resource: Resource, item: Record<string, unknown>): Record<string, unknown> => ({
  '@id': iri(resource.name, Number(item.id)),
  '@type': resource.type,
  ...item,
});
