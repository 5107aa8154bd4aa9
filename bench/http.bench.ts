/**
 * HTTP throughput of the API on a real PostgreSQL (or PGlite with BENCH_DRIVER=pglite).
 * Starts the server as a child process on a fresh database with the demo data, signs in as
 * admin@kampus.test and runs autocannon against a list and an item, one after the other.
 *
 *   npm run bench                       # PostgreSQL at BENCH_DATABASE_URL (default: local kampus_bench)
 *   BENCH_DRIVER=pglite npm run bench   # the embedded database
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_USERS=2000 npm run bench
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateUsers } from './generate-data.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const extraUsers = Number(process.env.BENCH_USERS ?? 2000);
const driver = process.env.BENCH_DRIVER === 'pglite' ? 'pglite' : 'postgres';
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kampus_bench';
const port = Number(process.env.BENCH_PORT ?? 18080);
const base = `http://127.0.0.1:${port}`;

const freshPostgres = async (): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const name = new URL(databaseUrl).pathname.slice(1);
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
};

const waitReady = async (): Promise<void> => {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready');
};

const run = (title: string, url: string, token: string) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { title, url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

const dataDir = mkdtempSync(join(tmpdir(), 'kampus-bench-'));
if (driver === 'postgres') await freshPostgres();
const startedAt = performance.now();
// Node itself with the tsx loader (no npx wrapper), so stopping it stops the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: driver === 'postgres' ? databaseUrl : '',
    LOG_LEVEL: 'warn',
    KAMPUS_DEMO: '1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitReady();
  const readyMs = Math.round(performance.now() - startedAt);
  const login = await fetch(`${base}/en/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@kampus.test', pwd: 'Kampus!2026' }),
  });
  const { accessToken, userId } = (await login.json()) as { accessToken: string; userId: string };
  if (extraUsers > 0) await generateUsers(base, accessToken, extraUsers);
  const me = (await (
    await fetch(`${base}/api/users/${userId}`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as { id: number };
  const results = [
    await run('GET /api/schools.json', `${base}/api/schools.json`, accessToken),
    await run('GET /api/users/{id}', `${base}/api/users/${me.id}`, accessToken),
    await run('GET /api/users.json (30 of the page)', `${base}/api/users.json?order[lastName]=asc`, accessToken),
  ];
  const rows = results.map((result) => ({
    title: result.title,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50ms: result.latency.p50,
    latencyP99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }));
  const report = {
    driver,
    seconds,
    connections,
    extraUsers,
    serverReadyMs: readyMs,
    node: process.version,
    at: new Date().toISOString(),
    rows,
  };
  console.table(rows);
  console.log(`server ready in ${readyMs} ms (${driver})`);
  mkdirSync(new URL('./results', import.meta.url), { recursive: true });
  writeFileSync(new URL(`./results/http-${driver}.json`, import.meta.url), JSON.stringify(report, null, 2) + '\n');
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
