import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './harness.ts';
import { freePort, startNode, type NodeProcess } from './support/node-process.ts';

/**
 * Two server processes on one PostgreSQL behind a real HAProxy on loopback (docs/deployment.md,
 * "Several nodes"): steady writes through the balancer while one node is killed (`kill -9`), then
 * a rolling restart (SIGTERM, start, the other). `KAMPUS_LB_SECONDS` sets how long the load runs
 * around the kill. Needs TEST_DATABASE_URL and the `haproxy` binary (Debian package `haproxy`).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const haproxyFound = spawnSync('haproxy', ['-v']).status === 0;
const skipReason = !databaseUrl
  ? 'needs TEST_DATABASE_URL (two nodes share one PostgreSQL)'
  : !haproxyFound
    ? 'needs the haproxy binary (apt-get install haproxy)'
    : undefined;
const loadSeconds = Number(process.env.KAMPUS_LB_SECONDS ?? 6);

// Made by the test itself, so a skipped run leaves nothing behind.
let work = '';
const nodes: NodeProcess[] = [];
let haproxy: ChildProcess | undefined;
afterAll(async () => {
  for (const node of nodes)
    if (node.child.exitCode === null && node.child.signalCode === null) node.child.kill('SIGKILL');
  haproxy?.kill('SIGTERM');
  if (work) rmSync(work, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const nodeEnv = (demo: boolean): Record<string, string> => ({
  DATABASE_URL: databaseUrl ?? '',
  DATA_DIR: join(work, 'data'),
  KAMPUS_DEMO: demo ? '1' : '0',
  KAMPUS_JOBS: '0',
  KAMPUS_DRAIN_SECONDS: '1',
  KAMPUS_SHUTDOWN_SECONDS: '10',
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
});

const haproxyConfig = (port: number, socket: string, a: number, b: number) => `
global
  maxconn 512
  stats socket ${socket} mode 600 level admin
defaults
  mode http
  timeout connect 1s
  timeout client 15s
  timeout server 15s
  retries 3
  option redispatch
  option http-server-close
frontend kampus
  bind 127.0.0.1:${port}
  default_backend nodes
backend nodes
  balance roundrobin
  option httpchk GET /ready
  http-check expect status 200
  http-response set-header x-served-by %s
  default-server inter 250ms fall 2 rise 2
  server a 127.0.0.1:${a} check
  server b 127.0.0.1:${b} check
`;

/** The balancer's view of a server (UP, DOWN, ...) from its stats socket. */
const serverStatus = (socket: string, server: string): Promise<string> =>
  new Promise((resolve) => {
    const client = connect(socket);
    let text = '';
    client.on('data', (chunk: Buffer) => (text += chunk.toString()));
    client.on('error', () => resolve('unknown'));
    client.on('end', () => {
      const row = text.split('\n').find((line) => line.startsWith(`nodes,${server},`));
      resolve(row?.split(',')[17] ?? 'unknown');
    });
    client.write('show stat\n');
  });

const waitStatus = async (socket: string, server: string, wanted: string): Promise<number> => {
  const since = performance.now();
  while ((await serverStatus(socket, server)) !== wanted) {
    if (performance.now() - since > 30_000) throw new Error(`${server} never became ${wanted}`);
    await sleep(20);
  }
  return performance.now() - since;
};

interface Outcome {
  title: string;
  status: number;
  servedBy: string | null;
  at: number;
}

/** Writers that each create one grade level per request until stopped; every outcome is kept. */
const steadyLoad = (base: string, token: string, label: string, writers = 4) => {
  const outcomes: Outcome[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: writers }, async () => {
    while (running) {
      const title = `lb-${label}-${n++}`;
      const response = await fetch(`${base}/api/grade_levels`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title }),
      }).catch(() => undefined);
      outcomes.push({
        title,
        status: response?.status ?? 0,
        servedBy: response?.headers.get('x-served-by') ?? null,
        at: performance.now(),
      });
      await response?.arrayBuffer().catch(() => undefined);
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
};

/** Rows per title written by a phase: each answered 2xx exactly once, none twice. */
const rowsByTitle = async (label: string): Promise<Map<string, number>> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ title: string; n: string }>(
    'select title, count(*) as n from grade_levels where title like $1 group by title',
    [`lb-${label}-%`],
  );
  await client.end();
  return new Map(rows.map((row) => [row.title, Number(row.n)]));
};

const ok = (outcome: Outcome) => outcome.status >= 200 && outcome.status < 300;

describe.skipIf(skipReason !== undefined)(
  `two nodes behind HAProxy${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    it('loses and doubles nothing when a node is killed, and fails nothing in a rolling restart', async () => {
      work = mkdtempSync(join(tmpdir(), 'kampus-lb-'));
      const reset = new pg.Client({ connectionString: databaseUrl });
      await reset.connect();
      await reset.query('drop schema if exists public cascade; create schema public;');
      await reset.end();
      const [portA, portB, port] = [await freePort(), await freePort(), await freePort()];
      nodes.push(await startNode(nodeEnv(true), portA));
      nodes.push(await startNode(nodeEnv(false), portB));
      const socket = join(work, 'haproxy.sock');
      const config = join(work, 'haproxy.cfg');
      writeFileSync(config, haproxyConfig(port, socket, portA, portB));
      haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: 'ignore' });
      await waitStatus(socket, 'a', 'UP');
      await waitStatus(socket, 'b', 'UP');
      const base = `http://127.0.0.1:${port}`;
      const login = await fetch(`${base}/en/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@kampus.test', pwd: DEMO_PASSWORD }),
      });
      const { accessToken: token } = (await login.json()) as { accessToken: string };

      // Phase 1: kill -9 node b half-way through the load.
      const killLoad = steadyLoad(base, token, 'kill');
      await sleep((loadSeconds * 1000) / 2);
      const killedAt = performance.now();
      nodes[1]!.child.kill('SIGKILL');
      const downAfter = await waitStatus(socket, 'b', 'DOWN');
      await sleep((loadSeconds * 1000) / 2);
      const killed = await killLoad.stop();
      const failed = killed.filter((outcome) => !ok(outcome));
      const lastToB = Math.max(
        0,
        ...killed.filter((outcome) => outcome.servedBy === 'b').map((outcome) => outcome.at - killedAt),
      );
      const rows = await rowsByTitle('kill');
      const doubled = [...rows.values()].filter((count) => count > 1).length;
      const lost = killed.filter((outcome) => ok(outcome) && rows.get(outcome.title) !== 1).length;
      const figures = {
        requests: killed.length,
        failed: failed.length,
        failedStatuses: [...new Set(failed.map((outcome) => outcome.status))],
        balancerMarkedDownMs: Math.round(downAfter),
        lastAnswerFromKilledNodeMs: Math.round(lastToB),
        lost,
        doubled,
      };
      console.log(`kill -9: ${JSON.stringify(figures)}`);
      expect(lost).toBe(0);
      expect(doubled).toBe(0);
      expect(killed.filter(ok).length).toBeGreaterThan(10);
      // Only what was in flight on b can fail: at most one request per writer.
      expect(failed.length).toBeLessThanOrEqual(4);
      expect(downAfter).toBeLessThan(3000);
      // Every request after b was marked down went to a.
      expect(killed.filter((outcome) => outcome.at > killedAt + downAfter && outcome.servedBy !== 'a')).toEqual([]);

      // Phase 2: b back, then a rolling restart (SIGTERM a, start it, then b) under the same load.
      nodes[1] = await startNode(nodeEnv(false), portB);
      await waitStatus(socket, 'b', 'UP');
      const rollLoad = steadyLoad(base, token, 'roll');
      for (const [index, nodePort, name] of [
        [0, portA, 'a'],
        [1, portB, 'b'],
      ] as const) {
        await sleep(1000);
        nodes[index]!.child.kill('SIGTERM');
        expect(await nodes[index]!.exited).toBe(0);
        nodes[index] = await startNode(nodeEnv(false), nodePort);
        await waitStatus(socket, name, 'UP');
      }
      await sleep(1000);
      const rolled = await rollLoad.stop();
      const rollRows = await rowsByTitle('roll');
      const rollFailed = rolled.filter((outcome) => !ok(outcome));
      console.log(
        `rolling restart: ${JSON.stringify({ requests: rolled.length, failed: rollFailed.length, byNode: { a: rolled.filter((o) => o.servedBy === 'a').length, b: rolled.filter((o) => o.servedBy === 'b').length } })}`,
      );
      expect(rollFailed).toEqual([]);
      expect(rolled.length).toBeGreaterThan(10);
      expect([...rollRows.values()].every((count) => count === 1)).toBe(true);
      expect(rolled.filter((outcome) => rollRows.get(outcome.title) !== 1)).toEqual([]);
    }, 600_000);
  },
);
