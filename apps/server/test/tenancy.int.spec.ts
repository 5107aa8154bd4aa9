import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let ids: Record<string, number>;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  tokens = {};
  for (const name of ['admin', 'hq', 'campus', 'school', 'school2', 'teacher', 'parent', 'student']) {
    tokens[name] = (await server.login(`${name}@kampus.test`)).token;
  }
  const schools = await json<{ id: number; title: string }[]>(
    await server.call('/api/schools.json', { token: tokens.admin }),
  );
  ids = Object.fromEntries(schools.map((s) => [s.title, s.id]));
});
afterAll(() => server.close());

const titles = async (response: Response) => (await json<{ title: string }[]>(response)).map((s) => s.title).sort();

describe('reach: headquarters > campus > school', () => {
  it('a headquarters user sees every school below it', async () => {
    expect(await titles(await server.call('/api/schools.json', { token: tokens.hq }))).toEqual(
      ['Central Campus', 'Demo Education Group', 'Demo High School', 'Demo Middle School'].sort(),
    );
  });
  it('a campus user sees the campus and its schools', async () => {
    expect(await titles(await server.call('/api/schools.json', { token: tokens.campus }))).toEqual([
      'Central Campus',
      'Demo High School',
      'Demo Middle School',
    ]);
  });
  it('a school admin sees only their school', async () => {
    expect(await titles(await server.call('/api/schools.json', { token: tokens.school }))).toEqual([
      'Demo High School',
    ]);
  });
  it('the schoolId header narrows a headquarters user to that school', async () => {
    const response = await server.call('/api/grade_levels.json', {
      token: tokens.hq,
      headers: { schoolId: String(ids['Demo Middle School']) },
    });
    const levels = await json<{ title: string; school: string }[]>(response);
    expect(levels.map((l) => l.title)).toEqual(['Grade 5', 'Grade 6', 'Grade 7', 'Grade 8']);
  });
});

describe('school@kampus.test cannot reach Demo Middle School', () => {
  const middle = () => ids['Demo Middle School'];
  it('through the schoolId header: 403', async () => {
    const response = await server.call('/api/grade_levels.json', {
      token: tokens.school,
      headers: { schoolId: String(middle()) },
    });
    expect(response.status).toBe(403);
  });
  it('through the seasonId header: 403 for a season of another school, 200 for its own', async () => {
    const seasons = await json<{ id: number; school: string }[]>(
      await server.call('/api/seasons.json?pagination=false', { token: tokens.admin }),
    );
    const seasonOf = (school: string) => seasons.find((s) => s.school === `/api/schools/${ids[school]}`)?.id;
    const other = await server.call('/api/grade_levels.json', {
      token: tokens.school,
      headers: { seasonId: String(seasonOf('Demo Middle School')) },
    });
    expect(other.status).toBe(403);
    const own = await server.call('/api/grade_levels.json', {
      token: tokens.school,
      headers: { seasonId: String(seasonOf('Demo High School')) },
    });
    expect(own.status).toBe(200);
    expect(
      (await server.call('/api/grade_levels.json', { token: tokens.school, headers: { seasonId: 'x' } })).status,
    ).toBe(403);
  });
  it('through a filter: 403', async () => {
    expect((await server.call(`/api/grade_levels.json?school=${middle()}`, { token: tokens.school })).status).toBe(403);
    expect(
      (await server.call(`/api/users.json?schoolId=/api/schools/${middle()}`, { token: tokens.school })).status,
    ).toBe(403);
  });
  it('through item paths: 404 for read, update and delete', async () => {
    const levels = await json<{ id: number }[]>(
      await server.call(`/api/grade_levels.json?school=${middle()}`, { token: tokens.school2 }),
    );
    const id = levels[0]?.id;
    expect(id).toBeDefined();
    expect((await server.call(`/api/grade_levels/${id}`, { token: tokens.school })).status).toBe(404);
    const patch = await server.call(`/api/grade_levels/${id}`, {
      method: 'PATCH',
      token: tokens.school,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ title: 'Hacked' }),
    });
    expect(patch.status).toBe(404);
    expect((await server.call(`/api/grade_levels/${id}`, { method: 'DELETE', token: tokens.school })).status).toBe(404);
    const still = await json<{ title: string }>(
      await server.call(`/api/grade_levels/${id}`, { token: tokens.school2 }),
    );
    expect(still.title).toBe('Grade 5');
  });
  it('cannot create a record in it: 422 on the school field, nothing stored', async () => {
    const response = await server.call('/api/grade_levels', {
      method: 'POST',
      token: tokens.school,
      json: { title: 'Sneaky', school: `/api/schools/${middle()}` },
    });
    expect(response.status).toBe(422);
    const body = await json<{ violations: { propertyPath: string }[] }>(response);
    expect(body.violations[0]?.propertyPath).toBe('school');
    const list = await json<{ title: string }[]>(
      await server.call(`/api/grade_levels.json?school=${middle()}`, { token: tokens.school2 }),
    );
    expect(list.map((l) => l.title)).not.toContain('Sneaky');
  });
  it('cannot move a user into it', async () => {
    const users = await json<{ id: number; email: string }[]>(
      await server.call('/api/users.json', { token: tokens.school }),
    );
    const teacher = users.find((u) => u.email === 'teacher@kampus.test');
    const response = await server.call(`/api/users/${teacher?.id}`, {
      method: 'PATCH',
      token: tokens.school,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ schoolId: middle() }),
    });
    expect(response.status).toBe(422);
  });
  it('only sees users of Demo High School', async () => {
    const users = await json<{ schoolId: number }[]>(
      await server.call('/api/users.json?pagination=false', { token: tokens.school }),
    );
    expect(users.length).toBeGreaterThan(0);
    expect(new Set(users.map((u) => u.schoolId))).toEqual(new Set([ids['Demo High School']]));
  });
});

describe('records tied to their own school', () => {
  it('a grading term takes only a season of its own school, even from a superadmin', async () => {
    const seasons = await json<{ id: number; school: string }[]>(
      await server.call('/api/seasons.json?pagination=false', { token: tokens.admin }),
    );
    const middleSeason = seasons.find((s) => s.school === `/api/schools/${ids['Demo Middle School']}`);
    const highSeason = seasons.find((s) => s.school === `/api/schools/${ids['Demo High School']}`);
    const term = {
      title: 'Summer',
      startDate: '2027-07-01',
      endDate: '2027-08-15',
      school: `/api/schools/${ids['Demo High School']}`,
    };
    const wrong = await server.call('/api/grading_terms', {
      method: 'POST',
      token: tokens.admin,
      json: { ...term, season: `/api/seasons/${middleSeason?.id}` },
    });
    expect(wrong.status).toBe(422);
    expect(
      (await json<{ violations: { propertyPath: string }[] }>(wrong)).violations.map((v) => v.propertyPath),
    ).toEqual(['season']);
    const right = await server.call('/api/grading_terms', {
      method: 'POST',
      token: tokens.admin,
      json: { ...term, season: `/api/seasons/${highSeason?.id}` },
    });
    expect(right.status).toBe(201);
    const created = await json<{ id: number }>(right);
    const moved = await server.call(`/api/grading_terms/${created.id}`, {
      method: 'PATCH',
      token: tokens.admin,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ school: `/api/schools/${ids['Demo Middle School']}` }),
    });
    expect(moved.status).toBe(422);
    expect(
      (await server.call(`/api/grading_terms/${created.id}`, { method: 'DELETE', token: tokens.admin })).status,
    ).toBe(204);
  });
  it("a menu's parent must be a menu of the same school", async () => {
    const [middleMenu] = await json<{ id: number }[]>(
      await server.call(`/api/menus.json?school=${ids['Demo Middle School']}&itemsPerPage=1`, { token: tokens.admin }),
    );
    const response = await server.call('/api/menus', {
      method: 'POST',
      token: tokens.admin,
      json: {
        school: `/api/schools/${ids['Demo High School']}`,
        type: 'school',
        title: 'menu.account',
        parent: `/api/menus/${middleMenu?.id}`,
      },
    });
    expect(response.status).toBe(422);
  });
});

describe('parents, students and teachers', () => {
  it('a headquarters user reads their own record whichever school is active', async () => {
    const { token, userId } = await server.login('hq@kampus.test');
    const response = await server.call(`/api/users/${userId}`, {
      token,
      headers: { schoolId: String(ids['Demo High School']) },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).email).toBe('hq@kampus.test');
  });
  it('a school admin cannot make headquarters staff', async () => {
    const response = await server.call('/api/users', {
      method: 'POST',
      token: tokens.school,
      json: { name: 'Up', lastName: 'Start', email: 'upstart@kampus.test', userType: '/api/user_types/1' },
    });
    expect(response.status).toBe(422);
    const body = await json<{ violations: { propertyPath: string }[] }>(response);
    expect(body.violations.map((v) => v.propertyPath)).toEqual(['userType']);
    const teacher = await server.call('/api/users', {
      method: 'POST',
      token: tokens.school,
      json: { name: 'New', lastName: 'Teacher', email: 'newteacher@kampus.test', userType: '/api/user_types/6' },
    });
    expect(teacher.status).toBe(201);
    expect((await json(teacher)).schoolId).toBe(ids['Demo High School']);
  });
  it('a parent cannot list users', async () => {
    expect((await server.call('/api/users.json', { token: tokens.parent })).status).toBe(403);
  });
  it('a parent reads their own user but no one else', async () => {
    const { userId } = await server.login('parent@kampus.test');
    expect((await server.call(`/api/users/${userId}`, { token: tokens.parent })).status).toBe(200);
    const users = await json<{ id: number; email: string }[]>(
      await server.call('/api/users.json', { token: tokens.admin }),
    );
    const teacher = users.find((u) => u.email === 'teacher@kampus.test');
    expect((await server.call(`/api/users/${teacher?.id}`, { token: tokens.parent })).status).toBe(404);
  });
  it('a student may not make themself a superadmin or change their type', async () => {
    const { userId } = await server.login('parent@kampus.test');
    const response = await server.call(`/api/users/${userId}`, {
      method: 'PATCH',
      token: tokens.parent,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ isSuperadmin: true, userType: '/api/user_types/1' }),
    });
    expect(response.status).toBe(422);
    const body = await json<{ violations: { propertyPath: string }[] }>(response);
    expect(body.violations.map((v) => v.propertyPath).sort()).toEqual(['isSuperadmin', 'userType']);
  });
  it('a teacher cannot create users or grade levels', async () => {
    const user = await server.call('/api/users', {
      method: 'POST',
      token: tokens.teacher,
      json: {
        name: 'X',
        lastName: 'Y',
        email: 'x@kampus.test',
        userType: '/api/user_types/6',
        schoolId: ids['Demo High School'],
      },
    });
    expect(user.status).toBe(403);
    const level = await server.call('/api/grade_levels', {
      method: 'POST',
      token: tokens.teacher,
      json: { title: 'Z' },
    });
    expect(level.status).toBe(403);
  });
  it('a headquarters admin who is no superadmin cannot change a superadmin', async () => {
    const users = await json<{ id: number; email: string }[]>(
      await server.call('/api/users.json', { token: tokens.hq }),
    );
    const admin = users.find((u) => u.email === 'admin@kampus.test');
    const response = await server.call(`/api/users/${admin?.id}`, {
      method: 'PATCH',
      token: tokens.hq,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ password: 'Taken!over1' }),
    });
    expect(response.status).toBe(403);
  });
  it('reference data is readable by all and writable by superadmins only', async () => {
    expect((await server.call('/api/countries.json?code=TR', { token: tokens.student })).status).toBe(200);
    const write = await server.call('/api/blood_groups', { method: 'POST', token: tokens.hq, json: { title: 'X' } });
    expect(write.status).toBe(403);
  });
});

describe("a user's schools and menus", () => {
  it('a teacher gets their school with its default season and two grading terms', async () => {
    const { token, userId } = await server.login('teacher@kampus.test');
    const schools = await json<
      { title: string; seasons: { title: string; isDefault: boolean; gradingTerms: unknown[] }[] }[]
    >(await server.call(`/en/users/${userId}/schools`, { token }));
    expect(schools.map((s) => s.title)).toEqual(['Demo High School']);
    // The demo school also has last season (the enrolment demo's); one season is the default.
    const defaults = schools[0]?.seasons.filter((season) => season.isDefault) ?? [];
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toMatchObject({ title: '2026-2027', isDefault: true });
    expect(defaults[0]?.gradingTerms).toHaveLength(2);
  });
  it('each audience gets its own menu, translated in the path language', async () => {
    const menuUrls = async (email: string, lang: string) => {
      const { token, userId } = await server.login(email);
      const tree = await json<{ url: string | null; label: string; children: { url: string }[] }[]>(
        await server.call(`/${lang}/users/${userId}/schools/${ids['Demo High School']}/menus`, { token }),
      );
      return {
        urls: tree.flatMap((m) => [m.url, ...m.children.map((c) => c.url)]).filter(Boolean),
        labels: tree.map((m) => m.label),
      };
    };
    const teacher = await menuUrls('teacher@kampus.test', 'en');
    const parent = await menuUrls('parent@kampus.test', 'tr');
    const school = await menuUrls('school@kampus.test', 'en');
    expect(teacher.urls).toContain('/classes');
    expect(teacher.urls).not.toContain('/users');
    expect(parent.urls).toContain('/sso/vcloud');
    expect(parent.urls).not.toContain('/users');
    expect(school.urls).toContain('/users');
    expect(school.urls).toContain('/config/grade-levels');
    expect(parent.labels).toContain('Hesabım');
  });
  it("a membership in a second school widens a teacher's reach to it", async () => {
    const { token, userId } = await server.login('teacher@kampus.test');
    const teacher = await json<{ id: number }>(await server.call(`/api/users/${userId}`, { token: tokens.admin }));
    const middle = String(ids['Demo Middle School']);
    const before = await server.call('/api/grade_levels.json', { token, headers: { schoolId: middle } });
    expect(before.status).toBe(403);
    const membership = await server.call('/api/user_schools', {
      method: 'POST',
      token: tokens.admin,
      json: { user: `/api/users/${teacher.id}`, school: `/api/schools/${middle}` },
    });
    expect(membership.status).toBe(201);
    const schools = await json<{ title: string }[]>(await server.call(`/en/users/${userId}/schools`, { token }));
    expect(schools.map((s) => s.title)).toEqual(['Demo High School', 'Demo Middle School']);
    const after = await server.call('/api/grade_levels.json', { token, headers: { schoolId: middle } });
    expect((await json<{ title: string }[]>(after)).map((l) => l.title)).toContain('Grade 5');
  });
  it("nobody reads another user's schools, a superadmin neither; an unknown language or user id is 404", async () => {
    const { userId } = await server.login('school2@kampus.test');
    // A user of a school the caller does not reach does not exist for them.
    expect((await server.call(`/en/users/${userId}/schools`, { token: tokens.school })).status).toBe(404);
    // The answer is the caller's own reach: under another user's id it would misstate theirs.
    expect((await server.call(`/en/users/${userId}/schools`, { token: tokens.admin })).status).toBe(403);
    expect((await server.call('/en/users/zzz/schools', { token: tokens.admin })).status).toBe(404);
    expect((await server.call(`/xx/users/${userId}/schools`, { token: tokens.school })).status).toBe(404);
  });
});
