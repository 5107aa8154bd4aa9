import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resources } from '@kampus/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedIndexes, derivedIndexesSql } from '../src/db/derived-indexes.ts';
import { migrationsDir, STATEMENT_BREAK } from '../src/db/migrate.ts';
import { json, startServer, type TestServer } from './harness.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const indexNames = async (table: string): Promise<string[]> =>
  (await server.sql(`select indexname from pg_indexes where tablename = '${table}'`)).map((row) =>
    String(row.indexname),
  );

describe('indexes derived from the declarations', () => {
  it('are the committed repeatable migration (npm run db:generate wrote it)', () => {
    const committed = readFileSync(join(migrationsDir, 'repeatable', 'derived_indexes.sql'), 'utf8');
    expect(committed).toBe(derivedIndexesSql(resources));
    const users = derivedIndexes(resources).filter((index) => index.table === 'users');
    // Names and last names in each language's collation; e-mails (lower-case ASCII) in one.
    expect(users.map((index) => index.name).sort()).toEqual([
      'users_school_id_email_und_collated_idx',
      'users_school_id_last_name_ar_collated_idx',
      'users_school_id_last_name_es_collated_idx',
      'users_school_id_last_name_tr_collated_idx',
      'users_school_id_last_name_und_collated_idx',
      'users_school_id_name_ar_collated_idx',
      'users_school_id_name_es_collated_idx',
      'users_school_id_name_tr_collated_idx',
      'users_school_id_name_und_collated_idx',
      'users_search_trgm_idx',
    ]);
  });

  it('drop a derived index no declaration asks for, and never an index of the declarations', async () => {
    await server.sql('create index users_school_id_gone_collated_idx on users (school_id, name collate "C")');
    await server.sql('create index users_gone_trgm_idx on users (email)');
    for (const statement of derivedIndexesSql(resources).split(STATEMENT_BREAK)) await server.sql(statement);
    const names = await indexNames('users');
    await server.sql('drop index users_gone_trgm_idx');
    expect(names).not.toContain('users_school_id_gone_collated_idx');
    // Named like a trigram index but not built like one: not ours to drop.
    expect(names).toContain('users_gone_trgm_idx');
    expect(names).toContain('users_email_key');
  });

  it('keep the stored search text of every row, folded, on either database', async () => {
    const [row] = await server.sql("select kampus_search from users where email = 'student@kampus.test'");
    expect(row?.kampus_search).toBe('deniz ogrenci student@kampus.test');
  });

  it.runIf(!databaseUrl)('are skipped where the database cannot hold them (PGlite)', async () => {
    const names = await indexNames('users');
    expect(names.filter((name) => name.endsWith('_collated_idx') || name.endsWith('_trgm_idx'))).toEqual([]);
    // The lists they would serve still answer.
    const { token } = await server.login('admin@kampus.test');
    const page = await server.call('/api/users.json?order[lastName]=asc&search=a', { token });
    expect(page.status).toBe(200);
    expect((await json<unknown[]>(page)).length).toBeGreaterThan(0);
  });

  it.runIf(Boolean(databaseUrl))('on PostgreSQL, serve the ordered page of a school and the search', async () => {
    const names = await indexNames('users');
    expect(names).toContain('users_school_id_last_name_tr_collated_idx');
    expect(names).toContain('users_search_trgm_idx');
    // One connection, so the planner settings hold for the explain: with sorting and scans made
    // costly, the plan shows whether an index can give the page in order and the search its rows.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('set enable_sort = off; set enable_seqscan = off');
      for (const rules of ['und', 'tr', 'es', 'ar']) {
        const page = await client.query<{ 'QUERY PLAN': string }>(
          `explain select id from users where school_id = 1 order by last_name collate kampus_${rules}, id limit 30`,
        );
        expect(page.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
          `users_school_id_last_name_${rules}_collated_idx`,
        );
      }
      // The search can only use a bitmap scan of the trigram index, or read a whole index through.
      await client.query('set enable_indexscan = off; set enable_indexonlyscan = off');
      const search = await client.query<{ 'QUERY PLAN': string }>(
        "explain select id from users where users.kampus_search like kampus_fold('%Kaya%')",
      );
      expect(search.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('users_search_trgm_idx');
    } finally {
      await client.end();
    }
  });
});
