/**
 * The real Kampus server for the end-to-end specs: the built web app, a fresh PGlite data
 * directory and the demo data. `run.ts` starts one for the whole suite; a spec file run on its
 * own (without KAMPUS_E2E_URL) starts its own through `support/app.ts`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root (`/work/main`): the server is started from there. */
export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');
const WEB_DIST = join(ROOT, 'apps', 'web', 'dist');
const WEB_INDEX = join(WEB_DIST, 'index.html');
// A fresh boot is about 30 s on a quiet machine; beside another suite on two cores it has taken
// over 120 s before its first log line, so the wait is long (a server that never starts still fails).
const READY_TIMEOUT_MS = Number(process.env.KAMPUS_E2E_READY_TIMEOUT_MS ?? 300_000);

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  logFile: string;
  /** Ends the server; with `keepDataIn`, its data directory is moved there instead of removed. */
  stop: (options?: { keepDataIn?: string }) => Promise<void>;
}

/**
 * A data directory a server has booted, seeded with the demo data and stopped cleanly (run.ts
 * makes one per suite run): a later server starts from a copy of it, a restart of about 16 s,
 * instead of from an empty one, a first boot with the demo seed of about 100 s beside a browser.
 * Unset (a spec file run on its own), every server boots fresh.
 */
const TEMPLATE_ENV = 'KAMPUS_E2E_TEMPLATE';

const newestMtime = (dir: string): number => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (!/\.(spec|test)\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
};

/**
 * Builds the web app when `apps/web/dist/index.html` is missing (or KAMPUS_E2E_BUILD=1).
 * A build older than the sources is used as it is, with a warning.
 */
const ensureWebBuild = (): void => {
  const forced = process.env.KAMPUS_E2E_BUILD === '1';
  if (existsSync(WEB_INDEX) && !forced) {
    const sources = [join(ROOT, 'apps', 'web', 'src'), join(ROOT, 'packages', 'contract', 'src')];
    if (sources.some((dir) => existsSync(dir) && newestMtime(dir) > statSync(WEB_INDEX).mtimeMs)) {
      console.warn('# e2e: apps/web/dist is older than the sources; KAMPUS_E2E_BUILD=1 rebuilds it.');
    }
    return;
  }
  console.log('# e2e: building the web app (npm run build --workspace apps/web)');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(WEB_INDEX)) {
    throw new Error(`the web app build failed (exit ${String(result.status)})`);
  }
};

/** The Hydra admin's build (apps/api-admin, served at /admin/api/): built when missing, for api-admin.spec.ts. */
const ensureApiAdminBuild = (): void => {
  if (existsSync(join(ROOT, 'apps', 'api-admin', 'dist', 'index.html'))) return;
  console.log('# e2e: building the Hydra admin (npm run build --workspace apps/api-admin)');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/api-admin'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the Hydra admin build failed (exit ${String(result.status)})`);
};

/**
 * The server as a school runs it (`npm start`): the bundle `apps/server/scripts/build.ts` writes,
 * not the TypeScript sources through tsx, whose start compiled every module again (about 9 s of CPU
 * a start, beside the browsers, for each of the run's twenty servers). `run.ts` builds it once into
 * a folder of the run's own (`KAMPUS_E2E_SERVER_JS`), so a rebuild of `dist/` during the run cannot
 * change the servers under it; a spec file run on its own builds its own first (about 1 s).
 */
const SERVER_JS_ENV = 'KAMPUS_E2E_SERVER_JS';
const E2E_SERVER_BUILD = '.e2e-build';

const buildServer = (): string => {
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts', '--outdir', E2E_SERVER_BUILD], {
    cwd: join(ROOT, 'apps', 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const entry = join(ROOT, 'apps', 'server', E2E_SERVER_BUILD, 'main.js');
  if (result.status !== 0 || !existsSync(entry))
    throw new Error(`the server build failed (exit ${String(result.status)})`);
  process.env[SERVER_JS_ENV] = entry;
  return entry;
};

const serverEntry = (): string => process.env[SERVER_JS_ENV] ?? buildServer();

/**
 * Copies the built web app for one run, so a rebuild of `apps/web/dist` during the run (by
 * someone else) cannot pull the files from under the server. Retries while the copy is torn.
 */
const snapshotWebBuild = async (target: string): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    rmSync(target, { recursive: true, force: true });
    try {
      cpSync(WEB_DIST, target, { recursive: true });
      const index = readFileSync(join(target, 'index.html'), 'utf8');
      const assets = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
      if (assets.every((asset) => existsSync(join(target, asset)))) return;
    } catch {
      // torn copy: try again
    }
    if (attempt >= 10) throw new Error(`could not copy a complete web build from ${WEB_DIST}`);
    await new Promise((wake) => setTimeout(wake, 1_000));
  }
};

/**
 * With KAMPUS_E2E_DATABASE_URL (a PostgreSQL server's address, as CI sets it), each server gets a
 * database of its own on that server, dropped at the end, instead of an embedded PGlite one: the
 * same boot and demo data, the production path, and a native database beside the browsers on two
 * cores. It is a copy of the run's seeded template database (`CREATE DATABASE … TEMPLATE`) when
 * there is one, else created empty. Unset, the server runs on PGlite as `npm start` does.
 */
const PG_TEMPLATE_ENV = 'KAMPUS_E2E_PG_TEMPLATE';

const psqlOn = (admin: string, statement: string): void => {
  const result = spawnSync('psql', ['--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '-d', admin, '-c', statement], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql ${statement}: ${result.stderr || String(result.error)}`);
};

const freshDatabase = (name: string, fromTemplate: boolean): { url: string; drop: () => void } | null => {
  const admin = process.env.KAMPUS_E2E_DATABASE_URL;
  if (!admin) return null;
  const template = fromTemplate ? process.env[PG_TEMPLATE_ENV] : undefined;
  psqlOn(admin, `drop database if exists ${name}`);
  psqlOn(admin, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const drop = (): void => {
    try {
      psqlOn(admin, `drop database if exists ${name} with (force)`);
    } catch (error) {
      // A database left behind costs disk, not a result: say so and go on stopping.
      console.warn(`# e2e: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return { url: url.toString(), drop };
};

/** A port nobody listens on right now. */
const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => child.once('exit', () => done()));

/** Signals the server's process group (the server and anything it started), never other processes. */
const signalGroup = (child: ChildProcess, signal: NodeJS.Signals): void => {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
};

const waitReady = async (baseUrl: string, child: ChildProcess, logFile: string): Promise<void> => {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${String(child.exitCode ?? child.signalCode)}) before it was ready; see ${logFile}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(
    `GET ${baseUrl}/ready did not answer 200 within ${READY_TIMEOUT_MS} ms (last: ${last}); see ${logFile}`,
  );
};

/**
 * Starts the built server (`serverEntry`, as `npm start` runs it) on a free port with a fresh
 * data directory, a copy of the web build and the demo data, and resolves once `GET /ready`
 * answers 200. `stop()` ends the process group and removes the temporary directory; it is safe
 * to call more than once.
 */
export const startServer = async (
  options: {
    /** More settings, given the address the server will answer at (an OpenID provider needs it). */
    env?: (baseUrl: string) => Record<string, string>;
    /** false: an empty data directory even when the run has a template (the template's own boot). */
    fromTemplate?: boolean;
    /** On PostgreSQL, the name of the server's database (the template's own is kept by name). */
    databaseName?: string;
  } = {},
): Promise<RunningServer> => {
  ensureWebBuild();
  ensureApiAdminBuild();
  mkdirSync(ARTIFACTS, { recursive: true });
  const port = await freePort();
  const runDir = mkdtempSync(join(tmpdir(), 'kampus-e2e-'));
  const dataDir = join(runDir, 'data');
  const webDir = join(runDir, 'web');
  mkdirSync(dataDir);
  try {
    await snapshotWebBuild(webDir);
  } catch (error) {
    rmSync(runDir, { recursive: true, force: true });
    throw error;
  }
  const fromTemplate = options.fromTemplate !== false;
  const database = freshDatabase(options.databaseName ?? `kampus_e2e_${port}_${process.pid}`, fromTemplate);
  const template = process.env[TEMPLATE_ENV];
  // The template's data directory holds its files and keys (and on PGlite its database too).
  if (template && fromTemplate) cpSync(template, dataDir, { recursive: true });
  const logFile = join(ARTIFACTS, `server-${port}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=64', serverEntry()], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      KAMPUS_WEB_DIST: webDir,
      KAMPUS_DEMO: '1',
      LOG_LEVEL: 'warn',
      // The specs' stand-ins (OpenCart, BigBlueButton, OpenID) listen on this machine.
      KAMPUS_OUTBOUND_ALLOW: '127.0.0.1,::1,localhost',
      // SMS go to the local stand-in (DATA_DIR/sms-outbox): without a gateway nothing is ever "sent".
      SMS_GATEWAY_URL: process.env.SMS_GATEWAY_URL ?? 'local',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...options.env?.(`http://127.0.0.1:${port}`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  let stopped: Promise<void> | undefined;
  const stop = (keepDataIn?: string): Promise<void> => {
    stopped ??= (async () => {
      signalGroup(child, 'SIGTERM');
      // A template must be closed cleanly: its copies open the same PGlite files.
      const killer = keepDataIn ? undefined : setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(killer);
      log.end();
      if (keepDataIn) renameSync(dataDir, keepDataIn);
      rmSync(runDir, { recursive: true, force: true });
      if (!keepDataIn) database?.drop();
    })();
    return stopped;
  };
  // Last resort when the runner dies without calling stop(): no server and no data left behind.
  const onExit = () => {
    signalGroup(child, 'SIGKILL');
    rmSync(runDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitReady(baseUrl, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    logFile,
    stop: async (stopOptions) => {
      await stop(stopOptions?.keepDataIn);
      process.removeListener('exit', onExit);
    },
  };
};

/**
 * Boots a server on an empty data directory (the demo seed), stops it and sets the run's template
 * (`KAMPUS_E2E_TEMPLATE`, inherited by the spec runners) to its data; on PostgreSQL its database
 * is kept too (`KAMPUS_E2E_PG_TEMPLATE`), and later servers' databases are copies of it. Answers a
 * clean-up that removes both.
 */
export const prepareTemplate = async (): Promise<() => void> => {
  const started = performance.now();
  const admin = process.env.KAMPUS_E2E_DATABASE_URL;
  const templateDatabase = `kampus_e2e_template_${process.pid}`;
  const server = await startServer({ fromTemplate: false, databaseName: templateDatabase });
  const keep = join(mkdtempSync(join(tmpdir(), 'kampus-e2e-template-')), 'data');
  // Stopped without dropping its database: `keepDataIn` keeps both.
  await server.stop({ keepDataIn: keep });
  process.env[TEMPLATE_ENV] = keep;
  if (admin) process.env[PG_TEMPLATE_ENV] = templateDatabase;
  console.log(`# e2e: demo data seeded once for the run in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return () => {
    rmSync(join(keep, '..'), { recursive: true, force: true });
    if (admin) psqlOn(admin, `drop database if exists ${templateDatabase} with (force)`);
  };
};
