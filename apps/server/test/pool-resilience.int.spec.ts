import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';

/**
 * A PostgreSQL server that ends the node's idle connections (a restart, a failover, an
 * administrator's pg_terminate_backend) does not take the node down: the pool drops them, counts
 * them (`kampus_db_pool_errors_total`) and opens new ones for the next request. Without a listener
 * the pool's 'error' is an uncaught exception that ends the process (a CI run's PostgreSQL suite
 * met one: "terminating connection due to administrator command").
 */
const METRICS_TOKEN = 'pool-resilience-metrics-token-0123';
const url = process.env.TEST_DATABASE_URL;
let server: TestServer;
let admin: pg.Client;

describe.skipIf(!url)('the PostgreSQL pool, its idle connections ended by the server', () => {
  beforeAll(async () => {
    server = await startServer({ KAMPUS_METRICS_TOKEN: METRICS_TOKEN });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await server.close();
  });

  const errorsCounted = async (): Promise<number> => {
    const response = await server.call('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const line = (await response.text())
      .split('\n')
      .find((row) => row.startsWith('kampus_db_pool_errors_total{pool="primary"} '));
    return line === undefined ? 0 : Number(line.split(' ')[1]);
  };

  it('keeps answering: the ended connections are dropped, counted, and replaced', async () => {
    const { token } = await server.login('school@kampus.test');
    expect((await server.call('/api/students.json?itemsPerPage=1', { token })).status).toBe(200);
    const [{ db } = { db: '' }] = (await server.sql('select current_database() as db')) as { db: string }[];
    const before = await errorsCounted();
    // Every idle connection of this node's pool, ended as an administrator would.
    const ended = await admin.query<{ pid: number }>(
      `select pg_terminate_backend(pid) as ended, pid from pg_stat_activity
        where datname = $1 and application_name = 'kampus-primary' and state = 'idle' and pid <> pg_backend_pid()`,
      [db],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    // The pool hears of it as its sockets close.
    for (let i = 0; i < 50 && (await errorsCounted()) === before; i++)
      await new Promise((wake) => setTimeout(wake, 100));
    expect(await errorsCounted()).toBeGreaterThan(before);
    for (let i = 0; i < 5; i++)
      expect((await server.call('/api/students.json?itemsPerPage=1', { token })).status).toBe(200);
  });
});
