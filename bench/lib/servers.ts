import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

export const waitReady = async (base: string, timeoutMs = 90_000): Promise<void> => {
  for (let i = 0; i < timeoutMs / 100; i++) {
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} did not become ready`);
};

/**
 * Node itself (no npx wrapper), so stopping the child stops the server; a `.ts` script runs through
 * the tsx loader, a built `.js` one as it is. With `profileDir` the server writes a V8 CPU profile
 * there when it exits.
 */
export const startNode = (
  script: string,
  env: NodeJS.ProcessEnv,
  profileDir?: string,
  nodeFlags: string[] = [],
): ChildProcess =>
  spawn(
    process.execPath,
    [
      ...nodeFlags,
      ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
      ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []),
      script,
    ],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] },
  );

/** SIGTERM and wait for the exit (the engine writes its profile on the way out). */
export const stop = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The Node flags of the server's start script (`node <flags> dist/main.js`). */
export const startScriptFlags = (): string[] => {
  const startScript = (
    JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start;
  return /^node\s+(.*?)\s*dist\/main\.js$/.exec(startScript)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
};

/**
 * What `npm start` runs: the server built to plain JavaScript (apps/server/scripts/build.ts), with
 * the Node flags of its start script (`nodeFlags` replaces them, for an experiment), on a database
 * of its own with the demo group and no jobs.
 */
export const startBuiltServer = (options: {
  port: number;
  dataDir: string;
  databaseUrl: string;
  env?: NodeJS.ProcessEnv;
  profileDir?: string | undefined;
  nodeFlags?: string[] | undefined;
}): ChildProcess => {
  execSync('npm run build', { cwd: join(root, 'apps/server'), stdio: 'ignore' });
  return startNode(
    'apps/server/dist/main.js',
    {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      KAMPUS_DEMO: '1',
      KAMPUS_JOBS: '0',
      ...options.env,
    },
    options.profileDir,
    options.nodeFlags ?? startScriptFlags(),
  );
};

/** A demo user's bearer token (every demo user's password is the README's). */
export const signIn = async (base: string, email: string): Promise<string> => {
  const response = await fetch(`${base}/en/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, pwd: 'Kampus!2026' }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
};
