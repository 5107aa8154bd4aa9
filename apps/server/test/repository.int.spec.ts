import { gradeLevels } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoped, system } from '../src/core/repository.ts';
import { requestContext } from '../src/http/context.ts';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * The scoped repository answers a named operation exactly as `/api` answers a client: test-only
 * routes read and write grade levels through it, and each answer is compared with the generic
 * route's for the same caller.
 */
let server: TestServer;
let tokens: Record<string, string>;
let schoolIds: Record<string, number>;
const levels: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer(
    {},
    {
      beforeListen: (app, services) => {
        app.get('/test/repo/grade_levels/:id', async (request) => {
          const ctx = await requestContext(services, request);
          const row = await scoped(services.db, ctx)
            .of(gradeLevels)
            .get((request.params as { id: string }).id);
          // Typed row: the school is its id, the title a string.
          return { id: row.id, school: row.school, title: row.title };
        });
        app.get('/test/repo/grade_levels', async (request) => {
          const ctx = await requestContext(services, request);
          const repo = scoped(services.db, ctx).of(gradeLevels);
          const rows = await repo.list({ active: true }, { order: { title: 'asc' } });
          return { titles: rows.map((row) => row.title), count: await repo.count() };
        });
        app.get('/test/repo/system_count', async () => ({ count: await system(services.db).of(gradeLevels).count() }));
        app.post('/test/repo/grade_levels', async (request, reply) => {
          const ctx = await requestContext(services, request);
          const body = request.body as { school: number; title: string };
          const row = await services.db.transaction((tx) =>
            scoped(tx as unknown as typeof services.db, ctx)
              .of(gradeLevels)
              .insert({ school: body.school, title: body.title, levelOrder: 1, active: true }),
          );
          return reply.status(201).send({ id: row.id });
        });
      },
    },
  );
  tokens = {};
  for (const name of ['admin', 'school', 'school2']) tokens[name] = (await server.login(`${name}@kampus.test`)).token;
  const schools = await json<{ id: number; title: string }[]>(
    await server.call('/api/schools.json', { token: tokens.admin }),
  );
  schoolIds = Object.fromEntries(schools.map((s) => [s.title, s.id]));
  for (const [school, title] of [
    ['Demo High School', 'Repo High'],
    ['Demo Middle School', 'Repo Middle'],
  ] as const) {
    const created = await json<{ id: number }>(
      await server.call('/api/grade_levels', {
        method: 'POST',
        token: tokens.admin,
        json: { school: `/api/schools/${schoolIds[school]}`, title },
      }),
    );
    levels[school] = created.id;
  }
});
afterAll(() => server.close());

describe('scoped(db, ctx).of(resource)', () => {
  it('get: a record of the caller’s school comes back typed; another school’s is 404, as on /api', async () => {
    const own = await server.call(`/test/repo/grade_levels/${levels['Demo High School']}`, { token: tokens.school });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({
      id: levels['Demo High School'],
      school: schoolIds['Demo High School'],
      title: 'Repo High',
    });
    const other = levels['Demo Middle School'];
    const viaRepo = await server.call(`/test/repo/grade_levels/${other}`, { token: tokens.school });
    const viaApi = await server.call(`/api/grade_levels/${other}`, { token: tokens.school });
    expect([viaRepo.status, viaApi.status]).toEqual([404, 404]);
    const absent = await server.call('/test/repo/grade_levels/999999', { token: tokens.school });
    expect(absent.status).toBe(404);
  });

  it('list and count: only what the caller reaches, the same rows /api lists', async () => {
    const mine = await json<{ titles: string[]; count: number }>(
      await server.call('/test/repo/grade_levels', { token: tokens.school }),
    );
    expect(mine.titles).toContain('Repo High');
    expect(mine.titles).not.toContain('Repo Middle');
    const api = await server.call('/api/grade_levels?pagination=false', { token: tokens.school });
    const apiTotal = (await json<unknown[]>(api)).length;
    expect(mine.count).toBe(apiTotal);
    const all = await json<{ count: number }>(await server.call('/test/repo/system_count'));
    expect(all.count).toBeGreaterThan(mine.count);
  });

  it('insert: a school outside reach is 422 on the field, as a generic create; inside it is stored', async () => {
    const refused = await server.call('/test/repo/grade_levels', {
      method: 'POST',
      token: tokens.school,
      json: { school: schoolIds['Demo Middle School'], title: 'Sneaky' },
    });
    expect(refused.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string }[] }>(refused);
    expect(problem.violations.map((v) => v.propertyPath)).toEqual(['school']);
    const stored = await server.call('/test/repo/grade_levels', {
      method: 'POST',
      token: tokens.school,
      json: { school: schoolIds['Demo High School'], title: 'Repo Added' },
    });
    expect(stored.status).toBe(201);
    const { id } = await json<{ id: number }>(stored);
    const read = await json<{ title: string }>(await server.call(`/api/grade_levels/${id}`, { token: tokens.school }));
    expect(read.title).toBe('Repo Added');
    // Audited like a generic create.
    const audit = await json<{ action: string }[]>(
      await server.call(`/api/audit_logs.json?resource=grade_levels&recordId=${id}`, { token: tokens.admin }),
    );
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
  });
});
