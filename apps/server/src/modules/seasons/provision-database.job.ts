import { copyableSeasonResources, gradingTerms, seasons } from '@kampus/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { systemContext } from '../../core/caller.ts';
import { createMany, findOne, update } from '../../core/operations.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { defineJob } from '../../jobs/registry.ts';
import { copySeasonRows, seasonRows, type SeasonRef } from './copy-season-data.operation.ts';

export const PROVISION_DATABASE = 'databases.provision';

const day = 86_400_000;
const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Two terms splitting the season's dates in half, when the season has dates and nothing to copy. */
const termSkeleton = (startDate: string, endDate: string): [string, string, string][] => {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (!(end > start + day)) return [['First term', startDate, endDate]];
  const middle = start + Math.floor((end - start) / day / 2) * day;
  return [
    ['First term', startDate, isoDay(middle)],
    ['Second term', isoDay(middle + day), endDate],
  ];
};

/**
 * Prepares a season's data store (docs/seasons.md): every season shares the one PostgreSQL
 * database, so this fills the season in: grading terms (copied from the school's previous default
 * season, or two halves of the season's dates), the setup tables copied from that default season
 * when the new season has none of them, the season's `database` name, then `isCreated`.
 * It runs in the job's transaction: all of it happens, or none and the job retries.
 */
export const provisionDatabase = async (tx: Db, databaseId: number): Promise<void> => {
  const ctx = systemContext();
  const table = resourceTable('databases');
  const [database] = await tx
    .select()
    .from(table)
    .where(eq(col(table, 'id'), databaseId))
    .limit(1);
  // Deleted meanwhile, or done by an earlier run: nothing to do.
  if (!database || database.isCreated === true) return;
  const season = await findOne(tx, ctx, seasons, Number(database.season));
  const target: SeasonRef = {
    id: Number(season.id),
    school: Number(season.school),
    startDate: (season.startDate as string | null) ?? null,
  };
  const seasonTable = resourceTable('seasons');
  const [previous] = await tx
    .select()
    .from(seasonTable)
    .where(
      and(
        eq(col(seasonTable, 'school'), target.school),
        eq(col(seasonTable, 'isDefault'), true),
        ne(col(seasonTable, 'id'), target.id),
      ),
    )
    .limit(1);
  const source: SeasonRef | undefined = previous
    ? { id: Number(previous.id), school: Number(previous.school), startDate: (previous.startDate as string) ?? null }
    : undefined;

  for (const resource of copyableSeasonResources()) {
    if ((await seasonRows(tx, ctx, resource, target.id)).length > 0) continue;
    const copied = source ? await copySeasonRows(tx, ctx, resource, source, target) : 0;
    if (copied === 0 && resource.name === gradingTerms.name && season.startDate && season.endDate) {
      const terms = termSkeleton(String(season.startDate), String(season.endDate));
      await createMany(
        tx,
        ctx,
        gradingTerms,
        terms.map(([title, startDate, endDate], index) => ({
          school: target.school,
          season: target.id,
          title,
          termOrder: index + 1,
          startDate,
          endDate,
        })),
      );
    }
  }
  if (!season.database) await update(tx, ctx, seasons, target.id, { database: database.name });
  // isCreated and provisionedAt are the server's to set: no client may write them.
  await tx
    .update(table)
    .set({ isCreated: true, provisionedAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(eq(col(table, 'id'), databaseId));
};

defineJob({
  task: PROVISION_DATABASE,
  maxAttempts: 5,
  run: (tx, job) => provisionDatabase(tx, Number(job.payload.databaseId)),
  onFailure: async (db, job, message) => {
    const table = resourceTable('databases');
    await db
      .update(table)
      .set({ lastError: message })
      .where(eq(col(table, 'id'), Number(job.payload.databaseId)));
  },
});
