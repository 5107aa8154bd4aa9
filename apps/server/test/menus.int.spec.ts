import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let ids: Record<string, number>;
let school: string;
let school2: string;
beforeAll(async () => {
  server = await startServer();
  school = (await server.login('school@kampus.test')).token;
  school2 = (await server.login('school2@kampus.test')).token;
  const { token } = await server.login('admin@kampus.test');
  const schools = await json<{ id: number; title: string }[]>(await server.call('/api/schools.json', { token }));
  ids = Object.fromEntries(schools.map((s) => [s.title, s.id]));
});
afterAll(() => server.close());

const teacherMenuTitles = async (token: string, schoolId: number) =>
  (
    await json<{ title: string }[]>(
      await server.call(`/api/menus.json?school=${schoolId}&type=teacher&parent=0&order[position]=asc`, { token }),
    )
  ).map((m) => m.title);

describe('menu sync and copy', () => {
  it("sync_menus restores a school's menus from the global ones", async () => {
    const high = ids['Demo High School'] as number;
    const before = await teacherMenuTitles(school, high);
    expect(before[0]).toBe('menu.dashboard');
    const [first] = await json<{ id: number }[]>(
      await server.call(`/api/menus.json?school=${high}&type=teacher&parent=0&order[position]=asc`, { token: school }),
    );
    expect((await server.call(`/api/menus/${first?.id}`, { method: 'DELETE', token: school })).status).toBe(204);
    expect(await teacherMenuTitles(school, high)).not.toContain('menu.dashboard');
    const synced = await server.call('/api/menus/teacher/sync_menus', {
      method: 'POST',
      token: school,
      json: { schoolId: high },
    });
    expect(await json(synced)).toEqual({ response: 'success' });
    expect(await teacherMenuTitles(school, high)).toEqual(before);
  });

  it("copy_menus copies one school's menus to another, within reach only", async () => {
    const high = ids['Demo High School'] as number;
    const middle = ids['Demo Middle School'] as number;
    const refused = await server.call('/api/menus/teacher/copy_menus', {
      method: 'POST',
      token: school,
      json: { schoolId: high, copyToIds: [middle] },
    });
    expect(refused.status).toBe(403);
    const { token: campus } = await server.login('campus@kampus.test');
    const renamed = await json<{ id: number }[]>(
      await server.call(`/api/menus.json?school=${high}&type=teacher&parent=0`, { token: campus }),
    );
    await server.call(`/api/menus/${renamed[0]?.id}`, {
      method: 'PATCH',
      token: campus,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ title: 'menu.account' }),
    });
    const copied = await server.call('/api/menus/teacher/copy_menus', {
      method: 'POST',
      token: campus,
      json: { schoolId: high, copyToIds: [middle] },
    });
    expect(await json(copied)).toEqual({ response: 'success' });
    expect(await teacherMenuTitles(school2, middle)).toEqual(await teacherMenuTitles(school, high));
  });

  it('refuses a bad audience or a missing school with 422', async () => {
    const response = await server.call('/api/menus/janitor/sync_menus', { method: 'POST', token: school, json: {} });
    expect(response.status).toBe(422);
    const body = await json<{ violations: { propertyPath: string }[] }>(response);
    expect(body.violations.map((v) => v.propertyPath).sort()).toEqual(['schoolId', 'type']);
  });
});

describe('school configuration', () => {
  it('answers the key/value pairs with countryId, institutionType and language', async () => {
    const high = ids['Demo High School'] as number;
    await server.call('/api/configurations', { method: 'POST', token: school, json: { key: 'language', value: 'tr' } });
    const config = await json(await server.call(`/en/schools/${high}/configuration`, { token: school }));
    expect(config).toMatchObject({
      language: 'tr',
      institutionType: 'school',
      // Other keys may be set too (the demo school takes parents' self-registrations).
      configuration: expect.arrayContaining([{ key: 'language', value: 'tr' }]),
    });
    expect(
      (await server.call(`/en/schools/${ids['Demo Middle School']}/configuration`, { token: school })).status,
    ).toBe(404);
  });
});

describe('POST /api/{menus,global_menus}/{id}/move under concurrency', () => {
  /** 24 moves at once among one group of siblings: each answers 200 or a clean 409, never 500. */
  const race = async (token: string, path: string, list: string) => {
    const siblings = await json<{ id: number }[]>(await server.call(list, { token }));
    expect(siblings.length).toBeGreaterThanOrEqual(4);
    const moves = Array.from({ length: 24 }, (_, index) => {
      const menu = siblings[index % siblings.length] as { id: number };
      return server.call(`${path}/${menu.id}/move`, {
        method: 'POST',
        token,
        json: { direction: index % 2 === 0 ? 'up' : 'down' },
      });
    });
    const statuses = (await Promise.all(moves)).map((response) => response.status);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const after = await json<{ position: number }[]>(await server.call(`${list}&pagination=false`, { token }));
    const positions = after.map((menu) => menu.position).sort((a, b) => a - b);
    expect(positions).toEqual(after.map((_, index) => index));
  };

  it("keeps a school's sibling menus a permutation of positions", async () => {
    const high = ids['Demo High School'] as number;
    await race(school, '/api/menus', `/api/menus.json?school=${high}&type=teacher&parent=0`);
  });

  it('keeps the global sibling menus a permutation of positions', async () => {
    const { token } = await server.login('admin@kampus.test');
    await race(token, '/api/global_menus', '/api/global_menus.json?type=teacher&parent=0');
  });
});
