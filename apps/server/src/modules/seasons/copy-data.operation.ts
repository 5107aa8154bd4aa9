import { copyableSeasonResources, databases, seasons, translate, type Resource } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { recordAction } from '../../core/audit.ts';
import type { RequestContext } from '../../core/caller.ts';
import { authorize } from '../../core/policy.ts';
import { forbidden, Problem, unprocessable } from '../../core/problem.ts';
import type { Violation } from '@kampus/contract';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { copySeasonRows, type SeasonRef } from './copy-season-data.operation.ts';

export interface CopyDataResult {
  response: 'success';
  copied: Record<string, number>;
}

/** `grading-terms`, `gradingTerms` and `grading_terms` all name the resource `grading_terms`. */
const tableName = (text: string): string =>
  text
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toLowerCase();

const tableList = (value: unknown): string[] | undefined => {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
  if (!parts || parts.some((part) => typeof part !== 'string')) return undefined;
  const names = (parts as string[]).map((part) => part.trim()).filter(Boolean);
  return names.length > 0 ? names : undefined;
};

const seasonRef = async (db: Db, seasonId: number): Promise<(SeasonRef & { school: number }) | undefined> => {
  const table = resourceTable('seasons');
  const [row] = await db
    .select()
    .from(table)
    .where(eq(col(table, 'id'), seasonId))
    .limit(1);
  if (!row) return undefined;
  return { id: Number(row.id), school: Number(row.school), startDate: (row.startDate as string | null) ?? null };
};

/**
 * What `sourceDb` / `destinationDb` name: a season database (`/api/databases/3`, its id, or its
 * name, which is also the season's `database`), or a season itself (`/api/seasons/5`).
 */
const resolveSeason = async (db: Db, value: unknown): Promise<SeasonRef | undefined> => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') return undefined;
  const seasonIri = /^\/api\/seasons\/(\d+)$/.exec(text);
  if (seasonIri?.[1]) return seasonRef(db, Number(seasonIri[1]));
  const databaseId = /^(?:\/api\/databases\/)?(\d+)$/.exec(text)?.[1];
  const table = resourceTable('databases');
  const [database] = await db
    .select({ season: col(table, 'season') })
    .from(table)
    .where(databaseId ? eq(col(table, 'id'), Number(databaseId)) : eq(col(table, 'name'), text))
    .limit(1);
  if (database) return seasonRef(db, Number(database.season));
  if (databaseId) return undefined;
  const seasonTable = resourceTable('seasons');
  const [season] = await db
    .select({ id: col(seasonTable, 'id') })
    .from(seasonTable)
    .where(eq(col(seasonTable, 'database'), text))
    .limit(1);
  return season ? seasonRef(db, Number(season.id)) : undefined;
};

/**
 * POST /api/seasons/copy_data {sourceDb, destinationDb, tables}: copies the chosen season-bound
 * tables from one season to another in one transaction: all of them or nothing. Both seasons must
 * be in the caller's reach; the same season twice or a table that cannot be copied is 422.
 */
export const copyData = async (db: Db, ctx: RequestContext, body: unknown): Promise<CopyDataResult> => {
  authorize(ctx, seasons, 'update');
  authorize(ctx, databases, 'read');
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const violations: Violation[] = [];
  const required = (name: string) => violations.push({ propertyPath: name, message: 'validation.required' });
  if (input.sourceDb === undefined || input.sourceDb === null || input.sourceDb === '') required('sourceDb');
  if (input.destinationDb === undefined || input.destinationDb === null || input.destinationDb === '')
    required('destinationDb');
  const names = tableList(input.tables);
  if (!names) required('tables');
  const copyable = new Map(copyableSeasonResources().map((resource) => [resource.name, resource]));
  const chosen: Resource[] = [];
  for (const name of names ?? []) {
    const resource = copyable.get(tableName(name));
    if (!resource) {
      // The message names the table, so it is written out here in the caller's language.
      violations.push({ propertyPath: 'tables', message: translate(ctx.language, 'seasons.unknown_table', { name }) });
    } else if (!chosen.includes(resource)) chosen.push(resource);
  }
  if (violations.length === 0 && String(input.sourceDb).trim() === String(input.destinationDb).trim()) {
    violations.push({ propertyPath: 'destinationDb', message: 'seasons.same_database' });
  }
  if (violations.length > 0) throw unprocessable(violations);

  const source = await resolveSeason(db, input.sourceDb);
  const destination = await resolveSeason(db, input.destinationDb);
  for (const [season, value] of [
    [source, input.sourceDb],
    [destination, input.destinationDb],
  ] as const) {
    if (!season) throw new Problem(404, 'errors.not_found', 'seasons.unknown_database', { name: String(value) });
    if (ctx.caller && !ctx.reach.has(season.school)) throw forbidden('errors.season_forbidden');
  }
  if (!source || !destination) throw new Error('unreachable');
  if (source.id === destination.id) {
    throw unprocessable([{ propertyPath: 'destinationDb', message: 'seasons.same_database' }]);
  }
  const copied: Record<string, number> = {};
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    for (const resource of chosen) copied[resource.name] = await copySeasonRows(tx, ctx, resource, source, destination);
    await recordAction(tx, ctx, {
      resource: 'seasons',
      id: destination.id,
      action: 'copy_data',
      school: destination.school,
      before: { season: source.id },
      after: { season: destination.id, copied },
    });
  });
  return { response: 'success', copied };
};
