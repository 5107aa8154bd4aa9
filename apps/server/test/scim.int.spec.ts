import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, json, startServer, type TestServer } from './harness.ts';

/**
 * SCIM 2.0 (issue 34, part 4), driven as Entra ID's provisioning service drives it: look a user
 * up by userName, create it, patch its attributes (Entra's capitalised ops and string booleans),
 * deactivate it (and it really cannot sign in), find a group by displayName, add and remove
 * members, delete. The bearer is a Kampus API key; the key's reach bounds what SCIM sees.
 */
const BASE = '/scim/v2';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const KAMPUS = 'urn:ietf:params:scim:schemas:extension:kampus:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const NEW_PASSWORD = 'Provisioned!2026';

let server: TestServer;
let hqKey: string;
let schoolTwoKey: string;

type Body = Record<string, unknown>;
interface ScimList {
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: Body[];
}

const apiKey = async (email: string): Promise<string> => {
  const user = await server.login(email);
  const response = await server.call(`/en/users/${user.userId}/generate-api-key`, {
    method: 'POST',
    token: user.token,
  });
  expect(response.status).toBe(200);
  return (await json<{ apiKey: string }>(response)).apiKey;
};

/** A SCIM call as Entra makes it: `application/scim+json` both ways, the key as bearer. */
const scim = (path: string, init: { method?: string; body?: unknown; raw?: string; key?: string | null } = {}) =>
  server.call(`${BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.key === null ? {} : { authorization: `Bearer ${init.key ?? hqKey}` }),
      ...(init.body !== undefined || init.raw !== undefined ? { 'content-type': 'application/scim+json' } : {}),
    },
    ...(init.raw !== undefined
      ? { body: init.raw }
      : init.body !== undefined
        ? { body: JSON.stringify(init.body) }
        : {}),
  });

const read = async <T = Body>(response: Response, status: number): Promise<T> => {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/scim\+json/);
  return JSON.parse(text) as T;
};

const refusal = async (response: Response, status: number, scimType?: string): Promise<Body> => {
  const body = await read(response, status);
  expect(body.schemas).toEqual([ERROR]);
  expect(body.status).toBe(String(status));
  if (scimType) expect(body.scimType).toBe(scimType);
  return body;
};

const patch = (path: string, operations: Body[], key?: string) =>
  scim(path, { method: 'PATCH', body: { schemas: [PATCH], Operations: operations }, ...(key ? { key } : {}) });

const signIn = (email: string, pwd: string) => server.call('/en/login', { method: 'POST', json: { email, pwd } });

const filterOf = (text: string) => encodeURIComponent(text);

beforeAll(async () => {
  server = await startServer();
  hqKey = await apiKey('hq@kampus.test');
  schoolTwoKey = await apiKey('school2@kampus.test');
}, 300_000);
afterAll(() => server?.close());

describe('discovery', () => {
  it('answers ServiceProviderConfig, ResourceTypes and Schemas behind the key', async () => {
    const config = await read(await scim('/ServiceProviderConfig'), 200);
    expect(config.patch).toEqual({ supported: true });
    expect(config.bulk).toMatchObject({ supported: false });
    expect(config.filter).toMatchObject({ supported: true });
    const types = await read<ScimList>(await scim('/ResourceTypes'), 200);
    expect(types.Resources.map((type) => type.endpoint)).toEqual(['/Users', '/Groups']);
    const schemas = await read<ScimList>(await scim('/Schemas'), 200);
    expect(schemas.Resources.map((schema) => schema.id)).toEqual([
      USER,
      KAMPUS,
      'urn:ietf:params:scim:schemas:core:2.0:Group',
    ]);
  });

  it('refuses no token, a session token and a forged key with 401 in SCIM shape', async () => {
    const none = await refusal(await scim('/Users', { key: null }), 401);
    expect(none.detail).toMatch(/API key/);
    const session = await server.login('hq@kampus.test');
    await refusal(await scim('/Users', { key: session.token }), 401);
    await refusal(await scim('/Users', { key: `${hqKey.slice(0, -4)}AAAA` }), 401);
  });

  it('describes itself in its own OpenAPI document, not in Kampus’s', async () => {
    const own = await json<{ paths: Record<string, unknown>; servers: { url: string }[] }>(
      await server.call('/api/docs/scim.json'),
    );
    expect(own.servers[0]?.url).toBe(BASE);
    expect(Object.keys(own.paths)).toEqual(
      expect.arrayContaining(['/ServiceProviderConfig', '/Users', '/Users/{id}', '/Groups', '/Groups/{id}']),
    );
    const api = await json<{ paths: Record<string, unknown> }>(await server.call('/api/docs.json'));
    expect(Object.keys(api.paths).filter((path) => path.includes('scim'))).toEqual([]);
  });
});

describe('Entra’s provisioning cycle', () => {
  const email = 'ayla.provisioned@kampus.test';
  let userId = '';
  let highSchool = '';

  it('looks the user up by userName and finds none', async () => {
    const list = await read<ScimList>(await scim(`/Users?filter=${filterOf(`userName eq "${email}"`)}`), 200);
    expect(list).toMatchObject({ totalResults: 0, Resources: [] });
  });

  it('creates the user (201) as a teacher at the key’s school, audited as the key’s user', async () => {
    const response = await scim('/Users', {
      method: 'POST',
      body: {
        schemas: [USER, ENTERPRISE],
        externalId: 'entra-object-1',
        userName: email,
        active: true,
        displayName: 'Ayla Provisioned',
        name: { formatted: 'Ayla Provisioned', familyName: 'Provisioned', givenName: 'Ayla' },
        emails: [{ primary: true, type: 'work', value: email }],
        title: 'Teacher',
        [ENTERPRISE]: { department: 'Science', employeeNumber: '42' },
        password: NEW_PASSWORD,
      },
    });
    const user = await read(response, 201);
    userId = String(user.id);
    expect(response.headers.get('location')).toBe(`${BASE}/Users/${userId}`);
    expect(user).toMatchObject({
      userName: email,
      externalId: 'entra-object-1',
      active: true,
      name: { givenName: 'Ayla', familyName: 'Provisioned' },
      emails: [{ value: email, type: 'work', primary: true }],
      [KAMPUS]: { userType: 6, userTypeName: 'Teacher' },
      meta: { resourceType: 'User' },
    });
    expect(user).not.toHaveProperty('password');
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    const audit = await server.sql(
      `select a.action, u.email from audit_logs a join users u on u.id = a.user_id where a.action in ('create', 'scim_create_user') and (a.resource = 'scim' or a.record_id = (select id from users where uuid = '${userId}')) order by a.id`,
    );
    expect(audit).toEqual([
      { action: 'create', email: 'hq@kampus.test' },
      { action: 'scim_create_user', email: 'hq@kampus.test' },
    ]);
  });

  it('refuses the same userName again with 409 uniqueness, whatever its case', async () => {
    const body = { schemas: [USER], userName: email.toUpperCase(), name: { givenName: 'A', familyName: 'B' } };
    await refusal(await scim('/Users', { method: 'POST', body }), 409, 'uniqueness');
  });

  it('finds it by userName, by externalId and by both', async () => {
    for (const filter of [
      `userName eq "${email.toUpperCase()}"`,
      'externalId eq "entra-object-1"',
      `userName eq "${email}" and externalId eq "entra-object-1"`,
      `USERNAME Eq "${email}"`,
    ]) {
      const list = await read<ScimList>(await scim(`/Users?filter=${filterOf(filter)}`), 200);
      expect(list.totalResults, filter).toBe(1);
      expect(list.Resources[0]?.id).toBe(userId);
    }
    const none = await read<ScimList>(
      await scim(`/Users?filter=${filterOf(`userName eq "${email}" and externalId eq "other"`)}`),
      200,
    );
    expect(none.totalResults).toBe(0);
  });

  it('patches attributes in Entra’s shapes, ignoring what Kampus does not keep', async () => {
    const user = await read(
      await patch(`/Users/${userId}`, [
        { op: 'Replace', path: 'name.givenName', value: 'Aylin' },
        { op: 'Replace', path: 'name.familyName', value: 'Yıldız' },
        { op: 'Add', path: 'emails[type eq "work"].value', value: email },
        { op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Mathematics' },
        { op: 'Add', path: 'externalId', value: 'entra-object-1b' },
        { op: 'Replace', value: { displayName: 'Aylin Yıldız', title: 'Head of maths' } },
      ]),
      200,
    );
    expect(user).toMatchObject({ name: { givenName: 'Aylin', familyName: 'Yıldız' }, externalId: 'entra-object-1b' });
    const [row] = await server.sql(`select name, last_name from users where uuid = '${userId}'`);
    expect(row).toEqual({ name: 'Aylin', last_name: 'Yıldız' });
  });

  it('deactivates on active "False": the account is kept and cannot sign in', async () => {
    const user = await read(await patch(`/Users/${userId}`, [{ op: 'Replace', path: 'active', value: 'False' }]), 200);
    expect(user.active).toBe(false);
    const [row] = await server.sql(`select is_active from users where uuid = '${userId}'`);
    expect(row).toEqual({ is_active: false });
    const refused = await signIn(email, NEW_PASSWORD);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await refused.text()).not.toContain('accessToken');
    // Entra's other shape: no path, a value object with a real boolean.
    const back = await read(await patch(`/Users/${userId}`, [{ op: 'replace', value: { active: true } }]), 200);
    expect(back.active).toBe(true);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('finds the school’s group by displayName, members left out when asked', async () => {
    const list = await read<ScimList>(
      await scim(`/Groups?excludedAttributes=members&filter=${filterOf('displayName eq "Demo High School"')}`),
      200,
    );
    expect(list.totalResults).toBe(1);
    const group = list.Resources[0] as Body;
    expect(group).toMatchObject({ displayName: 'Demo High School', meta: { resourceType: 'Group' } });
    expect(group).not.toHaveProperty('members');
    highSchool = String(group.id);
  });

  it('adds and removes a member with PATCH, as a school membership', async () => {
    await read(await patch(`/Groups/${highSchool}`, [{ op: 'Add', path: 'members', value: [{ value: userId }] }]), 200);
    const group = await read(await scim(`/Groups/${highSchool}`), 200);
    expect((group.members as { value: string }[]).map((member) => member.value)).toContain(userId);
    const memberships = await server.sql(
      `select count(*)::int as n from user_schools m join users u on u.id = m.user_id where u.uuid = '${userId}' and m.school_id = ${highSchool}`,
    );
    expect(memberships).toEqual([{ n: 1 }]);
    // Entra's membership check.
    const check = await read<ScimList>(
      await scim(
        `/Groups?excludedAttributes=members&filter=${filterOf(`id eq "${highSchool}" and members[value eq "${userId}"]`)}`,
      ),
      200,
    );
    expect(check.totalResults).toBe(1);
    await read(await patch(`/Groups/${highSchool}`, [{ op: 'Remove', path: `members[value eq "${userId}"]` }]), 200);
    const after = await read(await scim(`/Groups/${highSchool}`), 200);
    expect((after.members as { value: string }[]).map((member) => member.value)).not.toContain(userId);
    const none = await read<ScimList>(
      await scim(`/Groups?filter=${filterOf(`id eq "${highSchool}" and members[value eq "${userId}"]`)}`),
      200,
    );
    expect(none.totalResults).toBe(0);
  });

  it('links a school on POST /Groups by its title, with members; refuses another link and an unknown title', async () => {
    const response = await scim('/Groups', {
      method: 'POST',
      body: {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
        displayName: 'Demo Middle School',
        externalId: 'entra-group-1',
        members: [{ value: userId }],
      },
    });
    const group = await read(response, 201);
    expect(group).toMatchObject({ displayName: 'Demo Middle School', externalId: 'entra-group-1' });
    expect((group.members as { value: string }[]).map((member) => member.value)).toContain(userId);
    const found = await read<ScimList>(await scim(`/Groups?filter=${filterOf('externalId eq "entra-group-1"')}`), 200);
    expect(found.Resources.map((item) => item.id)).toEqual([group.id]);
    const again = { displayName: 'Demo Middle School', externalId: 'entra-group-2' };
    await refusal(await scim('/Groups', { method: 'POST', body: again }), 409, 'uniqueness');
    const unknown = await refusal(
      await scim('/Groups', { method: 'POST', body: { displayName: 'Science teachers' } }),
      400,
      'invalidValue',
    );
    expect(unknown.detail).toMatch(/^displayName/);
    await refusal(
      await patch(`/Groups/${String(group.id)}`, [{ op: 'Replace', path: 'displayName', value: 'Renamed' }]),
      400,
      'mutability',
    );
  });

  it('deletes by deactivating: SCIM answers 404 after, Kampus keeps the account, which cannot sign in', async () => {
    const response = await scim(`/Users/${userId}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    await refusal(await scim(`/Users/${userId}`), 404);
    await refusal(await patch(`/Users/${userId}`, [{ op: 'Replace', path: 'active', value: 'True' }]), 404);
    const hidden = await read<ScimList>(await scim(`/Users?filter=${filterOf(`userName eq "${email}"`)}`), 200);
    expect(hidden.totalResults).toBe(0);
    const [row] = await server.sql(`select is_active from users where uuid = '${userId}'`);
    expect(row).toEqual({ is_active: false });
    expect((await signIn(email, NEW_PASSWORD)).status).toBeGreaterThanOrEqual(400);
  });

  it('deletes a user with records the same way, and Entra creating it again brings the account back', async () => {
    const [teacher] = await server.sql(`select uuid::text as uuid from users where email = 'teacher@kampus.test'`);
    const id = String(teacher?.uuid);
    expect((await scim(`/Users/${id}`, { method: 'DELETE' })).status).toBe(204);
    await refusal(await scim(`/Users/${id}`), 404);
    const [row] = await server.sql(`select is_active from users where uuid = '${id}'`);
    expect(row).toEqual({ is_active: false });
    expect((await signIn('teacher@kampus.test', DEMO_PASSWORD)).status).toBeGreaterThanOrEqual(400);
    const revived = await read(
      await scim('/Users', {
        method: 'POST',
        body: {
          userName: 'teacher@kampus.test',
          name: { givenName: 'Demo', familyName: 'Teacher' },
          externalId: 'x-2',
        },
      }),
      201,
    );
    expect(revived).toMatchObject({ id, active: true, externalId: 'x-2' });
    expect((await signIn('teacher@kampus.test', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('reach', () => {
  it('a school’s key sees only its school’s users and groups; others are 404', async () => {
    const [other] = await server.sql(`select uuid::text as uuid from users where email = 'school@kampus.test'`);
    const id = String(other?.uuid);
    await refusal(await scim(`/Users/${id}`, { key: schoolTwoKey }), 404);
    await refusal(await patch(`/Users/${id}`, [{ op: 'Replace', path: 'active', value: 'False' }], schoolTwoKey), 404);
    await refusal(await scim(`/Users/${id}`, { method: 'DELETE', key: schoolTwoKey }), 404);
    const hidden = await read<ScimList>(
      await scim(`/Users?filter=${filterOf('userName eq "school@kampus.test"')}`, { key: schoolTwoKey }),
      200,
    );
    expect(hidden.totalResults).toBe(0);
    const [row] = await server.sql(`select is_active from users where uuid = '${id}'`);
    expect(row).toEqual({ is_active: true });
    const groups = await read<ScimList>(await scim('/Groups?excludedAttributes=members', { key: schoolTwoKey }), 200);
    expect(groups.Resources.map((group) => group.displayName)).toEqual(['Demo Middle School']);
    const [high] = await server.sql(`select id from schools where title = 'Demo High School'`);
    await refusal(await scim(`/Groups/${String(high?.id)}`, { key: schoolTwoKey }), 404);
  });

  it('a school admin’s key cannot make headquarters staff: 400 naming the attribute', async () => {
    const body = {
      userName: 'would.be.hq@kampus.test',
      name: { givenName: 'Would', familyName: 'Be' },
      [KAMPUS]: { userType: 1 },
    };
    const refused = await refusal(
      await scim('/Users', { method: 'POST', body, key: schoolTwoKey }),
      400,
      'invalidValue',
    );
    expect(refused.detail).toMatch(new RegExp(`^${KAMPUS}:userType`));
    expect(await server.sql(`select id from users where email = 'would.be.hq@kampus.test'`)).toEqual([]);
  });

  it('pages with startIndex and count, counting every user in reach', async () => {
    const first = await read<ScimList>(await scim('/Users?startIndex=1&count=2'), 200);
    expect(first.itemsPerPage).toBe(2);
    expect(first.totalResults).toBeGreaterThan(2);
    const second = await read<ScimList>(await scim('/Users?startIndex=3&count=2'), 200);
    expect(second.startIndex).toBe(3);
    expect(second.Resources.map((user) => user.id)).not.toContain(first.Resources[0]?.id);
    const none = await read<ScimList>(await scim('/Users?count=-5'), 200);
    expect(none).toMatchObject({ itemsPerPage: 0, Resources: [] });
    expect(none.totalResults).toBe(first.totalResults);
  });
});

describe('the disclosure log', () => {
  /** The log's SCIM lines as the database keeps them. */
  const scimLines = async () =>
    (
      await server.sql(
        `select route, record_count, student_ids from disclosures where client_kind = 'scim' order by id`,
      )
    ).map((row) => ({
      route: String(row.route),
      records: Number(row.record_count),
      students: row.student_ids as number[],
    }));

  it('records a student’s account sent to the identity provider, and nothing for staff', async () => {
    const before = (await scimLines()).length;
    const teacher = await read<ScimList>(
      await scim(`/Users?filter=${filterOf('userName eq "teacher@kampus.test"')}`),
      200,
    );
    expect(teacher.Resources).toHaveLength(1);
    expect(await scimLines()).toHaveLength(before);

    const found = await read<ScimList>(
      await scim(`/Users?filter=${filterOf('userName eq "student@kampus.test"')}`),
      200,
    );
    expect(found.Resources).toHaveLength(1);
    const [student] = await server.sql(
      `select s.id from students s join users u on u.id = s.user_id where u.email = 'student@kampus.test'`,
    );
    const lines = await scimLines();
    expect(lines).toHaveLength(before + 1);
    expect(lines.at(-1)).toMatchObject({ route: '/scim/v2/Users', records: 1, students: [Number(student?.id)] });

    // The one user by id is a line of its own.
    await read(await scim(`/Users/${String(found.Resources[0]?.id)}`), 200);
    expect(await scimLines()).toHaveLength(before + 2);
  });
});

describe('refusals never 500', () => {
  it('answers unsupported filters with 400 invalidFilter', async () => {
    for (const filter of [
      'userName co "a"',
      'password eq "x"',
      'userName eq "a" or userName eq "b"',
      'userName eq',
      'emails[type eq "work"].value eq "a@b.c"',
      '(userName eq "a")',
      'userName eq "unterminated',
    ]) {
      await refusal(await scim(`/Users?filter=${filterOf(filter)}`), 400, 'invalidFilter');
    }
    await refusal(await scim(`/Groups?filter=${filterOf('userName eq "a"')}`), 400, 'invalidFilter');
  });

  it('answers bad bodies and values with 400 naming the attribute', async () => {
    const [kept] = await server.sql(`select uuid::text as uuid from users where email = 'hq@kampus.test'`);
    const id = String(kept?.uuid);
    const cases: [Promise<Response>, string, RegExp?][] = [
      [scim('/Users', { method: 'POST', raw: '{"userName":' }), 'invalidSyntax'],
      [scim('/Users', { method: 'POST', raw: '[1,2]' }), 'invalidSyntax'],
      [scim('/Users', { method: 'POST', raw: '' }), 'invalidSyntax'],
      [
        scim('/Users', { method: 'POST', body: { userName: 'nul\u0000@kampus.test', name: {} } }),
        'invalidValue',
        /^userName/,
      ],
      [
        scim('/Users', {
          method: 'POST',
          body: { userName: 'not-an-email', name: { givenName: 'A', familyName: 'B' } },
        }),
        'invalidValue',
        /^userName/,
      ],
      [scim('/Users', { method: 'POST', body: { userName: 'x@kampus.test' } }), 'invalidValue', /^name\.givenName/],
      [
        scim('/Users', {
          method: 'POST',
          body: { userName: 'big@kampus.test', name: { givenName: 'A', familyName: 'B' }, [KAMPUS]: { school: 1e300 } },
        }),
        'invalidValue',
        /school/,
      ],
      [patch(`/Users/${id}`, [{ op: 'Replace', path: 'active', value: 'maybe' }]), 'invalidValue', /^active/],
      [patch(`/Users/${id}`, [{ op: 'Remove', path: 'userName' }]), 'invalidValue', /^userName/],
      [patch(`/Users/${id}`, [{ op: 'Frobnicate', path: 'active', value: true }]), 'invalidSyntax'],
      [patch(`/Users/${id}`, [{ op: 'Replace', path: 'a b c', value: 1 }]), 'invalidPath'],
      [scim(`/Users/${id}`, { method: 'PATCH', body: { Operations: 'all' } }), 'invalidSyntax'],
      [scim(`/Users?startIndex=abc`), 'invalidValue', /^startIndex/],
      [scim(`/Users?count=1&count=2`), 'invalidValue', /^count/],
    ];
    for (const [response, scimType, detail] of cases) {
      const body = await refusal(await response, 400, scimType);
      if (detail) expect(body.detail).toMatch(detail);
    }
    // Ids no record can have are 404, never 500.
    for (const path of [
      '/Users/not-a-uuid',
      '/Users/00000000-0000-0000-0000-000000000000',
      '/Groups/99999999999',
      '/Groups/abc',
    ]) {
      const response = await scim(path);
      expect(response.status, path).toBe(404);
    }
    const [row] = await server.sql(`select is_active from users where uuid = '${id}'`);
    expect(row).toEqual({ is_active: true });
  });
});
