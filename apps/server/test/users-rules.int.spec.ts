import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * What the users screen relies on the server for (platform spec sections 5 to 7): the user form's
 * payload (no password, expiry as a date or '0000-00-00', isActive '1'/'0'), the school taken
 * from the active school, the types a caller may assign, and the list per school.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
let schoolIds: Record<string, number>;
let typeIds: Record<string, number>;

interface Violation {
  propertyPath: string;
  message: string;
}

const post = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  server.call('/api/users', { method: 'POST', token, json: body, headers });

let counter = 0;
const person = (extra: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    name: 'Ada',
    lastName: `Test${counter}`,
    email: `user.rules.${counter}@kampus.test`,
    userType: `/api/user_types/${typeIds.teacher}`,
    ...extra,
  };
};

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'hq', 'school']) tokens[name] = (await server.login(`${name}@kampus.test`)).token;
  const schools = await json<{ id: number; title: string }[]>(
    await server.call('/api/schools.json', { token: tokens.admin }),
  );
  schoolIds = Object.fromEntries(schools.map((s) => [s.title, s.id]));
  const types = await json<{ id: number; loginType: string; userType: string }[]>(
    await server.call('/api/user_types.json', { token: tokens.admin }),
  );
  typeIds = {
    teacher: types.find((t) => t.loginType === 'teacher')?.id ?? 0,
    headquarters: types.find((t) => t.loginType === 'headquarters')?.id ?? 0,
    school: types.find((t) => t.userType === 'School administrator')?.id ?? 0,
  };
});
afterAll(() => server.close());

describe('adding a user at school level', () => {
  const high = () => ({ schoolId: String(schoolIds['Demo High School']) });

  it('takes the active school, needs no password, stores no expiry as 0000-00-00', async () => {
    const response = await post(tokens.school ?? '', person({ expiresAt: '0000-00-00', isActive: '1' }), high());
    expect(response.status).toBe(201);
    const created = await json<{ schoolId: number; expiresAt: string; isActive: string; password?: unknown }>(response);
    expect(created.schoolId).toBe(schoolIds['Demo High School']);
    expect(created.expiresAt).toBe('0000-00-00');
    expect(created.isActive).toBe('1');
    expect(created.password).toBeUndefined();
  });

  it('a user made without a password cannot sign in until they set one', async () => {
    const body = person();
    expect((await post(tokens.school ?? '', body, high())).status).toBe(201);
    const attempt = await server.call('/en/login', { method: 'POST', json: { email: body.email, pwd: '' } });
    expect(attempt.status).toBe(422);
    const guess = await server.call('/en/login', { method: 'POST', json: { email: body.email, pwd: 'Kampus!2026' } });
    expect(guess.status).toBe(401);
  });

  it('keeps an expiry date and an inactive flag as sent', async () => {
    const response = await post(tokens.school ?? '', person({ expiresAt: '2030-06-30', isActive: '0' }), high());
    expect(response.status).toBe(201);
    const created = await json<{ expiresAt: string; isActive: string }>(response);
    expect(created).toMatchObject({ expiresAt: '2030-06-30', isActive: '0' });
  });

  it('refuses a school outside the admin reach and a kind of account above theirs: 422', async () => {
    const other = await post(tokens.school ?? '', person({ schoolId: schoolIds['Demo Middle School'] }), high());
    expect(other.status).toBe(422);
    expect((await json<{ violations: Violation[] }>(other)).violations.map((v) => v.propertyPath)).toContain(
      'schoolId',
    );
    const above = await post(
      tokens.school ?? '',
      person({ userType: `/api/user_types/${typeIds.headquarters}` }),
      high(),
    );
    expect(above.status).toBe(422);
    expect((await json<{ violations: Violation[] }>(above)).violations).toEqual([
      expect.objectContaining({ propertyPath: 'userType', message: 'Choose one of the offered values.' }),
    ]);
    // Their own level is fine.
    expect(
      (await post(tokens.school ?? '', person({ userType: `/api/user_types/${typeIds.school}` }), high())).status,
    ).toBe(201);
  });

  it('requires name, lastName, email and userType, in the caller language', async () => {
    const response = await server.call('/api/users', {
      method: 'POST',
      token: tokens.school,
      json: {},
      headers: { ...high(), 'accept-language': 'tr' },
    });
    expect(response.status).toBe(422);
    const body = await json<{ violations: Violation[]; title: string }>(response);
    expect(body.violations.map((v) => v.propertyPath).sort()).toEqual(['email', 'lastName', 'name', 'userType']);
    expect(new Set(body.violations.map((v) => v.message))).toEqual(new Set(['boş bırakılamaz']));
  });
});

describe('adding a user at headquarters', () => {
  it('puts the user in the chosen school', async () => {
    const response = await post(tokens.hq ?? '', person({ schoolId: schoolIds['Demo Middle School'] }), {
      schoolId: String(schoolIds['Demo Education Group']),
    });
    expect(response.status).toBe(201);
    expect((await json<{ schoolId: number }>(response)).schoolId).toBe(schoolIds['Demo Middle School']);
  });
});

describe('the lists the screen shows', () => {
  it('users: unfiltered at headquarters, one school with the schoolId filter', async () => {
    const all = await json<{ schoolId: number }[]>(
      await server.call('/api/users.json?pagination=false', {
        token: tokens.hq,
        headers: { schoolId: String(schoolIds['Demo Education Group']) },
      }),
    );
    expect(new Set(all.map((u) => u.schoolId)).size).toBeGreaterThan(2);
    const one = await json<{ schoolId: number }[]>(
      await server.call(`/api/users.json?pagination=false&schoolId=${schoolIds['Demo High School']}`, {
        token: tokens.school,
        headers: { schoolId: String(schoolIds['Demo High School']) },
      }),
    );
    expect(one.length).toBeGreaterThan(0);
    expect(one).toAllSatisfy((u) => u.schoolId === schoolIds['Demo High School']);
    // The server keeps a school admin within reach whatever the query says.
    const outside = await server.call(`/api/users.json?schoolId=${schoolIds['Demo Middle School']}`, {
      token: tokens.school,
    });
    expect(outside.status).toBe(403);
  });

  it('user types by typeOrder, and only the impersonable kinds with loginType[]', async () => {
    const types = await json<{ typeOrder: number }[]>(
      await server.call('/api/user_types.json?order[typeOrder]=asc&pagination=false', { token: tokens.school }),
    );
    const orders = types.map((t) => t.typeOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const kinds = await json<{ loginType: string }[]>(
      await server.call('/api/user_types.json?loginType[]=teacher&loginType[]=parent&loginType[]=student', {
        token: tokens.school,
      }),
    );
    expect(new Set(kinds.map((k) => k.loginType))).toEqual(new Set(['teacher', 'parent', 'student']));
  });
});
