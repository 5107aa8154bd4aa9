import { databases } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { enqueue } from '../../jobs/queue.ts';
import { PROVISION_DATABASE } from './provision-database.job.ts';

const slug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** The season's own `database` name, else one made from its school and title (`demo_high_school_2027_2028`). */
const defaultName = async (tx: Db, seasonId: number): Promise<string> => {
  const seasons = resourceTable('seasons');
  const schools = resourceTable('schools');
  const [row] = await tx
    .select({ database: col(seasons, 'database'), title: col(seasons, 'title'), school: col(schools, 'title') })
    .from(seasons)
    .innerJoin(schools, eq(col(schools, 'id'), col(seasons, 'school')))
    .where(eq(col(seasons, 'id'), seasonId))
    .limit(1);
  if (!row) return `season_${seasonId}`;
  if (typeof row.database === 'string' && row.database !== '') return row.database;
  return `${slug(String(row.school))}_${slug(String(row.title))}`.slice(0, 63);
};

export const databasesHooks = defineHooks(databases, {
  beforeCreate: async (tx, _ctx, data) =>
    typeof data.name === 'string' && data.name !== ''
      ? data
      : { ...data, name: await defaultName(tx, Number(data.season)) },
  // Enqueued in the request's transaction: a create that rolls back leaves no job behind.
  afterCreate: async (tx, _ctx, row) => {
    await enqueue(tx, PROVISION_DATABASE, { databaseId: Number(row.id) });
  },
  // A database belongs to its season for good; another season gets a database of its own.
  beforeUpdate: (_tx, _ctx, data, current) => {
    if (data.season !== undefined && Number(data.season) !== Number(current.season)) {
      throw violation('season', 'validation.not_writable');
    }
    return data;
  },
});
