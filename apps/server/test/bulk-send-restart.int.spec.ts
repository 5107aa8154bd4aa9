/**
 * A bulk SMS to 40 survives its server being killed mid-send (issue 14, "done when"): a real
 * server process sends through the local gateway stand-in, is killed with SIGKILL while the first
 * batch is in flight, and a new process on the same database finishes the send. Every guardian
 * gets exactly one message: the batch that died is sent again with the same keys, which the
 * gateway takes as already sent, and every delivery line ends up sent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedFromTemplate } from './harness.ts';
import { startNode, type NodeProcess } from './support/node-process.ts';
import { startSmsGateway, type SmsGatewayStandIn } from './support/sms-gateway.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'kampus-bulk-restart-'));
const databaseUrl = process.env.TEST_DATABASE_URL;
let gateway: SmsGatewayStandIn;
let node: NodeProcess | undefined;

const env = (): Record<string, string> => ({
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  KAMPUS_JOBS: '1',
  KAMPUS_JOB_POLL_MS: '50',
  SMS_GATEWAY_URL: gateway.url,
  LOG_LEVEL: 'warn',
});

const until = async (what: string, check: () => Promise<boolean> | boolean, ms = 120_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

beforeAll(async () => {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('drop schema if exists public cascade; create schema public;');
    await client.end();
  }
  gateway = await startSmsGateway();
}, 60_000);

afterAll(async () => {
  if (node && node.child.exitCode === null && node.child.signalCode === null) {
    node.child.kill('SIGTERM');
    await node.exited;
  }
  await gateway.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('kills the server mid-send, starts it again: nobody twice, nobody left out', { timeout: 600_000 }, async () => {
  // The first process starts from a copy of the run's booted demo (a fresh boot is not what is tested).
  await seedFromTemplate(dataDir, env());
  node = await startNode(env());
  const call = (path: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${node?.url}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    });
  const login = await call('/en/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'school@kampus.test', pwd: 'Kampus!2026' }),
  });
  const { accessToken: token } = (await login.json()) as { accessToken: string };
  const templates = (await (await call('/api/sms_templates.json', { token })).json()) as { id: number }[];

  gateway.delayMs = 40;
  const response = await call('/api/messages/send', {
    method: 'POST',
    token,
    body: JSON.stringify({ channel: 'sms', templateId: templates[0]?.id, source: 'school', audience: 'guardians' }),
  });
  expect(response.status).toBe(201);
  const send = (await response.json()) as { id: number; total: number };
  expect(send.total).toBe(40);

  // Mid-batch: some guardians have their SMS, and the transaction that would record it is open.
  await until('the first messages', () => gateway.messages.length >= 10);
  node.child.kill('SIGKILL');
  await node.exited;
  const beforeRestart = gateway.messages.length;
  expect(beforeRestart).toBeGreaterThanOrEqual(10);
  expect(beforeRestart).toBeLessThan(40);

  gateway.delayMs = 0;
  node = await startNode(env());
  const again = await fetch(`${node.url}/en/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'school@kampus.test', pwd: 'Kampus!2026' }),
  });
  const { accessToken } = (await again.json()) as { accessToken: string };
  const read = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${node?.url}${path}`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as T;
  await until(
    'the send to finish',
    async () => (await read<{ sendState: string }>(`/api/message_sends/${send.id}`)).sendState === 'done',
  );

  const after = await read<{ total: number; sent: number; failed: number }>(`/api/message_sends/${send.id}`);
  expect(after).toMatchObject({ total: 40, sent: 40, failed: 0 });
  const log = await read<{ address: string; deliveryState: string; body: string }[]>(
    `/api/message_deliveries.json?send=${send.id}&pagination=false`,
  );
  expect(log).toHaveLength(40);
  expect(log).toAllSatisfy((line) => line.deliveryState === 'sent');
  // What phones received: each of the 40 addresses exactly once, with the text the log shows.
  expect(gateway.messages).toHaveLength(40);
  expect(new Set(gateway.messages.map((message) => message.to)).size).toBe(40);
  for (const line of log) expect(gateway.messages.find((message) => message.to === line.address)?.text).toBe(line.body);
  // The killed batch was sent again: the gateway saw its keys twice and sent nothing new for them.
  expect(gateway.replays).toBeGreaterThan(0);
  console.info(
    `restart: ${beforeRestart} sent before SIGKILL, ${gateway.replays} repeated keys taken as already sent, 40 delivered once each (${databaseUrl ? 'postgres' : 'pglite'})`,
  );
});
