import { connect, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedFromTemplate } from './harness.ts';
import { startNode, type NodeProcess } from './support/node-process.ts';

/**
 * SIGTERM on a real server process (docs/operations.md, "Graceful shutdown"). The slow request in
 * flight is a sign-in whose body the client sends in two halves: the server has begun it and
 * must answer it, with its database still open, although it has stopped accepting connections.
 */
const dirs: string[] = [];
let node: NodeProcess | undefined;

const start = async (env: Record<string, string>) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kampus-shutdown-'));
  dirs.push(dataDir);
  const database: Record<string, string> = process.env.TEST_DATABASE_URL
    ? { DATABASE_URL: process.env.TEST_DATABASE_URL }
    : {};
  const settings = { DATA_DIR: dataDir, KAMPUS_JOBS: '1', ...database, ...env };
  // A restart of a booted installation: what is tested is the process's shutdown, not its first boot.
  await seedFromTemplate(dataDir, settings);
  node = await startNode(settings);
  return node;
};

afterEach(async () => {
  if (node && node.child.exitCode === null && node.child.signalCode === null) {
    node.child.kill('SIGKILL');
    await node.exited;
  }
  node = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Opens a connection and sends a sign-in's headers and the first half of its body. */
const beginSignIn = async (port: number): Promise<{ socket: Socket; rest: string; reply: Promise<string> }> => {
  const body = JSON.stringify({ email: 'admin@kampus.test', pwd: DEMO_PASSWORD });
  const half = Math.floor(body.length / 2);
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const chunks: Buffer[] = [];
  // A node that exits at its deadline resets the connection: the reply is what came before it.
  socket.on('error', () => undefined);
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const reply = new Promise<string>((resolve) => socket.once('close', () => resolve(Buffer.concat(chunks).toString())));
  socket.write(
    `POST /en/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return { socket, rest: body.slice(half), reply };
};

const refused = async (url: string): Promise<boolean> =>
  fetch(`${url}/health`).then(
    () => false,
    () => true,
  );

describe('graceful shutdown (SIGTERM)', () => {
  it('turns /ready 503 at once, keeps /health, refuses new connections after the drain, answers the request in flight and exits 0', async () => {
    const server = await start({ KAMPUS_DRAIN_SECONDS: '1.5', KAMPUS_SHUTDOWN_SECONDS: '15' });
    const inFlight = await beginSignIn(server.port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);

    while (!(await refused(server.url))) await new Promise((resolve) => setTimeout(resolve, 50));
    const closedAfter = performance.now() - signalled;
    expect(closedAfter).toBeGreaterThanOrEqual(1400);
    // Not gone: the sign-in is still in flight.
    expect(server.child.exitCode).toBeNull();

    inFlight.socket.write(inFlight.rest);
    const reply = await inFlight.reply;
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(reply).toContain('"accessToken"');
    expect(await server.exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(15_000);
    expect(server.output()).toContain('"msg":"stopped"');
  }, 180_000);

  it('exits 1 at KAMPUS_SHUTDOWN_SECONDS when a request never ends', async () => {
    const server = await start({ KAMPUS_SHUTDOWN_SECONDS: '2', KAMPUS_DEMO: '0' });
    const stuck = await beginSignIn(server.port);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    const took = performance.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1900);
    expect(took).toBeLessThan(4000);
    expect(server.output()).toContain('shutdown deadline passed');
    expect(await stuck.reply).toBe('');
  }, 180_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'hands a job still running at the deadline back: pending again, unlocked, its attempt not counted (PostgreSQL)',
    async () => {
      const url = process.env.TEST_DATABASE_URL;
      const server = await start({ KAMPUS_SHUTDOWN_SECONDS: '3', KAMPUS_JOB_POLL_MS: '50' });
      const blocker = new pg.Client({ connectionString: url });
      const probe = new pg.Client({ connectionString: url });
      await Promise.all([blocker.connect(), probe.connect()]);
      try {
        // The node has one worker, which takes the oldest due job first: a job the template left due
        // (a demo's mail) that reads users would block on the lock below and hold the worker, so
        // this job would never be claimed. The backlog is let run first.
        const backlog = async () =>
          Number(
            (
              await probe.query<{ due: string }>(
                `select count(*) as due from jobs where state = 'pending' and run_at <= now()`,
              )
            ).rows[0]!.due,
          );
        const drained = Date.now() + 60_000;
        while ((await backlog()) > 0 && Date.now() < drained) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await backlog()).toBe(0);
        // The job reads users; while this session holds the table, the job cannot finish.
        await blocker.query('begin; lock table users in access exclusive mode');
        const { rows } = await probe.query<{ id: string }>(
          `insert into jobs (task, payload) values ('accounts.reset-mail', $1) returning id`,
          [{ email: 'school@kampus.test', language: 'en', publicUrl: 'http://127.0.0.1' }],
        );
        const id = rows[0]!.id;
        const lockable = async () =>
          (await probe.query('select id from jobs where id = $1 for update skip locked', [id])).rowCount === 1;
        // Claimed: the worker's transaction holds the row. The worker polls every 50 ms, but a node
        // started beside another suite on two cores has taken over 10 s to make its first claim.
        const until = Date.now() + 60_000;
        while ((await lockable()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await lockable()).toBe(false);

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(1);
        // The node's backend notices its closed connection once its lock wait ends, and rolls back.
        await blocker.query('rollback');
        for (let i = 0; !(await lockable()) && i < 100; i++) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await lockable()).toBe(true);
        const { rows: after } = await probe.query<{ state: string; attempts: number }>(
          'select state, attempts from jobs where id = $1',
          [id],
        );
        expect(after).toEqual([{ state: 'pending', attempts: 0 }]);
      } finally {
        await blocker.query('rollback').catch(() => undefined);
        await Promise.all([blocker.end(), probe.end()]);
      }
    },
    180_000,
  );
});
