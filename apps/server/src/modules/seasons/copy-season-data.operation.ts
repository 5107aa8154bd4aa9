import { seasonFieldOf, writableFields, type Resource } from '@kampus/contract';
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
 * Copies one resource's rows from a season to another through the create operation (validation,
 * reach, hooks), inside the caller's transaction. Dates move by the years between the seasons'
 * start dates, so last year's grading terms land in this year. Answers how many were copied.
 */
export const copySeasonRows = async (
  tx: Db,
  ctx: RequestContext,
  resource: Resource,
  source: SeasonRef,
  destination: SeasonRef,
): Promise<number> => {
  const seasonField = seasonFieldOf(resource);
  if (!seasonField) return 0;
  const rows = await seasonRows(tx, ctx, resource, source.id);
  if (rows.length === 0) return 0;
  const from = yearOf(source.startDate);
  const to = yearOf(destination.startDate);
  const years = from !== undefined && to !== undefined ? to - from : 0;
  const tenant = resource.tenantField;
  // Rows in stored form: references are ids already, copied as they are.
  const bodies = rows.map((row) => {
    const body: Data = {};
    for (const [name, field] of writableFields(resource)) {
      const value = row[name];
      if (value === null || value === undefined || field.writeOnly) continue;
      body[name] = field.kind === 'date' && years !== 0 ? shiftYears(String(value), years) : value;
    }
    body[seasonField] = destination.id;
    if (tenant && tenant !== 'id') body[tenant] = destination.school;
    return body;
  });
  try {
    return (await createMany(tx, { ...ctx, activeSeasonId: null }, resource, bodies)).length;
  } catch (error) {
    // Say which table refused: `courses.code` rather than a bare `code`.
    if (error instanceof Problem && error.violations) {
      throw new Problem(
        error.status,
        error.titleKey,
        error.detailKey,
        error.values,
        error.violations.map((v) => ({ ...v, propertyPath: `${resource.name}.${v.propertyPath}` })),
      );
    }
    throw error;
  }
};
