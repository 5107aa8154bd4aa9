import { resources } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { withFullPaths } from './support/openapi-paths.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('operations endpoints', () => {
  it('/health, /ready and /version.json answer without a token', async () => {
    expect(await json(await server.call('/health'))).toEqual({ status: 'ok' });
    expect(await json(await server.call('/ready'))).toMatchObject({ status: 'ready', database: server.driver });
    const version = await json(await server.call('/version.json'));
    expect(version.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(String(version.builtAt)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('/api/docs.json is OpenAPI 3.1 with every declared resource', async () => {
    const document = withFullPaths(
      await json<{
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, unknown> };
      }>(await server.call('/api/docs.json')),
    );
    expect(document.openapi).toBe('3.1.0');
    for (const resource of resources) {
      // A resource the server alone writes (the audit trail) offers reading only.
      const readOnly = resource.serverWritten === true;
      expect(Object.keys(document.paths[`/api/${resource.name}`] ?? {}).sort()).toEqual(
        readOnly ? ['get'] : ['get', 'post'],
      );
      expect(Object.keys(document.paths[`/api/${resource.name}/{id}`] ?? {}).sort()).toEqual(
        readOnly ? ['get'] : ['delete', 'get', 'patch'],
      );
      expect(document.components.schemas).toHaveProperty(resource.type);
    }
    const users = document.components.schemas['User'] as { properties: Record<string, unknown> };
    expect(users.properties).not.toHaveProperty('password');
    const page = await server.call('/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/api/grade_levels/{id}');
  });

  it('answers unknown paths with a 404 problem', async () => {
    const response = await server.call('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await json(response)).toMatchObject({ status: 404 });
  });

  it('answers malformed JSON with 400 and never a stack trace', async () => {
    const { token } = await server.login('admin@kampus.test');
    const response = await server.call('/api/grade_levels', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('rejects bad paging and filter values with 400', async () => {
    const { token } = await server.login('admin@kampus.test');
    expect((await server.call('/api/grade_levels.json?page=0', { token })).status).toBe(400);
    expect((await server.call('/api/grade_levels.json?school=abc', { token })).status).toBe(400);
  });

  it('pages at 30 by default and refuses itemsPerPage above 500', async () => {
    const { token } = await server.login('admin@kampus.test');
    const page = await json<unknown[]>(await server.call('/api/countries.json', { token }));
    expect(page).toHaveLength(30);
    const big = await json<unknown[]>(await server.call('/api/countries.json?itemsPerPage=500', { token }));
    expect(big).toHaveLength(250);
    expect((await server.call('/api/countries.json?itemsPerPage=501', { token })).status).toBe(400);
    const second = await json<{ code: string }[]>(
      await server.call('/api/countries.json?page=2&itemsPerPage=10&order[country]=asc', { token }),
    );
    const first20 = await json<{ code: string }[]>(
      await server.call('/api/countries.json?itemsPerPage=20&order[country]=asc', { token }),
    );
    expect(second.map((c) => c.code)).toEqual(first20.slice(10).map((c) => c.code));
  });

  // PGlite is built without ICU: there text keeps the byte order of the C locale.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('sorts text the Unicode way: Ö with O, not after Z', async () => {
    const { token } = await server.login('school@kampus.test');
    const users = await json<{ lastName: string }[]>(
      await server.call('/api/users.json?order[lastName]=asc', { token }),
    );
    const names = users.map((u) => u.lastName);
    // In byte order Ö (U+00D6) comes after every Latin capital: after Veli, Yıldız and Yılmaz.
    const ogretmen = names.indexOf('Öğretmen');
    expect(ogretmen).toBeGreaterThanOrEqual(0);
    expect(ogretmen).toBeLessThan(names.indexOf('Veli'));
    const later = names.filter((name) => name.startsWith('V') || name.startsWith('Y'));
    expect(later.length).toBeGreaterThan(1);
    for (const name of later) expect(ogretmen, name).toBeLessThan(names.indexOf(name));
    const desc = await json<{ lastName: string }[]>(
      await server.call('/api/users.json?order[lastName]=desc', { token }),
    );
    expect(desc.map((u) => u.lastName)).toEqual([...names].reverse());
  });

  it('seeds every ISO country, the 81 provinces of Turkey and their districts', async () => {
    const { token } = await server.login('student@kampus.test');
    const [turkey] = await json<{ id: number; country: string; currency: string }[]>(
      await server.call('/api/countries.json?code=TR', { token }),
    );
    expect(turkey).toMatchObject({ country: 'Turkey', currency: 'TRY' });
    const provinces = await json<{ id: number; name: string }[]>(
      await server.call(`/api/states.json?country=${turkey?.id}&pagination=false`, { token }),
    );
    expect(provinces).toHaveLength(81);
    const istanbul = provinces.find((p) => p.name === 'Istanbul');
    const districts = await json<{ name: string }[]>(
      await server.call(`/api/cities.json?state=/api/states/${istanbul?.id}&pagination=false`, { token }),
    );
    expect(districts.map((d) => d.name)).toEqual(expect.arrayContaining(['Kadıköy', 'Beşiktaş', 'Üsküdar']));
  });

  it('keeps help pages from everyone but superadmins', async () => {
    const { token } = await server.login('school@kampus.test');
    expect((await server.call('/en/help/users', { token })).status).toBe(403);
    const { token: admin } = await server.login('admin@kampus.test');
    expect((await server.call('/en/help/users', { token: admin })).status).toBe(200);
  });

  it('stores page views', async () => {
    const { token } = await server.login('teacher@kampus.test');
    const stored = await server.call('/en/page-views', {
      method: 'POST',
      token,
      json: { path: '/classes', title: 'Classes | Kampus' },
    });
    expect(stored.status).toBe(204);
    expect((await server.call('/en/page-views', { method: 'POST', token, json: {} })).status).toBe(422);
  });

  it("names only the wrong field, with a message in the caller's language", async () => {
    const { token } = await server.login('admin@kampus.test');
    const response = await server.call('/api/user_types', {
      method: 'POST',
      token,
      json: { userType: 'Temp', loginType: 'nobody' },
    });
    expect(response.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string; message: string }[] }>(response);
    expect(problem.violations).toEqual([
      { propertyPath: 'loginType', message: 'Choose one of the offered values.', code: 'validation.invalid_choice' },
    ]);
    const german = await server.call('/api/user_types', {
      method: 'POST',
      token,
      json: { loginType: 'teacher' },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    const body = await json<{ violations: { propertyPath: string; message: string }[] }>(german);
    expect(body.violations).toEqual([
      { propertyPath: 'userType', message: 'darf nicht leer sein', code: 'validation.required' },
    ]);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two nodes on one PostgreSQL', () => {
  it('a token from one node works on the other, and logout on one ends it on both', async () => {
    const second = await startServer({}, { reset: false });
    try {
      const { token, userId } = await server.login('school@kampus.test');
      expect((await second.call(`/api/users/${userId}`, { token })).status).toBe(200);
      expect((await second.call('/en/logout', { method: 'POST', token })).status).toBe(204);
      expect((await server.call(`/api/users/${userId}`, { token })).status).toBe(401);
    } finally {
      await second.close();
    }
  });
});
