import {
  displayName,
  getResource,
  iri,
  isUuid,
  namedTarget,
  parseReference,
  readableFields,
  type Resource,
} from '@kampus/contract';
import { and } from 'drizzle-orm';
import { anyOf } from '../db/any-of.ts';
import type { Db } from '../db/database.ts';
import { col, resourceTable } from '../db/resource-tables.ts';
import type { RequestContext } from './caller.ts';
import { hooksOf, type Row } from './hooks.ts';
import { serialize } from './serialize.ts';
import type { TableCache } from './request-cache.ts';
import { planShape, visibility, visibilityPlan } from './visibility.ts';

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
      and(anyOf(col(table, 'id'), unique), ...visibility({ ...ctx, scope: ctx.reach }, target, table, 'all', db)),
    )) as Row[];
  return new Map(rows.map((row) => [Number(row.id), serialize(target, row)]));
};

const pick = (record: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries([['id', record.id], ...fields.map((name) => [name, record[name] ?? null])]);

/** Readable reference fields grouped by target: one query per referenced resource per page. */
const referencesByTarget = new WeakMap<Resource, [Resource, string[]][]>();
const referencesOf = (resource: Resource): [Resource, string[]][] => {
  let grouped = referencesByTarget.get(resource);
  if (!grouped) {
    const byTarget = new Map<Resource, string[]>();
    for (const [name, field] of readableFields(resource)) {
      // An int that names a record (`names`, 0 for none) is named like a reference.
      const targetName = namedTarget(field);
      const target = targetName === undefined ? undefined : getResource(targetName);
      if (target) byTarget.set(target, [...(byTarget.get(target) ?? []), name]);
    }
    grouped = [...byTarget];
    referencesByTarget.set(resource, grouped);
  }
  return grouped;
};

/**
 * `refNames` of each member: the display name (a person's full name) of every record its
 * reference fields name, so a screen shows "9-A" and "Tülay Öğretmen" without reading those
 * records, which a parent may not. Names come from records in the caller's reach (tenancy, not
 * ownership), the rule embedded references follow: whoever may read a row may read what it
 * names, never a record of a school beyond their reach.
 */
const addRefNames = async (
  db: Db,
  ctx: RequestContext,
  resource: Resource,
  rows: Row[],
  out: Record<string, unknown>[],
  cache: TableCache | undefined,
): Promise<void> => {
  const groups = referencesOf(resource);
  if (groups.length === 0) return;
  const names = out.map(() => ({}) as Record<string, string>);
  for (const [target, fields] of groups) {
    const values = rows.flatMap((row) => fields.map((name) => row[name]));
    // A text field that names a record holds its alternate key (a deleted note's user uuid).
    const byKey = await idsByAlternateKey(db, ctx, target, values);
    const idOf = (value: unknown): number | undefined =>
      typeof value === 'number' && value > 0 ? value : typeof value === 'string' ? byKey.get(value) : undefined;
    const ids = values.map(idOf).filter((id): id is number => id !== undefined);
    const found = await namesOf(db, ctx, target, ids, cache);
    for (const [index, row] of rows.entries()) {
      for (const name of fields) {
        const id = idOf(row[name]);
        const text = id === undefined ? undefined : found.get(id);
        const named = names[index];
        if (text && named) named[name] = text;
      }
    }
  }
  for (const [index, item] of out.entries()) item.refNames = names[index];
};

/** The ids of the visible records of `target` whose alternate key (a uuid) is among the values: one query, none when no value is one. */
const idsByAlternateKey = async (
  db: Db,
  ctx: RequestContext,
  target: Resource,
  values: readonly unknown[],
): Promise<Map<string, number>> => {
  const key = target.alternateKey;
  const keys = [...new Set(values.filter((value): value is string => typeof value === 'string' && isUuid(value)))];
  if (!key || keys.length === 0) return new Map();
  const table = resourceTable(target.name);
  const rows = (await db
    .select({ id: col(table, 'id'), key: col(table, key) })
    .from(table)
    .where(
      and(anyOf(col(table, key), keys), ...visibility({ ...ctx, scope: ctx.reach }, target, table, 'all', db)),
    )) as { id: number; key: string }[];
  return new Map(rows.map((row) => [String(row.key), Number(row.id)]));
};

/** The references among a resource's `labelFields` (a referral's student), with their targets. */
const labelReferences = (resource: Resource): [string, Resource][] =>
  (resource.labelFields ?? []).flatMap((name) => {
    const field = resource.fields[name];
    const target = field ? getResource(namedTarget(field) ?? '') : undefined;
    return target ? [[name, target] as [string, Resource]] : [];
  });

/**
 * The `refNames` a compound label reads (`labelFields`: a referral is named by its student and
 * day), for records already loaded: one query per referenced resource, named plainly (one level:
 * a label never reads a label that reads another record).
 */
const labelRefNames = async (
  db: Db,
  ctx: RequestContext,
  target: Resource,
  records: Iterable<Record<string, unknown>>,
): Promise<Map<unknown, Record<string, string>>> => {
  const named = new Map<unknown, Record<string, string>>();
  const all = [...records];
  for (const [name, referenced] of labelReferences(target)) {
    const idOf = (record: Record<string, unknown>) => parseReference(record[name], referenced.name);
    const ids = all.map(idOf).filter((id): id is number => id !== undefined);
    const found = await loadNames(db, ctx, referenced, ids, false);
    for (const record of all) {
      const id = idOf(record);
      const text = id === undefined ? undefined : found.get(id);
      if (text) named.set(record.id, { ...named.get(record.id), [name]: text });
    }
  }
  return named;
};

/**
 * The display names of records by id, '' for one beyond the caller's reach: one query, and one
 * per resource a compound label names (`labelFields`), its dates in the caller's language.
 */
const loadNames = async (
  db: Db,
  ctx: RequestContext,
  target: Resource,
  ids: number[],
  withLabelReferences = true,
): Promise<Map<number, string>> => {
  const found = await loadSerialized(db, ctx, target, ids);
  const refNames = withLabelReferences ? await labelRefNames(db, ctx, target, found.values()) : new Map();
  const name = (record: Record<string, unknown>) =>
    displayName(target, { ...record, refNames: refNames.get(record.id) ?? {} }, ctx.language);
  return new Map(ids.map((id) => [id, found.has(id) ? name(found.get(id) ?? {}) : '']));
};

/**
 * Names of referenced records through the node's cache (core/request-cache.ts), keyed by the
 * visibility the names were read under and dropped when a row of the target's table changes: an
 * item's school or user type is then no extra round trip. The misses of one call are read in one
 * query: every `byTable` runs to its `load()` synchronously, so the ids are all collected before
 * the batch starts on the next microtask.
 */
/**
 * The display names of records of `target` by id, as references are named (`refNames`): the
 * records in the caller's reach only, one query of an id array; a record gone or beyond reach
 * is absent from the map.
 */
export const recordNames = (
  db: Db,
  ctx: RequestContext,
  target: Resource,
  ids: number[],
): Promise<Map<number, string>> => namesOf(db, ctx, target, ids, undefined);

const namesOf = async (
  db: Db,
  ctx: RequestContext,
  target: Resource,
  ids: number[],
  cache: TableCache | undefined,
): Promise<Map<number, string>> => {
  const unique = [...new Set(ids)];
  // A name that reads another table (a referral's student) is no read of one table: not cached.
  if (!cache || unique.length === 0 || labelReferences(target).length > 0) return loadNames(db, ctx, target, unique);
  const plan = visibilityPlan({ ...ctx, scope: ctx.reach }, target, 'all', true);
  const scope = [...plan.scope].sort((a, b) => a - b).join(',');
  const caller = plan.user ? plan.callerId : 0;
  // A compound label writes its dates in the reader's language.
  const language = target.labelFields ? ` ${ctx.language}` : '';
  const prefix = `names ${planShape(plan)} ${scope} ${plan.season ? plan.seasonId : 0} ${caller}${language}`;
  const missing: number[] = [];
  let batch: Promise<Map<number, string>> | undefined;
  const texts = await Promise.all(
    unique.map((id) =>
      cache.byTable(target.table, `${prefix} ${id}`, async () => {
        missing.push(id);
        batch ??= Promise.resolve().then(() => loadNames(db, ctx, target, missing));
        return (await batch).get(id) ?? '';
      }),
    ),
  );
  return new Map(unique.map((id, index) => [id, texts[index] ?? '']));
};

/**
 * Rows as the wire carries them, with every `embed` reference read as `{id, ...fields}` and the
 * resource's `expand` hook applied (api-contract: relations shown with inner fields are
 * embedded on read), and with `refNames`. A page costs one query per embedded reference and one
 * per referenced resource, whatever its length.
 */
export const present = async (
  db: Db,
  ctx: RequestContext,
  resource: Resource,
  rows: Row[],
  /** The node's cache, for answers read outside a transaction (the HTTP routes). */
  cache?: TableCache,
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
  await addRefNames(db, ctx, resource, rows, out, cache);
  await hooksOf(resource).expand?.(db, ctx, rows, out);
  return out;
};

/** The JSON-LD form of a presented member: `@id` and `@type` first. */
export const asLd = (resource: Resource, item: Record<string, unknown>): Record<string, unknown> => ({
  '@id': iri(resource.name, Number(item.id)),
  '@type': resource.type,
  ...item,
});
