import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: string;
let campus: string;
let school: string;
let ids: Record<string, number>;
beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@kampus.test')).token;
  campus = (await server.login('campus@kampus.test')).token;
  school = (await server.login('school@kampus.test')).token;
  const schools = await json<{ id: number; title: string }[]>(await server.call('/api/schools.json', { token: admin }));
  ids = Object.fromEntries(schools.map((s) => [s.title, s.id]));
});
afterAll(() => server.close());

type Configuration = { configuration: { key: string; value: string | null }[]; countryId: string | null };
type Problem = { violations: { propertyPath: string; message: string }[] };

const saveConfiguration = (token: string, schoolId: number, configuration: { key: string; value: unknown }[]) =>
  server.call(`/en/schools/${schoolId}/configuration`, { method: 'PUT', token, json: { configuration } });

const configurationOf = async (token: string, schoolId: number): Promise<Record<string, string | null>> => {
  const body = await json<Configuration>(await server.call(`/en/schools/${schoolId}/configuration`, { token }));
  return Object.fromEntries(body.configuration.map((entry) => [entry.key, entry.value]));
};

const placeIds = async () => {
  const [turkey] = await json<{ id: number }[]>(await server.call('/api/countries.json?code=TR', { token: admin }));
  const states = await json<{ id: number; name: string }[]>(
    await server.call(`/api/states.json?country=${turkey?.id}&pagination=false`, { token: admin }),
  );
  const istanbul = states.find((state) => state.name === 'Istanbul') ?? states[0];
  const [city] = await json<{ id: number }[]>(
    await server.call(`/api/cities.json?state=${istanbul?.id}&itemsPerPage=1`, { token: admin }),
  );
  return { country: turkey?.id as number, state: istanbul?.id as number, city: city?.id as number };
};

describe('school configuration form', () => {
  it('saves every kind of value in one call, normalized as stored', async () => {
    const high = ids['Demo High School'] as number;
    const places = await placeIds();
    const response = await saveConfiguration(school, high, [
      { key: 'sitename', value: 'Demo High' },
      { key: 'supportEmail', value: 'Help@Demo-High.test' },
      { key: 'showBranches', value: true },
      { key: 'useAutomation', value: false },
      { key: 'loginScreenBgColor', value: '#01AB56' },
      { key: 'startDate', value: '2026-09-14' },
      { key: 'timezone', value: 'Europe/Istanbul' },
      { key: 'language', value: 'tr' },
      { key: 'countryId', value: places.country },
      { key: 'stateId', value: String(places.state) },
      { key: 'cityId', value: places.city },
      { key: 'website', value: 'https://demo-high.test' },
    ]);
    expect(response.status).toBe(200);
    expect((await json<Configuration>(response)).countryId).toBe(String(places.country));
    expect(await configurationOf(school, high)).toMatchObject({
      sitename: 'Demo High',
      supportEmail: 'help@demo-high.test',
      showBranches: '1',
      useAutomation: '0',
      loginScreenBgColor: '#01ab56',
      startDate: '2026-09-14',
      language: 'tr',
      cityId: String(places.city),
    });
  });

  it('one bad value is a 422 naming it, and nothing of the form is saved', async () => {
    const high = ids['Demo High School'] as number;
    const before = await configurationOf(school, high);
    const response = await saveConfiguration(school, high, [
      { key: 'sitename', value: 'Renamed' },
      { key: 'slogan', value: 'Never saved' },
      { key: 'adminEmail', value: 'not-an-address' },
    ]);
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations).toEqual([
      { propertyPath: 'adminEmail', message: 'Email address is not valid.', code: 'validation.invalid_email' },
    ]);
    expect(await configurationOf(school, high)).toEqual(before);
  });

  it('a city outside the chosen state is refused inside the transaction, nothing saved', async () => {
    const high = ids['Demo High School'] as number;
    const before = await configurationOf(school, high);
    const places = await placeIds();
    const [otherState] = await json<{ id: number }[]>(
      await server.call(`/api/states.json?country=${places.country}&name=x&search=Ankara`, { token: admin }),
    );
    const response = await saveConfiguration(school, high, [
      { key: 'slogan', value: 'Not saved either' },
      { key: 'stateId', value: otherState?.id },
    ]);
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations.map((v) => v.propertyPath)).toEqual(['cityId']);
    expect(await configurationOf(school, high)).toEqual(before);
  });

  it.each([
    ['showBranches', 'maybe', 'validation.invalid_boolean'],
    ['loginScreenBgColor', 'green', 'validation.invalid_color'],
    ['startDate', '2026-02-30', 'validation.invalid_date'],
    ['timezone', 'Mars/Olympus', 'validation.invalid_choice'],
    ['website', 'javascript:alert(1)', 'validation.invalid_url'],
    ['countryId', 999999, 'validation.invalid_reference'],
    ['notAKey', 'x', 'validation.invalid_choice'],
  ])('refuses %s = %s', async (key, value, code) => {
    const response = await saveConfiguration(school, ids['Demo High School'] as number, [{ key, value }]);
    expect(response.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string; code: string }[] }>(response)).violations).toEqual([
      expect.objectContaining({ propertyPath: key, code }),
    ]);
  });

  it('an empty value clears a key and leaves the others', async () => {
    const high = ids['Demo High School'] as number;
    const response = await saveConfiguration(school, high, [{ key: 'sitename', value: '' }]);
    expect(response.status).toBe(200);
    const after = await configurationOf(school, high);
    expect(after.sitename).toBeUndefined();
    expect(after.supportEmail).toBe('help@demo-high.test');
  });

  it("a school admin cannot edit another school's configuration; a teacher none", async () => {
    const middle = ids['Demo Middle School'] as number;
    expect((await saveConfiguration(school, middle, [{ key: 'sitename', value: 'Taken over' }])).status).toBe(404);
    expect(await configurationOf(admin, middle)).not.toMatchObject({ sitename: 'Taken over' });
    const teacher = (await server.login('teacher@kampus.test')).token;
    const high = ids['Demo High School'] as number;
    expect((await saveConfiguration(teacher, high, [{ key: 'sitename', value: 'x' }])).status).toBe(403);
    // The campus above both reaches them.
    expect((await saveConfiguration(campus, middle, [{ key: 'sitename', value: 'Middle' }])).status).toBe(200);
  });
});

describe('adding a school', () => {
  it('a school under a campus gets school, teacher, parent and student menus copied from the global ones', async () => {
    const created = await server.call('/api/schools', {
      method: 'POST',
      token: campus,
      json: { title: 'Demo Primary School', type: 'school', parent: `/api/schools/${ids['Central Campus']}` },
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    for (const type of ['school', 'teacher', 'parent', 'student']) {
      const global = await json<{ title: string; position: number }[]>(
        await server.call(`/api/global_menus.json?type=${type}&parent=0&order[position]=asc&pagination=false`, {
          token: admin,
        }),
      );
      const own = await json<{ title: string }[]>(
        await server.call(`/api/menus.json?school=${id}&type=${type}&parent=0&order[position]=asc&pagination=false`, {
          token: campus,
        }),
      );
      expect(global.length).toBeGreaterThan(0);
      expect(own.map((menu) => menu.title)).toEqual(global.map((menu) => menu.title));
    }
    const campusMenus = await json<unknown[]>(
      await server.call(`/api/menus.json?school=${id}&type=campus`, { token: campus }),
    );
    expect(campusMenus).toEqual([]);
  });
});

type Menu = { id: number; title: string; position: number };

describe('moving menus', () => {
  const topMenus = async (token: string, schoolId: number): Promise<Menu[]> =>
    json<Menu[]>(
      await server.call(
        `/api/menus.json?school=${schoolId}&type=school&parent=0&order[position]=asc&pagination=false`,
        {
          token,
        },
      ),
    );
  const move = (token: string, id: number, direction: string, resource = 'menus') =>
    server.call(`/api/${resource}/${id}/move`, { method: 'POST', token, json: { direction } });

  it('up swaps a menu with the one above it, positions staying unique', async () => {
    const high = ids['Demo High School'] as number;
    const before = await topMenus(school, high);
    const third = before[2] as Menu;
    const response = await move(school, third.id, 'up');
    expect(response.status).toBe(200);
    const after = await topMenus(school, high);
    expect(after.map((m) => m.title)).toEqual([
      before[0]?.title,
      third.title,
      before[1]?.title,
      ...before.slice(3).map((m) => m.title),
    ]);
    expect(new Set(after.map((m) => m.position)).size).toBe(after.length);
  });

  it('repairs positions two menus shared before the move', async () => {
    const high = ids['Demo High School'] as number;
    const before = await topMenus(school, high);
    // Two PATCHes as the old client sent them, the second never sent: a duplicate position.
    await server.call(`/api/menus/${before[1]?.id}`, {
      method: 'PATCH',
      token: school,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ position: before[0]?.position }),
    });
    const response = await move(school, before[3]?.id as number, 'down');
    expect(response.status).toBe(200);
    const after = await topMenus(school, high);
    expect(after.map((m) => m.position)).toEqual(after.map((_, index) => index));
    expect(after[4]?.title).toBe(before[3]?.title);
  });

  it('the first up or the last down changes nothing', async () => {
    const high = ids['Demo High School'] as number;
    const before = await topMenus(school, high);
    expect((await move(school, before[0]?.id as number, 'up')).status).toBe(200);
    expect((await move(school, before.at(-1)?.id as number, 'down')).status).toBe(200);
    expect((await topMenus(school, high)).map((m) => m.title)).toEqual(before.map((m) => m.title));
  });

  it("refuses another school's menu (404), a teacher (403) and a bad direction (422)", async () => {
    const middle = ids['Demo Middle School'] as number;
    const [other] = await topMenus(admin, middle);
    expect((await move(school, other?.id as number, 'up')).status).toBe(404);
    const teacher = (await server.login('teacher@kampus.test')).token;
    const [own] = await topMenus(school, ids['Demo High School'] as number);
    expect((await move(teacher, own?.id as number, 'up')).status).toBe(403);
    expect((await move(school, own?.id as number, 'sideways')).status).toBe(422);
  });

  it('global menus move too, for superadmins only', async () => {
    const list = async () =>
      json<Menu[]>(
        await server.call('/api/global_menus.json?type=parent&parent=0&order[position]=asc&pagination=false', {
          token: admin,
        }),
      );
    const before = await list();
    expect((await move(school, before[1]?.id as number, 'up', 'global_menus')).status).toBe(403);
    expect((await move(admin, before[1]?.id as number, 'up', 'global_menus')).status).toBe(200);
    const after = await list();
    expect(after.slice(0, 2).map((m) => m.title)).toEqual([before[1]?.title, before[0]?.title]);
  });

  it('a menu added without a position goes last', async () => {
    const high = ids['Demo High School'] as number;
    const created = await server.call('/api/menus', {
      method: 'POST',
      token: school,
      json: { school: `/api/schools/${high}`, type: 'school', title: 'Library', url: '/library' },
    });
    expect(created.status).toBe(201);
    const all = await topMenus(school, high);
    expect(all.at(-1)?.title).toBe('Library');
    expect(new Set(all.map((m) => m.position)).size).toBe(all.length);
  });
});
