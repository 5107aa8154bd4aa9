import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seedFromTemplate } from '../harness.ts';
import { freePort, startNode, type NodeProcess } from './node-process.ts';

/**
 * Two server processes on one PostgreSQL behind a real HAProxy on loopback (docs/deployment.md,
 * "Several nodes"), as the load-balancer and two-node finance suites (and the payments bench) use
 * them. Node a seeds the demo data; node b starts on the same database without it.
 */

const haproxyFound = (): boolean => spawnSync('haproxy', ['-v']).status === 0;

/** Why two balanced nodes cannot run here, or undefined when they can. */
export const balancedNodesSkipReason = (databaseUrl: string | undefined): string | undefined =>
  !databaseUrl
    ? 'needs TEST_DATABASE_URL (two nodes share one PostgreSQL)'
    : !haproxyFound()
      ? 'needs the haproxy binary (apt-get install haproxy)'
      : undefined;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

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

type NodeName = 'a' | 'b';

export interface BalancedNodes {
  /** The balancer's address: every client call goes here. */
  base: string;
  /** The running processes, a at 0 and b at 1 (replaced by `restart`). */
  nodes: NodeProcess[];
  /** Milliseconds until the balancer sees the node in that state (UP, DOWN); throws after 30 s. */
  waitStatus: (name: NodeName, wanted: string) => Promise<number>;
  /** Starts the node again on its port (without demo data) and waits until the balancer has it UP. */
  restart: (name: NodeName) => Promise<NodeProcess>;
  /** Kills whatever still runs (SIGKILL) and the balancer, and removes the scratch directory. */
  close: () => Promise<void>;
}

const indexOf = (name: NodeName): number => (name === 'a' ? 0 : 1);

/**
 * Empties the database's public schema, starts nodes a and b on it and HAProxy in front, and waits
 * until the balancer has both UP. Everything made here is removed by `close`.
 */
export const startBalancedNodes = async (
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<BalancedNodes> => {
  const work = mkdtempSync(join(tmpdir(), 'kampus-lb-'));
  const nodeEnv = (demo: boolean): Record<string, string> => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(work, 'data'),
    KAMPUS_DEMO: demo ? '1' : '0',
    KAMPUS_JOBS: '0',
    KAMPUS_DRAIN_SECONDS: '1',
    KAMPUS_SHUTDOWN_SECONDS: '10',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });
  const reset = new pg.Client({ connectionString: databaseUrl });
  await reset.connect();
  await reset.query('drop schema if exists public cascade; create schema public;');
  await reset.end();
  const ports = [await freePort(), await freePort()] as const;
  const port = await freePort();
  const nodes: NodeProcess[] = [];
  let haproxy: ChildProcess | undefined;
  const close = async (): Promise<void> => {
    for (const node of nodes)
      if (node.child.exitCode === null && node.child.signalCode === null) node.child.kill('SIGKILL');
    // Waited for, so the next test file finds no connection of theirs left on the shared database.
    await Promise.all(nodes.map((node) => node.exited));
    haproxy?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  };
  const socket = join(work, 'haproxy.sock');
  const waitStatus = async (name: NodeName, wanted: string): Promise<number> => {
    const since = performance.now();
    while ((await serverStatus(socket, name)) !== wanted) {
      if (performance.now() - since > 30_000) throw new Error(`${name} never became ${wanted}`);
      await sleep(20);
    }
    return performance.now() - since;
  };
  try {
    // Node a restarts the run's booted demo, copied into the test's database, rather than booting
    // it afresh: what these files test is two nodes serving one database, not a first boot.
    if (databaseUrl === process.env.TEST_DATABASE_URL) await seedFromTemplate(join(work, 'data'), nodeEnv(true));
    nodes.push(await startNode(nodeEnv(true), ports[0]));
    nodes.push(await startNode(nodeEnv(false), ports[1]));
    const config = join(work, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(port, socket, ports[0], ports[1]));
    haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: 'ignore' });
    await waitStatus('a', 'UP');
    await waitStatus('b', 'UP');
  } catch (error) {
    await close();
    throw error;
  }
  return {
    base: `http://127.0.0.1:${port}`,
    nodes,
    waitStatus,
    restart: async (name) => {
      const index = indexOf(name);
      const node = await startNode(nodeEnv(false), ports[index]);
      nodes[index] = node;
      await waitStatus(name, 'UP');
      return node;
    },
    close,
  };
};
