import { databases, schools, seasons } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { enqueue } from '../../jobs/queue.ts';
import { PROVISION_DATABASE } from './provision-database.job.ts';

const slug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/**
 * The season's own `database` name, else one made from its school and title
 * (`demo_high_school_2027_2028`). The season was checked to be in reach by the reference check.
 */
const defaultName = async (tx: Db, ctx: RequestContext, seasonId: number | undefined): Promise<string> => {
  const repo = scoped(tx, ctx, { across: 'reach' });
  const season = seasonId === undefined ? undefined : await repo.of(seasons).first({ id: seasonId });
  if (!season) return `season_${seasonId}`;
  if (season.database !== null && season.database !== '') return season.database;
  const school = await repo.of(schools).first({ id: season.school });
  return `${slug(school?.title ?? '')}_${slug(season.title)}`.slice(0, 63);
};

export const databasesHooks = defineHooks(databases, {
  beforeCreate: async (tx, ctx, data) =>
    typeof data.name === 'string' && data.name !== ''
      ? data
      : { ...data, name: await defaultName(tx, ctx, data.season) },
  // Enqueued in the request's transaction: a create that rolls back leaves no job behind.
  afterCreate: async (tx, _ctx, row) => {
    await enqueue(tx, PROVISION_DATABASE, { databaseId: row.id });
  },
  // A database belongs to its season for good; another season gets a database of its own.
  beforeUpdate: (_tx, _ctx, data, current) => {
    if (data.season !== undefined && data.season !== current.season) {
      throw violation('season', 'validation.not_writable');
    }
    return data;
  },
});
