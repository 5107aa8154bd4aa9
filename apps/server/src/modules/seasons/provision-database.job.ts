import { copyableSeasonResources, databases, gradingTerms, seasons } from '@kampus/contract';
import { ne } from 'drizzle-orm';
import { systemContext } from '../../core/caller.ts';
import { createMany, update } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { defineJob } from '../../jobs/registry.ts';
import { copySeasonRows, seasonRows, type SeasonRef } from './copy-season-data.operation.ts';

export const PROVISION_DATABASE = 'databases.provision';

/** The job's payload as `databases.hooks.ts` enqueues it. */
const databaseIdOf = (payload: Record<string, unknown>): number => {
  if (typeof payload.databaseId !== 'number') throw new Error(`${PROVISION_DATABASE}: payload without databaseId`);
  return payload.databaseId;
};

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
const provisionDatabase = async (tx: Db, databaseId: number): Promise<void> => {
  const ctx = systemContext();
  const store = system(tx);
  const database = await store.of(databases).first({ id: databaseId });
  // Deleted meanwhile, or done by an earlier run: nothing to do.
  if (!database || database.isCreated === true) return;
  const season = await store.of(seasons).get(database.season);
  const target: SeasonRef = { id: season.id, school: season.school, startDate: season.startDate };
  const seasonList = store.of(seasons);
  const previous = await seasonList.first(
    { school: target.school, isDefault: true },
    { also: ne(seasonList.table.id, target.id) },
  );
  const source: SeasonRef | undefined = previous
    ? { id: previous.id, school: previous.school, startDate: previous.startDate }
    : undefined;

  for (const resource of copyableSeasonResources()) {
    if ((await seasonRows(tx, ctx, resource, target.id)).length > 0) continue;
    const copied = source ? (await copySeasonRows(tx, ctx, resource, source, target)).copied : 0;
    if (copied === 0 && resource.name === gradingTerms.name && season.startDate && season.endDate) {
      const terms = termSkeleton(season.startDate, season.endDate);
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
  await store
    .of(databases)
    .update(databaseId, { isCreated: true, provisionedAt: new Date().toISOString(), lastError: null });
};

export const provisionDatabaseJob = defineJob({
  task: PROVISION_DATABASE,
  maxAttempts: 5,
  run: (tx, job) => provisionDatabase(tx, databaseIdOf(job.payload)),
  onFailure: async (db, job, message) => {
    await system(db)
      .of(databases)
      .updateWhere({ id: databaseIdOf(job.payload) }, { lastError: message });
  },
});
