/**
 * Where the engine stands against hand-written code (issue 10, part 8). Loads N students into one
 * school of a fresh PostgreSQL database, starts the Kampus server (the engine) and a raw Fastify +
 * pg server (raw-server.ts) on the same data, and measures both in the same run, interleaved
 * (engine, raw, engine, raw... for every round): an item by id, a 30-row page with its total
 * ordered by last name, a filtered search, and a login. Prints req/s, p50 and p99 of each and the
 * ratio to raw; writes bench/results/http-<N>.{json,md}. Variables: bench/README.md.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { fileURLToPath } from 'node:url';
import { BENCH_PASSWORD, freshDatabase, loadStudents, studentEmail } from './lib/load-students.ts';
import { fold, markdownTable, measure, type Row, type Sample, type Scenario } from './lib/measure.ts';
import { signIn, startBuiltServer, startNode, startScriptFlags, stop, waitReady } from './lib/servers.ts';

const students = Number(process.env.BENCH_STUDENTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connectionSets = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const only = process.env.BENCH_SCENARIOS?.split(',');
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kampus_e2_bench';
const enginePort = Number(process.env.BENCH_PORT ?? 18080);
const rawPort = enginePort + 1;
/** Names a run's result files `http-<N>-<label>.*`, so a run before a change is kept beside the one after. */
const label = process.env.BENCH_LABEL?.replace(/\W+/g, '-');
const profileDir = process.env.BENCH_PROFILE_DIR ? resolve(process.env.BENCH_PROFILE_DIR) : undefined;
const engineBase = `http://127.0.0.1:${enginePort}`;
const rawBase = `http://127.0.0.1:${rawPort}`;

if (profileDir) mkdirSync(profileDir, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'kampus-bench-'));
await freshDatabase(adminUrl, databaseUrl);
// BENCH_NODE_FLAGS replaces the start script's flags, for an experiment.
const engineFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? startScriptFlags();
const bootStarted = performance.now();
const engine = startBuiltServer({
  port: enginePort,
  dataDir,
  databaseUrl,
  // Every bench login comes from 127.0.0.1: in-flight attempts count as failures until they
  // succeed, so the per-address limit would answer 429 at 50 connections. The counting itself
  // (lock, count, insert, update) still runs on every login.
  env: { KAMPUS_LOGIN_MAX_FAILURES: '1000000' },
  profileDir,
  nodeFlags: engineFlags,
});
const raw = startNode('bench/raw-server.ts', { RAW_PORT: String(rawPort), DATABASE_URL: databaseUrl });
try {
  await waitReady(engineBase);
  const bootMs = Math.round(performance.now() - bootStarted);
  const { schoolId, studentIds, loadMs } = await loadStudents(databaseUrl, students);
  console.log(`engine ready in ${bootMs} ms; ${students} students loaded in ${loadMs} ms`);
  await waitReady(rawBase);
  const accessToken = await signIn(engineBase, 'admin@kampus.test');
  // The same headers to both: the raw server ignores the token and reads the school.
  const headers = { authorization: `Bearer ${accessToken}`, schoolid: String(schoolId) };

  const terms = ['Kaya 01', 'Demir 2', 'Şahin 003', 'Müller 04', 'Aydın 5', 'Çelik 06', 'Doğan 7', 'Arslan 08'];
  const all: Scenario[] = [
    {
      name: 'item by id',
      method: 'GET',
      request: (n) => ({ path: `/api/users/${studentIds[n % studentIds.length]}` }),
    },
    {
      name: 'page of 30 + total, by last name',
      method: 'GET',
      request: () => ({ path: '/api/users.jsonld?order[lastName]=asc' }),
    },
    {
      name: 'filtered search',
      method: 'GET',
      request: (n) => ({
        path: `/api/users.jsonld?userType=8&search=${encodeURIComponent(terms[n % terms.length] ?? '')}`,
      }),
    },
    {
      name: 'login',
      method: 'POST',
      request: (n) => ({
        path: '/en/login',
        body: JSON.stringify({ email: studentEmail(n % students), pwd: BENCH_PASSWORD }),
      }),
    },
  ];
  const scenarios = all.filter((scenario) => !only || only.some((name) => scenario.name.startsWith(name)));

  // Both answer the same thing before anything is timed.
  for (const scenario of scenarios) {
    const { path, body } = scenario.request(1);
    for (const base of [engineBase, rawBase]) {
      const init = { method: scenario.method, headers: { ...headers, 'content-type': 'application/json' }, body };
      const response = await fetch(`${base}${path}`, init);
      if (!response.ok) throw new Error(`${base}${path}: ${response.status} ${await response.text()}`);
    }
  }

  // Requests still queued when a run's time is up keep PostgreSQL busy; the next run (the other
  // server's) must not pay for them, so every run starts on an idle database.
  const watcher = new pg.Client({ connectionString: databaseUrl });
  await watcher.connect();
  const drain = async (): Promise<void> => {
    for (let i = 0; i < 1200; i++) {
      const { rows } = await watcher.query<{ busy: string }>(
        "select count(*) as busy from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()",
      );
      if (Number(rows[0]?.busy ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const run = async (base: string, scenario: Scenario, connections: number, duration: number) => {
    await drain();
    return measure(base, scenario, connections, duration, headers);
  };
  const rows: Row[] = [];
  // The engine's timed runs on the monotonic clock in µs, the clock of V8's profile samples:
  // profile-summary.ts counts only these, not the boot, the load or the raw server's turns.
  const engineWindows: [number, number][] = [];
  for (const connections of connectionSets) {
    for (const scenario of scenarios) {
      const samples: { engine: Sample[]; raw: Sample[] } = { engine: [], raw: [] };
      // A short warm-up of each, untimed: JIT and pools.
      await run(engineBase, scenario, connections, 1);
      await run(rawBase, scenario, connections, 1);
      for (let round = 0; round < rounds; round++) {
        await drain();
        const from = process.hrtime.bigint() / 1000n;
        samples.engine.push(await measure(engineBase, scenario, connections, seconds, headers));
        engineWindows.push([Number(from), Number(process.hrtime.bigint() / 1000n)]);
        samples.raw.push(await run(rawBase, scenario, connections, seconds));
      }
      const row = fold(scenario.name, connections, samples.engine, samples.raw);
      console.log(JSON.stringify(row));
      rows.push(row);
    }
  }

  const pgVersion = (await watcher.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
  await watcher.end();
  const gitCommit = execSync('git rev-parse --short HEAD').toString().trim();
  const report = {
    at: new Date().toISOString(),
    commit: gitCommit,
    students,
    label,
    engineFlags,
    loadMs,
    seconds,
    rounds,
    machine: { nproc: cpus().length, cpu: cpus()[0]?.model, node: process.version, postgres: pgVersion },
    rows,
  };
  if (profileDir) writeFileSync(join(profileDir, 'engine-windows.json'), JSON.stringify(engineWindows));
  const table = markdownTable(rows);
  console.log(`\n${table}\n`);
  const results = new URL('./results/', import.meta.url);
  const name = `http-${students}${label ? `-${label}` : ''}`;
  mkdirSync(results, { recursive: true });
  const prettierConfig = await resolveConfig(fileURLToPath(results));
  writeFileSync(
    new URL(`${name}.json`, results),
    await format(JSON.stringify(report), { ...prettierConfig, parser: 'json' }),
  );
  // Formatted like the rest of the repository, so `npm run lint` passes on committed results.
  const markdown = await format(
    [
      `# HTTP bench: ${students} students${label ? ` (${label})` : ''}`,
      '',
      `${report.at}, commit ${gitCommit}; ${report.machine.nproc} cores (${report.machine.cpu}), Node ${process.version}, PostgreSQL ${pgVersion}.`,
      `Students loaded in ${loadMs} ms. ${rounds} interleaved rounds of ${seconds} s per scenario and server;`,
      'req/s is the mean of the rounds, p50 the median round, p99 the worst round.',
      '',
      table,
      '',
    ].join('\n'),
    { ...prettierConfig, parser: 'markdown' },
  );
  writeFileSync(new URL(`${name}.md`, results), markdown);
} finally {
  await stop(raw);
  await stop(engine);
  rmSync(dataDir, { recursive: true, force: true });
}
