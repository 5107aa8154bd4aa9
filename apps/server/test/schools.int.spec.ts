import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: string;
let hq: string;
let ids: Record<string, number>;
beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@kampus.test')).token;
  hq = (await server.login('hq@kampus.test')).token;
  const schools = await json<{ id: number; title: string }[]>(await server.call('/api/schools.json', { token: admin }));
  ids = Object.fromEntries(schools.map((s) => [s.title, s.id]));
});
afterAll(() => server.close());

const violations = async (response: Response) =>
  (await json<{ violations: { propertyPath: string }[] }>(response)).violations.map((v) => v.propertyPath);

describe('the school tree', () => {
  it('only a superadmin founds a headquarters', async () => {
    const refused = await server.call('/api/schools', {
      method: 'POST',
      token: hq,
      json: { title: 'Rival Group', type: 'headquarters' },
    });
    expect(refused.status).toBe(403);
    const founded = await server.call('/api/schools', {
      method: 'POST',
      token: admin,
      json: { title: 'Second Group', type: 'headquarters' },
    });
    expect(founded.status).toBe(201);
  });

  it('a campus sits under a headquarters and a school under a campus or headquarters', async () => {
    const orphan = await server.call('/api/schools', {
      method: 'POST',
      token: hq,
      json: { title: 'Orphan', type: 'school' },
    });
    expect(orphan.status).toBe(422);
    expect(await violations(orphan)).toEqual(['parent']);
    const underSchool = await server.call('/api/schools', {
      method: 'POST',
      token: hq,
      json: { title: 'Annex', type: 'school', parent: `/api/schools/${ids['Demo High School']}` },
    });
    expect(underSchool.status).toBe(422);
    expect(await violations(underSchool)).toEqual(['parent']);
  });

  it('a new campus gets its menus at once', async () => {
    const created = await server.call('/api/schools', {
      method: 'POST',
      token: hq,
      json: { title: 'East Campus', type: 'campus', parent: `/api/schools/${ids['Demo Education Group']}` },
    });
    expect(created.status).toBe(201);
    const campus = await json<{ id: number }>(created);
    const menus = await json<{ url: string | null }[]>(
      await server.call(`/api/menus.json?school=${campus.id}&type=campus&pagination=false`, { token: hq }),
    );
    expect(menus.map((m) => m.url)).toContain('/organization');
  });

  it("a school still used by its users is not deleted: 409 saying so, in the caller's language", async () => {
    const response = await server.call(`/api/schools/${ids['Demo Middle School']}`, {
      method: 'DELETE',
      token: admin,
      headers: { 'accept-language': 'tr' },
    });
    expect(response.status).toBe(409);
    const problem = await json<{ detail: string }>(response);
    expect(problem.detail).toBe('Bu kayıt hâlâ Kullanıcılar tarafından kullanılıyor ve silinemez.');
    expect((await server.call(`/api/schools/${ids['Demo Middle School']}`, { token: admin })).status).toBe(200);
    const levels = await json<unknown[]>(
      await server.call(`/api/grade_levels.json?school=${ids['Demo Middle School']}`, { token: admin }),
    );
    expect(levels).toHaveLength(4);
  });
});

describe('seasons', () => {
  it('a school has one default season: marking another one default clears the first', async () => {
    const high = ids['Demo High School'];
    const created = await server.call('/api/seasons', {
      method: 'POST',
      token: admin,
      json: {
        school: `/api/schools/${high}`,
        title: '2027-2028',
        startDate: '2027-09-01',
        endDate: '2028-06-30',
        isDefault: true,
      },
    });
    expect(created.status).toBe(201);
    const defaults = await json<{ title: string }[]>(
      await server.call(`/api/seasons.json?school=${high}&isDefault=true`, { token: admin }),
    );
    expect(defaults.map((s) => s.title)).toEqual(['2027-2028']);
  });
});
