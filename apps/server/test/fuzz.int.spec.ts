/**
 * The fuzzing suite (issue 9): every route of `/api/docs.json` and every route the app
 * registers gets wrong types, out-of-range numbers, huge and NUL-bearing strings, deep nesting,
 * prototype keys, bad dates, pages, orders, filters, ids, headers and encodings, as an
 * anonymous caller and as each kind of demo user. It fails on any 5xx, on a stack trace or SQL
 * in an answer, and on any change to data after a refused request.
 *
 * Seeded: `KAMPUS_FUZZ_SEED=<n>` replays a run (the seed is printed; the sample's default is fixed). Bounded: a sample by
 * default (every route, a few cases each, users drawn at random); `KAMPUS_FUZZ=full` sends
 * every kind of case as every user (`npm run test:fuzz`).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeCase, CASE_KINDS, type FuzzRequest, type ValidIds } from './fuzz/cases.ts';
import { takeChanges, watchTables } from './fuzz/change-log.ts';
import { seededRandom as random } from '@kampus/contract/random';
import { collectRoutes, type OpenApi, type RouteTemplate } from './fuzz/routes.ts';
import { json, startServer, type TestServer } from './harness.ts';
import { withFullPaths } from './support/openapi-paths.ts';

const FULL = process.env.KAMPUS_FUZZ === 'full';
/**
 * CI's sample uses one fixed seed, so a landing is judged on the same requests every time; the
 * full run draws a new seed each time to explore further. Either is replayed with KAMPUS_FUZZ_SEED.
 */
const CI_SEED = 20261123;
const SEED = Number(process.env.KAMPUS_FUZZ_SEED ?? (FULL ? Math.floor(Math.random() * 2 ** 31) : CI_SEED));
/** Cases per route in the sample; in full, this many of every kind for every user. */
const SAMPLE_CASES = 10;
const FULL_CASES_PER_KIND = 3;

const DEMO_USERS = [
  'admin@kampus.test',
  'hq@kampus.test',
  'campus@kampus.test',
  'school@kampus.test',
  'school2@kampus.test',
  'teacher@kampus.test',
  'parent@kampus.test',
  'student@kampus.test',
];
const ANONYMOUS = 'anonymous';

/** What an answer must never show: stack frames, module paths, SQL, driver messages. */
const LEAKS = [/\n\s+at /, /node_modules/, /\bSELECT\b/, /syntax error/i, /relation "/, /violates/i, /\bat .+\.ts:\d+/];

let server: TestServer;
const tokens = new Map<string, string>();
const stale = new Set<string>();

beforeAll(async () => {
  // The fuzzer sends many wrong sign-ins from one address; the demo users must still sign in again.
  server = await startServer({ KAMPUS_LOGIN_MAX_FAILURES: '1000000' });
  await watchTables(server.sql);
  for (const email of DEMO_USERS) tokens.set(email, (await server.login(email)).token);
});
afterAll(() => server?.close());

/** Signs in again whoever a valid call may have signed out; done before a baseline, as it writes sessions. */
const refreshTokens = async (): Promise<boolean> => {
  const users = [...stale];
  for (const user of users) tokens.set(user, (await server.login(user)).token);
  stale.clear();
  return users.length > 0;
};

/** The last row an admin lists of every collection: ids that exist, for routes that read or change one. */
const validIds = async (routes: RouteTemplate[]): Promise<ValidIds> => {
  const ids = new Map<string, string>();
  const names = new Set(routes.map((route) => /^\/api\/([a-z_]+)\/\{id\}$/.exec(route.path)?.[1]).filter(Boolean));
  for (const name of names) {
    const response = await server.call(`/api/${name}.json?itemsPerPage=1&order[id]=desc`, {
      token: tokens.get('admin@kampus.test'),
    });
    if (response.status !== 200) continue;
    const rows = await json<{ id?: number }[]>(response);
    if (rows[0]?.id !== undefined) ids.set(String(name), String(rows[0].id));
  }
  return ids;
};

interface Outcome {
  status: number;
  problem?: string;
}

const firstChunk = async (response: Response): Promise<string> => {
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
};

const send = async (request: FuzzRequest, user: string): Promise<Outcome> => {
  const token = user === ANONYMOUS ? undefined : tokens.get(user);
  const headers = { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const body = request.method === 'GET' ? undefined : request.body;
  let response: Response;
  try {
    response = await fetch(`${server.url}${request.url}`, { method: request.method, headers, body });
  } catch (error) {
    return { status: 0, problem: `no answer: ${String(error)}` };
  }
  // A live stream (the mail push) never ends: its first event is the answer to judge.
  const text = response.headers.get('content-type')?.startsWith('text/event-stream')
    ? await firstChunk(response)
    : await response.text();
  if (response.status >= 500) return { status: response.status, problem: `${response.status}: ${text.slice(0, 300)}` };
  if (response.status >= 400) {
    const leak = LEAKS.find((pattern) => pattern.test(text));
    if (leak) return { status: response.status, problem: `answer leaks ${String(leak)}: ${text.slice(0, 300)}` };
  }
  return { status: response.status };
};

const describeCase = (route: RouteTemplate, request: FuzzRequest, user: string): string =>
  `${route.method} ${route.path} [${request.kind}] as ${user}: ${request.method} ${request.url.slice(0, 200)}` +
  (request.body !== undefined ? ` body ${JSON.stringify(request.body.slice(0, 200))}` : '') +
  (Object.keys(request.headers).length > 0 ? ` headers ${JSON.stringify(request.headers).slice(0, 200)}` : '');

it('the change log sees a single accepted write, and nothing of a refused one', async () => {
  await takeChanges(server.sql);
  const refused = await server.call('/api/grade_levels', {
    method: 'POST',
    json: { title: '' },
    token: tokens.get('school@kampus.test'),
  });
  expect(refused.status).toBe(422);
  expect(await takeChanges(server.sql)).toEqual([]);
  const created = await server.call('/api/grade_levels', {
    method: 'POST',
    json: { title: 'Fuzz check' },
    token: tokens.get('school@kampus.test'),
  });
  expect(created.status).toBe(201);
  // The write and its audit entry: an accepted change is recorded in its own transaction.
  expect(await takeChanges(server.sql)).toEqual(['audit_logs', 'grade_levels']);
});

it(
  'no route answers 5xx, leaks a stack or SQL, or changes data when it refuses',
  async () => {
    const started = Date.now();
    const api = withFullPaths(await json<OpenApi>(await server.call('/api/docs.json')));
    const oneRoster = withFullPaths(await json<OpenApi>(await server.call('/api/docs/oneroster.json')));
    const scim = withFullPaths(await json<OpenApi>(await server.call('/api/docs/scim.json')));
    const document = { ...api, paths: { ...api.paths, ...oneRoster.paths, ...scim.paths } };
    const routes = collectRoutes(document, server.routes);
    const ids = await validIds(routes);
    const users = [ANONYMOUS, ...DEMO_USERS];
    const rng = random(SEED);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;

    for (const route of routes) {
      // What happened before this route (sign-ins, the last route's accepted writes) is not its doing.
      await refreshTokens();
      await takeChanges(server.sql);
      const cases: { request: FuzzRequest; user: string }[] = FULL
        ? users.flatMap((user) =>
            CASE_KINDS.flatMap((kind) =>
              Array.from({ length: FULL_CASES_PER_KIND }, () => ({ request: makeCase(route, kind, rng, ids), user })),
            ),
          )
        : Array.from({ length: SAMPLE_CASES }, (_, index) => ({
            request: makeCase(
              route,
              CASE_KINDS[(index + rng.int(CASE_KINDS.length)) % CASE_KINDS.length] ?? 'path',
              rng,
              ids,
            ),
            user: rng.pick(users),
          }));
      const refused: typeof cases = [];
      let accepted = false;
      // A read may write on purpose too: a disclosure (a person's data export) is audited.
      let answeredRead = false;
      for (const item of cases) {
        const outcome = await send(item.request, item.user);
        requests++;
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
        if (outcome.problem) failures.push(`${describeCase(route, item.request, item.user)} -> ${outcome.problem}`);
        if (outcome.status >= 200 && outcome.status < 300 && item.request.method !== 'GET') {
          accepted = true;
          // A valid call may end the caller's session (logout, a password change): sign in again.
          stale.add(item.user);
        } else if (outcome.status >= 200 && outcome.status < 300) answeredRead = true;
        else if (outcome.status >= 400) refused.push(item);
      }
      let changed = await takeChanges(server.sql);
      if (accepted || (answeredRead && changed.length > 0)) {
        // Something was written on purpose: replay only the refused cases over the new data.
        await refreshTokens();
        await takeChanges(server.sql);
        for (const item of refused) {
          const outcome = await send(item.request, item.user);
          requests++;
          if (outcome.status < 400) {
            if (item.request.method !== 'GET') stale.add(item.user);
            await refreshTokens();
            await takeChanges(server.sql);
          }
        }
        changed = await takeChanges(server.sql);
      }
      if (changed.length > 0) {
        failures.push(`${route.method} ${route.path}: refused requests changed ${changed.join(', ')}`);
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}:${n}`);
    console.log(
      `fuzz ${FULL ? 'full' : 'sample'} seed=${SEED} driver=${server.driver}: ${routes.length} routes, ${requests} requests, ${users.length} users (anonymous + ${DEMO_USERS.length} demo), ${seconds} s; statuses ${histogram.join(' ')}`,
    );
    expect(failures, `replay with KAMPUS_FUZZ_SEED=${SEED}${FULL ? ' KAMPUS_FUZZ=full' : ''}`).toEqual([]);
  },
  FULL ? 3_600_000 : 600_000,
);
