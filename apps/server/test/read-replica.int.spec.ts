/**
 * `DATABASE_READ_URL` (issue 17, scaling): lists and reports read the replica, everything else
 * the primary. The "replica" is a copy of the test database (`CREATE DATABASE ... TEMPLATE`) in
 * which one student is renamed, so an answer tells which database served it; pg_stat_activity
 * names each pool (`application_name`). PostgreSQL only: PGlite has one in-process database.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

const primaryUrl = process.env.TEST_DATABASE_URL;
const METRICS_TOKEN = 'replica-metrics-token-0123456789';

/** The same server, another database: `<name>_replica`. */
const replicaUrlOf = (url: string): { url: string; name: string; admin: string } => {
  const parsed = new URL(url);
  const name = `${parsed.pathname.slice(1)}_replica`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  parsed.pathname = `/${name}`;
  return { url: parsed.toString(), name, admin: admin.toString() };
};

const onDatabase = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * `CREATE DATABASE ... TEMPLATE` needs the source to have no other session. Test files run one at
 * a time, so a session still there is a leftover of an earlier file (a killed node's backend that
 * PostgreSQL has not reaped yet): it is ended, and the copy tried again for a few seconds.
 */
const copyDatabase = async (client: pg.Client, source: string, target: string): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [source],
    );
    try {
      await client.query(`create database "${target}" template "${source}"`);
      return;
    } catch (error) {
      if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
};

describe.skipIf(!primaryUrl)('the read replica (PostgreSQL)', () => {
  const replica = replicaUrlOf(primaryUrl ?? 'postgres://x/x');
  const source = new URL(primaryUrl ?? 'postgres://x/x').pathname.slice(1);
  let server: TestServer;
  let token = '';
  let deniz = 0;

  beforeAll(async () => {
    // A first start migrates and seeds the primary; the copy is taken once it has let go of it.
    const seeding = await startServer();
    await seeding.close();
    await onDatabase(replica.admin, async (client) => {
      await client.query(`drop database if exists "${replica.name}"`);
      await copyDatabase(client, source, replica.name);
    });
    await onDatabase(replica.url, (client) =>
      client.query(`update students set name = 'Replika' where name = 'Deniz' and last_name = 'Öğrenci'`),
    );
    server = await startServer(
      { DATABASE_READ_URL: replica.url, KAMPUS_METRICS_TOKEN: METRICS_TOKEN },
      { reset: false },
    );
    token = (await server.login('school@kampus.test')).token;
    const [row] = await server.sql(`select id from students where name = 'Deniz' and last_name = 'Öğrenci'`);
    deniz = Number(row?.id);
  }, 600_000);

  afterAll(async () => {
    await server?.close();
    await onDatabase(replica.admin, (client) => client.query(`drop database if exists "${replica.name}"`));
  });

  it('serves a collection GET from the replica and an item GET from the primary', async () => {
    const listed = await json<{ id: number; name: string }[]>(
      await server.call(`/api/students.json?id=${deniz}`, { token }),
    );
    expect(listed.map((row) => row.name)).toEqual(['Replika']);
    const item = await json<{ name: string }>(await server.call(`/api/students/${deniz}`, { token }));
    expect(item.name).toBe('Deniz');
  });

  it('serves a declared report (the student export) from the replica', async () => {
    const exported = await server.call('/api/students/export?format=csv&search=Replika', { token });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain('Replika');
  });

  it('writes on the primary only, and reads its own write back from the primary', async () => {
    const created = await server.call('/api/student_behaviours', {
      method: 'POST',
      token,
      json: { studentId: deniz, behaviourDate: '2026-02-02', behaviourType: 'positive', title: 'Primary only' },
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    expect((await server.call(`/api/student_behaviours/${id}`, { token })).status).toBe(200);
    const onReplica = await onDatabase(replica.url, (client) =>
      client.query(`select count(*)::int as n from student_behaviours where title = 'Primary only'`),
    );
    expect(onReplica.rows[0]?.n).toBe(0);
    const onPrimary = await server.sql(
      `select count(*)::int as n from student_behaviours where title = 'Primary only'`,
    );
    expect(onPrimary[0]?.n).toBe(1);
  });

  it('names each pool in pg_stat_activity and in /metrics', async () => {
    // A list just now, so the replica's connection is open (idle clients close after 10 s).
    expect((await server.call('/api/students.json', { token })).status).toBe(200);
    const sessions = await server.sql(
      `select datname, application_name from pg_stat_activity where application_name like 'kampus-%'`,
    );
    const pairs = new Set(sessions.map((row) => `${String(row.datname)} ${String(row.application_name)}`));
    expect(pairs.has(`${source} kampus-primary`)).toBe(true);
    expect(pairs.has(`${replica.name} kampus-replica`)).toBe(true);
    const metrics = await (
      await server.call('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(metrics).toMatch(/kampus_db_pool_connections\{pool="replica",state="idle"\} \d/);
    expect(metrics).toMatch(/kampus_db_pool_connections\{pool="primary",state="idle"\} \d/);
  });
});
