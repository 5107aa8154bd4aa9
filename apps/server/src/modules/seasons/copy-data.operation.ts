import { copyableSeasonResources, databases, seasons, translate, type Resource, type RowOf } from '@kampus/contract';
import { recordAction } from '../../core/audit.ts';
import type { RequestContext } from '../../core/caller.ts';
import { authorize } from '../../core/policy.ts';
import { forbidden, Problem, unprocessable } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Violation } from '@kampus/contract';
import { type Db, inTransaction } from '../../db/database.ts';
import { copySeasonRows, type SeasonRef } from './copy-season-data.operation.ts';

export interface CopyDataResult {
  response: 'success';
  copied: Record<string, number>;
  /** Rows left out because the destination has them already (by natural key), per table with any. */
  skipped: Record<string, number>;
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

type Season = SeasonRef & { school: number };

const seasonRef = (row: RowOf<typeof seasons> | undefined): Season | undefined =>
  row && { id: row.id, school: row.school, startDate: row.startDate };

/**
 * What `sourceDb` / `destinationDb` name: a season database (`/api/databases/3`, its id, or its
 * name, which is also the season's `database`), or a season itself (`/api/seasons/5`). Looked up
 * as the system: a season of another school is refused by `copyData` with 403, as the contract
 * says, rather than passed for unknown.
 */
const resolveSeason = async (db: Db, value: unknown): Promise<Season | undefined> => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') return undefined;
  const all = system(db);
  const seasonIri = /^\/api\/seasons\/(\d+)$/.exec(text);
  if (seasonIri?.[1]) return seasonRef(await all.of(seasons).first({ id: Number(seasonIri[1]) }));
  const databaseId = /^(?:\/api\/databases\/)?(\d+)$/.exec(text)?.[1];
  const database = await all.of(databases).first(databaseId ? { id: Number(databaseId) } : { name: text });
  if (database) return seasonRef(await all.of(seasons).first({ id: database.season }));
  if (databaseId) return undefined;
  return seasonRef(await all.of(seasons).first({ database: text }));
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
  const skipped: Record<string, number> = {};
  await inTransaction(db, async (tx) => {
    for (const resource of chosen) {
      const done = await copySeasonRows(tx, ctx, resource, source, destination);
      copied[resource.name] = done.copied;
      if (done.skipped > 0) skipped[resource.name] = done.skipped;
    }
    await recordAction(tx, ctx, {
      resource: 'seasons',
      id: destination.id,
      action: 'copy_data',
      school: destination.school,
      before: { season: source.id },
      after: { season: destination.id, copied, skipped },
    });
  });
  return { response: 'success', copied, skipped };
};
