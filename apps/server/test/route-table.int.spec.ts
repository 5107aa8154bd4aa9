import { resources } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { withFullPaths } from './support/openapi-paths.ts';

interface OpenApi {
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId?: string; summary?: string }>>;
}

/**
 * Routes that are not the API and so have no entry in its document:
 * - `/api/docs.json` and `/api/docs` are the document itself and its readable page, and
 *   `/api/docs/oneroster.json` the OneRoster binding's own document and `/api/docs/scim.json`
 *   SCIM's (each read beside it below);
 * - `/*` is the static web app (its files, and its page for every other path), registered only when a build exists,
 *   and `/admin/api/*` the Hydra admin's, likewise;
 * - `/metrics` is Prometheus text for the operator's scraper, behind its own token (docs/operations.md);
 * - `/local-drive/o/oauth2/v2/auth` is the local Drive's sign-in page, a stand-in of Google's
 *   authorization endpoint for the file manager's Drive tab (docs/filemanager.md), not Kampus's API;
 * - the writes of a resource the server alone writes (the audit trail) are routes only to refuse every
 *   caller with 403: the document lists what a client can do, and there it is reading only.
 */
const EXEMPT = new Set([
  'GET /api/docs.json',
  'GET /api/docs',
  'GET /api/docs/oneroster.json',
  'GET /api/docs/scim.json',
  // The Hydra documents: the entrypoint, its documentation and the contexts (hydra.int.spec.ts).
  'GET /api',
  'GET /api/docs.jsonld',
  'GET /api/contexts/:type',
  'GET /*',
  'GET /metrics',
  'GET /local-drive/o/oauth2/v2/auth',
  'POST /local-drive/o/oauth2/v2/auth',
  // The Hydra admin's files and page (apps/api-admin), registered only when its build exists.
  'GET /admin/api',
  'GET /admin/api/*',
  ...resources
    .filter((resource) => resource.serverWritten)
    .flatMap((resource) => [
      `POST /api/${resource.name}`,
      `PATCH /api/${resource.name}/:id`,
      `DELETE /api/${resource.name}/:id`,
    ]),
]);

/**
 * `/:lang/users/:userId` as the document writes it, a path under `/api` relative to the document's
 * server (`/api/schools` is `/schools`); a trailing `*` is the action's rest parameter, whatever its name.
 */
const documentedPath = (url: string, paths: string[]): string => {
  const path = url.replace(/:(\w+)/g, '{$1}').replace(/^\/api(?=\/)/, '');
  if (!path.endsWith('*')) return path;
  const prefix = path.slice(0, -1);
  return (
    paths.find((candidate) => candidate.startsWith(prefix) && /^\{[^}/]+\}$/.test(candidate.slice(prefix.length))) ??
    path
  );
};

let server: TestServer;
let document: OpenApi;

beforeAll(async () => {
  server = await startServer();
  // The OneRoster binding's routes are documented in its own document: read as one with the API's.
  const api = await json<OpenApi>(await server.call('/api/docs.json'));
  const oneRoster = withFullPaths(await json<OpenApi>(await server.call('/api/docs/oneroster.json')));
  expect(Object.keys(oneRoster.paths).length).toBeGreaterThan(10);
  expect(Object.keys(api.paths).filter((path) => path.startsWith('/ims/'))).toEqual([]);
  // SCIM's Users and Groups likewise have their own document.
  const scim = withFullPaths(await json<OpenApi>(await server.call('/api/docs/scim.json')));
  expect(Object.keys(scim.paths).length).toBeGreaterThan(5);
  expect(Object.keys(api.paths).filter((path) => path.startsWith('/scim/'))).toEqual([]);
  document = { ...api, paths: { ...api.paths, ...oneRoster.paths, ...scim.paths } };
}, 120_000);
afterAll(() => server?.close());

describe('the route table against /api/docs.json', () => {
  it('documents every route the server registered', () => {
    const paths = Object.keys(document.paths);
    const registered = server.routes
      // HEAD is Fastify's automatic twin of each GET: documented with it.
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !EXEMPT.has(route));
    expect(registered.length).toBeGreaterThan(100);
    const missing = registered.filter((route) => {
      const [method = '', url = ''] = route.split(' ');
      return document.paths[documentedPath(url, paths)]?.[method.toLowerCase()] === undefined;
    });
    expect(missing).toEqual([]);
  });

  it('registers every documented operation, each action with its own operationId', () => {
    const registered = new Set(
      server.routes.map(
        (route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}').replace(/^\/api(?=\/)/, '')}`,
      ),
    );
    const paths = Object.keys(document.paths);
    const phantom = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => key !== 'servers')
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((operation) => {
          if (registered.has(operation)) return false;
          // A rest parameter (`/files/{path}`) is registered as `/files/*`.
          const [method = '', url = ''] = operation.split(' ');
          const rest = url.replace(/\{[^}/]+\}$/, '*');
          return !registered.has(`${method} ${rest}`) || documentedPath(rest, paths) !== url;
        }),
    );
    expect(phantom).toEqual([]);
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.entries(item).flatMap(([key, operation]) => (key === 'servers' ? [] : [operation])),
    );
    const operationIds = operations.map((operation) => operation.operationId);
    expect(operations.filter((operation) => !operation.operationId || !operation.summary)).toEqual([]);
    expect(new Set(operationIds).size).toBe(operationIds.length);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api' })]);
    expect(operationIds).toEqual(expect.arrayContaining(['login', 'copySeasonData', 'moveMenu', 'readFile']));
  });

  it('documents an action with its parameters and request and response schemas', () => {
    const copy = document.paths['/seasons/copy_data']?.post as Record<string, unknown> | undefined;
    expect(copy).toMatchObject({
      operationId: 'copySeasonData',
      parameters: expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]),
      requestBody: {
        content: { 'application/json': { schema: { properties: { sourceDb: {}, destinationDb: {}, tables: {} } } } },
      },
    });
    const login = document.paths['/{lang}/login']?.post as Record<string, unknown> | undefined;
    expect(login).toMatchObject({
      security: [],
      parameters: [{ name: 'lang', in: 'path', required: true, schema: { enum: ['ar', 'de', 'en', 'es', 'tr'] } }],
      requestBody: { content: { 'application/json': { schema: { required: ['email', 'pwd'] } } } },
      responses: { 200: { content: { 'application/json': { schema: { properties: { accessToken: {} } } } } } },
    });
  });

  it('lists only reading for the audit trail, which the server alone writes', () => {
    expect(Object.keys(document.paths['/audit_logs'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/audit_logs/{id}'] ?? {})).toEqual(['get']);
  });
});
