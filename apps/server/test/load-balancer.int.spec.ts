import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './harness.ts';
import { balancedNodesSkipReason, sleep, startBalancedNodes, type BalancedNodes } from './support/balanced-nodes.ts';

/**
 * Two server processes on one PostgreSQL behind a real HAProxy on loopback (docs/deployment.md,
 * "Several nodes"): steady writes through the balancer while one node is killed (`kill -9`), then
 * a rolling restart (SIGTERM, start, the other). `KAMPUS_LB_SECONDS` sets how long the load runs
 * around the kill. Needs TEST_DATABASE_URL and the `haproxy` binary (Debian package `haproxy`).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const skipReason = balancedNodesSkipReason(databaseUrl);
const loadSeconds = Number(process.env.KAMPUS_LB_SECONDS ?? 6);

// Made by the test itself, so a skipped run leaves nothing behind.
let cluster: BalancedNodes | undefined;
afterAll(async () => {
  await cluster?.close();
});

interface Outcome {
  title: string;
  status: number;
  servedBy: string | null;
  at: number;
}

/** Writers that each create one grade level per request until stopped; every outcome is kept. */
/** Writers posting at once, each its next request as soon as the last is answered. */
const WRITERS = 4;

const steadyLoad = (base: string, token: string, label: string, writers = WRITERS) => {
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
      cluster = await startBalancedNodes(databaseUrl ?? '');
      const { base, nodes, waitStatus } = cluster;
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
      const downAfter = await waitStatus('b', 'DOWN');
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
      // Only what b had taken can fail, and only until the balancer marks it down: the request each
      // writer had in flight on b, and (a dying process keeps its socket a moment, under load longer)
      // one more each that b's socket accepted before it closed. HAProxy retries what was refused.
      expect(failed.length).toBeLessThanOrEqual(2 * WRITERS);
      expect(failed.filter((outcome) => outcome.at < killedAt || outcome.at > killedAt + downAfter + 1000)).toEqual([]);
      expect(downAfter).toBeLessThan(3000);
      // Every request after b was marked down went to a.
      expect(killed.filter((outcome) => outcome.at > killedAt + downAfter && outcome.servedBy !== 'a')).toEqual([]);

      // Phase 2: b back, then a rolling restart (SIGTERM a, start it, then b) under the same load.
      await cluster.restart('b');
      const rollLoad = steadyLoad(base, token, 'roll');
      for (const [index, name] of [
        [0, 'a'],
        [1, 'b'],
      ] as const) {
        await sleep(1000);
        nodes[index]!.child.kill('SIGTERM');
        expect(await nodes[index]!.exited).toBe(0);
        await cluster.restart(name);
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
      expect([...rollRows.values()]).toAllSatisfy((count) => count === 1);
      expect(rolled.filter((outcome) => rollRows.get(outcome.title) !== 1)).toEqual([]);
    }, 600_000);
  },
);
