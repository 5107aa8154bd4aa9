import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverDir } from '../src/paths.ts';

/** What `npm start` runs: the bundle `npm run build` writes, on plain Node, with no TypeScript loader. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let child: ChildProcess | undefined;
let base = '';
const dataDir = mkdtempSync(join(tmpdir(), 'kampus-built-'));
const output: string[] = [];

beforeAll(async () => {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: serverDir, stdio: 'pipe' });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Not the test runner's environment: no loader is inherited through NODE_OPTIONS.
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      KAMPUS_DEMO: '0',
      KAMPUS_JOBS: '0',
      KAMPUS_SUPERADMIN_EMAIL: 'it@school.org',
      KAMPUS_SUPERADMIN_PASSWORD: 'S3cure!pass',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`dist/main.js exited ${child.exitCode}: ${output.join('')}`);
    const ready = await fetch(`${base}/ready`).catch(() => undefined);
    if (ready?.ok) break;
    if (i > 1200) throw new Error(`dist/main.js never became ready: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server (npm start)', () => {
  it('migrates, signs the superadmin in and reads files found from its own location', async () => {
    const login = await fetch(`${base}/en/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'it@school.org', pwd: 'S3cure!pass' }),
    });
    expect(login.status).toBe(200);
    const { accessToken: token } = (await login.json()) as { accessToken: string };
    const schools = await fetch(`${base}/api/schools.json`, { headers: { authorization: `Bearer ${token}` } });
    expect(schools.status).toBe(200);
    // docs/help is read relative to the server's folder, so it must resolve from dist/ too.
    const help = await fetch(`${base}/en/help/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(help.status).toBe(200);
    expect(await help.text()).toMatch(/^#+ Users/m);
  });
});
