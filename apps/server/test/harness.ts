import { expect } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.ts';
import { boot } from '../src/boot.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database.ts';
import { buildApp, type RegisteredRoute } from '../src/http/app.ts';
import type { Services } from '../src/http/services.ts';
import { createWorker } from '../src/jobs/worker.ts';
import { copyTemplate, templateFor } from './support/boot-template.ts';
import { postponeClockRuns } from './support/clock-runs.ts';

export const DEMO_PASSWORD = 'Kampus!2026';

/** Empties the shared test database so each file starts from migrations and demo data. */
const resetPostgres = async (url: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema if exists public cascade; create schema public;');
  await client.end();
};

export type CallInit = Omit<RequestInit, 'headers'> & {
  token?: string;
  json?: unknown;
  headers?: Record<string, string>;
};

export interface TestServer {
  url: string;
  driver: string;
  close: () => Promise<void>;
  /** Signs a demo user in and answers their token and uuid. */
  login: (email: string, password?: string) => Promise<{ token: string; userId: string }>;
  /** fetch against the server, with a token and extra headers. */
  call: (path: string, init?: CallInit) => Promise<Response>;
  /** Turns a job worker by hand until no job is due (the test servers run none of their own); answers how many ran. */
  runJobs: () => Promise<number>;
  /** Every route the app registered (method and Fastify URL). */
  routes: RegisteredRoute[];
  /** Raw SQL on the server's own database, for checks a client cannot make (data fingerprints). */
  sql: (text: string) => Promise<Record<string, unknown>[]>;
}

/** The configuration a test server boots with: the demo, no job workers, the stand-ins reachable. */
const configFor = (env: Record<string, string>, directory: string, url: string | undefined) =>
  loadConfig({
    ...process.env,
    DATA_DIR: directory,
    DATABASE_URL: url ?? '',
    KAMPUS_DEMO: '1',
    LOG_LEVEL: 'silent',
    // Job workers run only where a test asks for them (KAMPUS_JOBS=1), so background work never races a test.
    KAMPUS_JOBS: '0',
    // The stand-ins (OpenCart, BigBlueButton, SMS, OpenID, Drive, SMTP) listen on this machine:
    // allowed by the setting an on-premise installation uses, never by a hole in the guard.
    KAMPUS_OUTBOUND_ALLOW: '127.0.0.1,::1,localhost',
    ...env,
  });

/** This run's boot template for servers started with `env`, booted in this process the first time. */
const serverTemplate = (env: Record<string, string>, databaseUrl: string | undefined) =>
  templateFor(env, databaseUrl, async (directory, url) => {
    const booted = await boot(configFor(env, directory, url));
    await booted.database.close();
  });

/**
 * Fills `dataDir` (and, on PostgreSQL, the test's database) with a copy of the run's boot template
 * for a server process started with `env` (test/support/node-process.ts), so the process restarts
 * a booted installation instead of booting a fresh one (about 30 s on PGlite under load, under
 * 5 s from a copy). The template is booted as the in-process servers are, with the demo unless
 * `env` says KAMPUS_DEMO=0; `DATA_DIR` and `DATABASE_URL` in `env` name where the copy goes and
 * are not part of the seeding. Answers false when there is no template (a spec run by hand): the
 * process then boots afresh, as it would in production.
 */
export const seedFromTemplate = async (dataDir: string, env: Record<string, string>): Promise<boolean> => {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  // The demo is the harness's default: KAMPUS_DEMO=1 shares the template of every other server.
  const seeding = Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) => name !== 'DATA_DIR' && name !== 'DATABASE_URL' && !(name === 'KAMPUS_DEMO' && value === '1'),
    ),
  );
  const template = await serverTemplate(seeding, databaseUrl);
  if (!template) return false;
  await copyTemplate(template, dataDir, databaseUrl);
  return true;
};

/**
 * Boots the real app (migrations, reference and demo data) on a free port, over HTTP; within a
 * vitest run, from a copy of a booted template (test/support/boot-template.ts).
 */
export const startServer = async (
  env: Record<string, string> = {},
  options: {
    reset?: boolean;
    /** Log lines go here (at LOG_LEVEL) instead of nowhere. */
    logStream?: { write: (line: string) => void };
    /** Test-only routes, added before the server listens. */
    beforeListen?: (app: FastifyInstance, services: Services) => void;
    /** Listen on this port (for a KAMPUS_PUBLIC_URL known before the start); any free one by default. */
    port?: number;
  } = {},
): Promise<TestServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kampus-test-'));
  const databaseUrl = process.env.TEST_DATABASE_URL;
  // `reset: false` keeps the PostgreSQL database another server of the file booted; a PGlite
  // server's data directory is new either way, so it starts from the template like any other.
  const keepDatabase = options.reset === false && Boolean(databaseUrl);
  const template = keepDatabase ? undefined : await serverTemplate(env, databaseUrl);
  if (template) await copyTemplate(template, dataDir, databaseUrl);
  else if (databaseUrl && options.reset !== false) await resetPostgres(databaseUrl);
  const config = configFor(env, dataDir, databaseUrl);
  const { services, database } = await boot(config);
  await postponeClockRuns(services.db);
  const routes: RegisteredRoute[] = [];
  const app = await buildApp(
    services,
    options.logStream ? { logStream: options.logStream, routes } : { logger: false, routes },
  );
  options.beforeListen?.(app, services);
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const call: TestServer['call'] = (path, init = {}) => {
    const { token, json, headers = {}, ...rest } = init;
    return fetch(`${url}${path}`, {
      ...rest,
      headers: {
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  };
  const login: TestServer['login'] = async (email, password = DEMO_PASSWORD) => {
    const response = await call('/en/login', { method: 'POST', json: { email, pwd: password } });
    if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { accessToken: string; userId: string };
    return { token: body.accessToken, userId: body.userId };
  };
  const worker = createWorker({ db: services.db, pollMs: 10, logger: app.log });
  const runJobs: TestServer['runJobs'] = async () => {
    let ran = 0;
    // Until nothing is due: a job's work after its commit (a solve) is awaited, and may queue more.
    for (;;) {
      while (await worker.runOnce()) ran += 1;
      await worker.settled();
      if (!(await worker.runOnce())) return ran;
      ran += 1;
    }
  };
  return {
    url,
    driver: database.driver,
    call,
    login,
    runJobs,
    routes,
    sql: (text) => queryRows(services.db, sql.raw(text)),
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** A port nobody listens on right now (for a server whose public URL must be known before it starts). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export const json = async <T = Record<string, unknown>>(response: Response): Promise<T> => (await response.json()) as T;

/** A read that must succeed: asserts 200 (the path names the failure) and answers the parsed body. */
export const readOk = async <T>(server: TestServer, path: string, token: string): Promise<T> => {
  const response = await server.call(path, { token });
  expect(response.status, path).toBe(200);
  return json<T>(response);
};

/** The fields a 422 names, in the order the server gave them. */
export const violationPaths = (problem: { violations?: { propertyPath: string }[] }): string[] =>
  (problem.violations ?? []).map((violation) => violation.propertyPath);

/**
 * Reads until `accept` takes the answer or `withinMs` passes, and answers the last read. For what
 * another node learns from the database's notifications: it is signalled by the same commit as the
 * writer but hears it on its own connection, a few milliseconds later on a loaded machine (the
 * writer's own reply waits for its copy, see RequestCache.settle).
 */
export const soon = async <T>(read: () => Promise<T>, accept: (value: T) => boolean, withinMs = 3000): Promise<T> => {
  const until = Date.now() + withinMs;
  let value = await read();
  while (!accept(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
};
