import { seasonFieldOf, translate, writableFields, type Language, type Resource } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import type { Data, Row } from '../../core/hooks.ts';
import { createMany, find } from '../../core/operations.ts';
import { Problem } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';

export interface SeasonRef {
  id: number;
  school: number;
  startDate: string | null;
}

const yearOf = (date: string | null): number | undefined => (date ? Number(date.slice(0, 4)) : undefined);

/** A date moved by whole years (29 February becomes the 28th in a common year). */
const shiftYears = (date: string, years: number): string => {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const target = year + years;
  const last = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${target}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
};

/** The rows of one season-bound resource in a season, as the engine reads them. */
export const seasonRows = async (tx: Db, ctx: RequestContext, resource: Resource, season: number): Promise<Row[]> => {
  const field = seasonFieldOf(resource);
  if (!field) return [];
  const { items } = await find(tx, { ...ctx, scope: ctx.reach, activeSeasonId: null }, resource, {
    [field]: String(season),
    pagination: 'false',
  });
  return items;
};

/**
 * The fields that name a row of one season among its season's rows (its natural key): a unique
 * key with the season in it, without the season (a course's `code`, the fee settings' school),
 * else its title or name. A row of the destination with the same key is the same row: copying
 * or rolling over keeps it and skips the source's.
 */
const naturalKey = (resource: Resource): string[] => {
  const season = seasonFieldOf(resource);
  const unique = (resource.uniques ?? []).find((fields) => season !== undefined && fields.includes(season));
  if (unique) return unique.filter((name) => name !== season && name !== resource.tenantField);
  if ('title' in resource.fields) return ['title'];
  if ('name' in resource.fields) return ['name'];
  return [];
};

/** A row's natural key as one text; a key with no value (a course without a code) falls back to its title. */
const keyOf = (resource: Resource, row: Row | Data): string => {
  const fields = naturalKey(resource);
  const values = fields.map((name) => row[name] ?? null);
  if (values.some((value) => value === null) && 'title' in resource.fields) return JSON.stringify([row.title]);
  return JSON.stringify(values);
};

/** A row's own words for a person: its title or name, else the resource's name in the reader's language (one fee settings row per season). */
export const titleOf = (resource: Resource, row: Row | Data, language: Language = 'en'): string => {
  const text = row.title ?? row.name ?? row.code;
  return typeof text === 'string' && text !== '' ? text : translate(language, resource.label);
};

/**
 * The create bodies of the source season's rows that the destination lacks (by natural key),
 * dates moved by the years between the seasons' start dates, and the rows skipped because the
 * destination has them already.
 */
export const copyPlan = async (
  tx: Db,
  ctx: RequestContext,
  resource: Resource,
  source: SeasonRef,
  destination: SeasonRef,
): Promise<{ bodies: Data[]; skipped: Row[] }> => {
  const seasonField = seasonFieldOf(resource);
  if (!seasonField) return { bodies: [], skipped: [] };
  const rows = await seasonRows(tx, ctx, resource, source.id);
  if (rows.length === 0) return { bodies: [], skipped: [] };
  const present = new Set((await seasonRows(tx, ctx, resource, destination.id)).map((row) => keyOf(resource, row)));
  const from = yearOf(source.startDate);
  const to = yearOf(destination.startDate);
  const years = from !== undefined && to !== undefined ? to - from : 0;
  const tenant = resource.tenantField;
  const bodies: Data[] = [];
  const skipped: Row[] = [];
  for (const row of rows) {
    const key = keyOf(resource, row);
    if (present.has(key)) {
      skipped.push(row);
      continue;
    }
    // Two source rows of one key (two classes titled 9-A) become one.
    present.add(key);
    // Rows in stored form: references are ids already, copied as they are.
    const body: Data = {};
    for (const [name, field] of writableFields(resource)) {
      const value = row[name];
      if (value === null || value === undefined || field.writeOnly) continue;
      body[name] = field.kind === 'date' && years !== 0 ? shiftYears(String(value), years) : value;
    }
    body[seasonField] = destination.id;
    if (tenant && tenant !== 'id') body[tenant] = destination.school;
    bodies.push(body);
  }
  return { bodies, skipped };
};

/** Creates copy bodies through the create operation; a refusal names its table (`courses.code`, not `code`). */
export const createCopies = async <R extends Resource>(
  tx: Db,
  ctx: RequestContext,
  resource: R,
  bodies: Data[],
): Promise<Row[]> => {
  if (bodies.length === 0) return [];
  try {
    return await createMany(tx, { ...ctx, activeSeasonId: null }, resource, bodies);
  } catch (error) {
    if (error instanceof Problem && error.violations) {
      throw new Problem(
        error.status,
        error.titleKey,
        error.detailKey,
        error.values,
        error.violations.map((v) => ({
          ...v,
          propertyPath: `${resource.name}.${v.propertyPath.replace(/^items\[\d+\]\./, '')}`,
        })),
      );
    }
    throw error;
  }
};

/**
 * Copies one resource's rows from a season to another through the create operation (validation,
 * reach, hooks), inside the caller's transaction, skipping the rows the destination has already
 * (by natural key: copying twice, or after a database was provisioned, never doubles a class).
 * Answers how many were copied and how many skipped.
 */
export const copySeasonRows = async (
  tx: Db,
  ctx: RequestContext,
  resource: Resource,
  source: SeasonRef,
  destination: SeasonRef,
): Promise<{ copied: number; skipped: number }> => {
  const { bodies, skipped } = await copyPlan(tx, ctx, resource, source, destination);
  const created = await createCopies(tx, ctx, resource, bodies);
  return { copied: created.length, skipped: skipped.length };
};
