import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { GRADEBOOK_SCOPE, oneRosterClient, ROSTER_SCOPE as SCOPE } from './support/oneroster-client.ts';

/**
 * The OneRoster 1.2 rostering REST binding (issue 34): a partner trades a Kampus API key for a
 * bearer token (client credentials), then reads the roster of the schools the key's user
 * reaches, paged, filtered, sorted and selected as the binding says, with its imsx errors.
 */
const BASE = '/ims/oneroster/rostering/v1p2';
let server: TestServer;

type Records = Record<string, Record<string, unknown>[]>;
const read = (token: string, path: string) => server.call(`${BASE}${path}`, { token });
const list = async (token: string, path: string, key: string) => {
  const response = await read(token, path);
  expect(response.status, path).toBe(200);
  return (await json<Records>(response))[key] ?? [];
};

let apiKey: ReturnType<typeof oneRosterClient>['apiKey'];
let tokenCall: ReturnType<typeof oneRosterClient>['tokenCall'];
let bearer: ReturnType<typeof oneRosterClient>['bearer'];
let schoolA: string;
let schoolB: string;

beforeAll(async () => {
  server = await startServer({ KAMPUS_SECRET: 'oneroster-spec-signing-secret-of-enough-length' });
  ({ apiKey, tokenCall, bearer } = oneRosterClient(server));
  schoolA = await bearer(await apiKey('school@kampus.test'));
  schoolB = await bearer(await apiKey('school2@kampus.test'));
});
afterAll(() => server.close());

describe('the token endpoint', () => {
  it('refuses a wrong secret, an unknown grant and a foreign scope, and the token opens nothing else', async () => {
    const client = await apiKey('school@kampus.test');
    schoolA = await bearer(client);
    const wrong = await tokenCall({ id: client.id, secret: `${client.secret.slice(0, -2)}xx` });
    expect(wrong.status).toBe(401);
    expect(await json<{ error: string }>(wrong)).toEqual({ error: 'invalid_client' });
    expect((await tokenCall({ id: 'another-key-id', secret: client.secret })).status).toBe(401);
    expect((await tokenCall(client, { grant_type: 'password' })).status).toBe(400);
    expect(await json<{ error: string }>(await tokenCall(client, { scope: 'roster.write' }))).toEqual({
      error: 'invalid_scope',
    });
    // The client id and secret in the form work as well as HTTP Basic.
    const inForm = await server.call('/ims/oneroster/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&client_id=${client.id}&client_secret=${client.secret}`,
    });
    expect(inForm.status).toBe(200);
    // The roster token is no session token: the rest of the API refuses it.
    expect((await server.call('/api/students.json', { token: schoolA })).status).toBe(401);
    const refused = await read('not-a-token', '/orgs');
    expect(refused.status).toBe(401);
    expect((await json<{ imsx_codeMajor: string }>(refused)).imsx_codeMajor).toBe('failure');
  });
});

describe('the rostering endpoints', () => {
  it('answer each collection and record in the binding shape', async () => {
    const orgs = await list(schoolA, '/orgs', 'orgs');
    expect(orgs.length).toBeGreaterThan(0);
    expect(orgs[0]).toMatchObject({ status: 'active', type: 'school' });
    expect(String(orgs[0]?.dateLastModified)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const school = String(orgs[0]?.sourcedId);
    expect(await json<Records>(await read(schoolA, `/schools/${school}`))).toHaveProperty('org.sourcedId', school);
    const sessions = await list(schoolA, '/academicSessions', 'academicSessions');
    expect(sessions.map((row) => row.type)).toContain('schoolYear');
    const terms = await list(schoolA, '/terms', 'academicSessions');
    expect(terms).toAllSatisfy((row: Record<string, unknown>) => row.type === 'term');
    const courses = await list(schoolA, '/courses', 'courses');
    expect(courses[0]).toHaveProperty('org.type', 'org');
    const classes = await list(schoolA, '/classes', 'classes');
    expect(classes[0]).toMatchObject({ classType: 'homeroom', course: { type: 'course' }, school: { type: 'org' } });
    const klass = String(classes[0]?.sourcedId);
    expect(await json<Records>(await read(schoolA, `/classes/${klass}`))).toHaveProperty('class.sourcedId', klass);
    const students = await list(schoolA, '/students?limit=1000', 'users');
    expect(students).toHaveLength(40);
    expect(students).toAllSatisfy(
      (row: Record<string, unknown>) => (row.roles as { role: string }[])[0]?.role === 'student',
    );
    expect(students[0]?.enabledUser).toBeTypeOf('boolean');
    const teachers = await list(schoolA, '/teachers', 'users');
    expect(teachers.length).toBeGreaterThan(0);
    const user = String(students[0]?.sourcedId);
    expect(await json<Records>(await read(schoolA, `/users/${user}`))).toHaveProperty('user.sourcedId', user);
    const enrollments = await list(schoolA, '/enrollments?limit=1000', 'enrollments');
    expect(enrollments.filter((row) => row.role === 'student')).toHaveLength(40);
    const inClass = await list(schoolA, `/classes/${klass}/students`, 'users');
    const enrolled = enrollments.filter((row) => (row.class as { sourcedId: string }).sourcedId === klass);
    expect(inClass.map((row) => row.sourcedId).sort()).toEqual(
      enrolled
        .filter((row) => row.role === 'student')
        .map((row) => (row.user as { sourcedId: string }).sourcedId)
        .sort(),
    );
    expect((await list(schoolA, `/schools/${school}/students?limit=1000`, 'users')).length).toBeGreaterThan(0);
    expect(await list(schoolA, `/schools/${school}/classes`, 'classes')).toAllSatisfy(
      (row: Record<string, unknown>) => (row.school as { sourcedId: string }).sourcedId === school,
    );
    expect((await list(schoolA, `/classes/${klass}/teachers`, 'users')).length).toBeLessThanOrEqual(1);
    expect((await list(schoolA, `/schools/${school}/teachers`, 'users')).length).toBeGreaterThan(0);
  });

  it('answers the nested reads by school, class, term, course and user as the whole collections hold them', async () => {
    const ids = (rows: Record<string, unknown>[]) => rows.map((row) => String(row.sourcedId)).sort();
    const refOf = (row: Record<string, unknown>, key: string) => (row[key] as { sourcedId: string }).sourcedId;
    const [school] = await list(schoolA, '/schools', 'orgs');
    const schoolId = String(school?.sourcedId);
    const classes = await list(schoolA, '/classes?limit=1000', 'classes');
    const enrollments = await list(schoolA, '/enrollments?limit=1000', 'enrollments');
    const courses = await list(schoolA, '/courses?limit=1000', 'courses');
    const terms = await list(schoolA, '/terms?limit=1000', 'academicSessions');
    // A class with students and a teacher, and one of its students.
    const klass = classes.find((row) =>
      enrollments.some((e) => refOf(e, 'class') === row.sourcedId && e.role === 'teacher'),
    );
    const classId = String(klass?.sourcedId);
    const seat = enrollments.find((e) => refOf(e, 'class') === classId && e.role === 'student');
    const student = refOf(seat ?? {}, 'user');
    const teacher = refOf(enrollments.find((e) => refOf(e, 'class') === classId && e.role === 'teacher') ?? {}, 'user');

    expect(ids(await list(schoolA, `/schools/${schoolId}/courses?limit=1000`, 'courses'))).toEqual(
      ids(courses.filter((row) => refOf(row, 'org') === schoolId)),
    );
    expect(ids(await list(schoolA, `/schools/${schoolId}/terms?limit=1000`, 'academicSessions'))).toEqual(ids(terms));
    expect(ids(await list(schoolA, `/schools/${schoolId}/enrollments?limit=1000`, 'enrollments'))).toEqual(
      ids(enrollments.filter((row) => refOf(row, 'school') === schoolId)),
    );
    const inClass = enrollments.filter((row) => refOf(row, 'class') === classId);
    expect(ids(await list(schoolA, `/schools/${schoolId}/classes/${classId}/enrollments`, 'enrollments'))).toEqual(
      ids(inClass),
    );
    expect(ids(await list(schoolA, `/schools/${schoolId}/classes/${classId}/students?limit=1000`, 'users'))).toEqual(
      ids(await list(schoolA, `/classes/${classId}/students?limit=1000`, 'users')),
    );
    expect(ids(await list(schoolA, `/schools/${schoolId}/classes/${classId}/teachers`, 'users'))).toEqual([teacher]);
    const term = String(terms[0]?.sourcedId);
    expect(ids(await list(schoolA, `/terms/${term}/classes?limit=1000`, 'classes'))).toEqual(
      ids(classes.filter((row) => (row.terms as { sourcedId: string }[]).some((t) => t.sourcedId === term))),
    );
    const course = refOf(klass ?? {}, 'course');
    expect(ids(await list(schoolA, `/courses/${course}/classes?limit=1000`, 'classes'))).toEqual(
      ids(classes.filter((row) => refOf(row, 'course') === course)),
    );
    const seats = ids(
      classes.filter((row) =>
        enrollments.some((e) => refOf(e, 'class') === row.sourcedId && refOf(e, 'user') === student),
      ),
    );
    expect(ids(await list(schoolA, `/students/${student}/classes`, 'classes'))).toEqual(seats);
    expect(ids(await list(schoolA, `/users/${student}/classes`, 'classes'))).toEqual(seats);
    expect(ids(await list(schoolA, `/teachers/${teacher}/classes`, 'classes'))).toContain(classId);
    // The path's records must stand as it says (a student is no teacher) and be in reach.
    expect((await read(schoolA, `/teachers/${student}/classes`)).status).toBe(404);
    expect((await read(schoolA, `/students/${teacher}/classes`)).status).toBe(404);
    expect((await read(schoolA, `/schools/school-0/classes/${classId}/students`)).status).toBe(404);
    expect((await read(schoolB, `/schools/${schoolId}/courses`)).status).toBe(404);
    expect((await read(schoolB, `/users/${student}/classes`)).status).toBe(404);
  });

  it('pages with limit and offset, X-Total-Count and Link', async () => {
    const first = await read(schoolA, '/students?limit=15&sort=familyName');
    expect(first.headers.get('x-total-count')).toBe('40');
    const link = first.headers.get('link') ?? '';
    expect(link).toContain(`<${BASE}/students?limit=15&sort=familyName&offset=15>; rel="next"`);
    expect(link).toContain('offset=30>; rel="last"');
    const pageOne = (await json<Records>(first)).users ?? [];
    const pageThree = await list(schoolA, '/students?limit=15&offset=30&sort=familyName', 'users');
    expect(pageOne).toHaveLength(15);
    expect(pageThree).toHaveLength(10);
    const names = (await list(schoolA, '/students?limit=100&sort=familyName&orderBy=desc', 'users')).map(
      (row) => row.sourcedId,
    );
    expect(names.slice(-15).reverse()).toEqual(pageOne.map((row) => row.sourcedId));
  });

  it('filters in the binding grammar, selects fields, and refuses what it cannot read with the imsx payload', async () => {
    const all = await list(schoolA, '/students?limit=1000', 'users');
    const someone = all[0] as { givenName: string; sourcedId: string };
    const named = await list(
      schoolA,
      `/students?filter=${encodeURIComponent(`givenName='${someone.givenName}'`)}`,
      'users',
    );
    expect(named.map((row) => row.sourcedId)).toContain(someone.sourcedId);
    expect(named).toAllSatisfy((row: Record<string, unknown>) => row.givenName === someone.givenName);
    const excluded = await list(
      schoolA,
      `/students?limit=1000&filter=${encodeURIComponent(`sourcedId!='${someone.sourcedId}' AND status='active'`)}`,
      'users',
    );
    expect(excluded).toHaveLength(39);
    expect(excluded.map((row) => row.sourcedId)).not.toContain(someone.sourcedId);
    expect(
      await list(schoolA, `/students?filter=${encodeURIComponent("dateLastModified>'2999-01-01'")}`, 'users'),
    ).toEqual([]);
    const slim = await list(schoolA, '/students?fields=sourcedId,givenName&limit=2', 'users');
    expect(Object.keys(slim[0] ?? {}).sort()).toEqual(['givenName', 'sourcedId']);
    for (const bad of ["password='x'", 'givenName=nobody', "givenName='a' XOR familyName='b'"]) {
      const response = await read(schoolA, `/students?filter=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
      expect(await json(response)).toMatchObject({
        imsx_codeMajor: 'failure',
        imsx_severity: 'error',
        imsx_CodeMinor: { imsx_codeMinorField: [{ imsx_codeMinorFieldValue: 'invalid_filter_field' }] },
      });
    }
    expect((await read(schoolA, '/students?fields=sourcedId,secret')).status).toBe(400);
    expect((await read(schoolA, '/students?sort=password')).status).toBe(400);
    expect((await read(schoolA, '/students?limit=-1')).status).toBe(400);
  });

  it("never shows a key school B's records, and records each read in the audit trail", async () => {
    const mine = await list(schoolA, '/students?limit=1000', 'users');
    const theirs = await list(schoolB, '/students?limit=1000', 'users');
    const schoolsB = (await list(schoolB, '/orgs', 'orgs')).map((row) => row.sourcedId);
    const schoolsA = (await list(schoolA, '/orgs', 'orgs')).map((row) => row.sourcedId);
    expect(schoolsB.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(schoolsB.filter((id) => schoolsA.includes(id))).toEqual([]);
    const ids = new Set(theirs.map((row) => row.sourcedId));
    expect(mine.filter((row) => ids.has(row.sourcedId))).toEqual([]);
    const foreign = await read(schoolB, `/users/${String(mine[0]?.sourcedId)}`);
    expect(foreign.status).toBe(404);
    expect(await json(foreign)).toMatchObject({
      imsx_CodeMinor: { imsx_codeMinorField: [{ imsx_codeMinorFieldValue: 'unknownobject' }] },
    });
    expect((await read(schoolB, `/schools/${String(schoolsA[0])}/students`)).status).toBe(404);

    const superadmin = await server.login('admin@kampus.test');
    const trail = await json<{ action: string; after: { path: string; records: number } | null }[]>(
      await server.call('/api/audit_logs.json?pagination=false&action=oneroster_read', { token: superadmin.token }),
    );
    expect(trail.some((entry) => entry.after?.path === `${BASE}/students` && entry.after.records === 40)).toBe(true);
  });
});

describe('its own OpenAPI document', () => {
  interface Operation {
    operationId: string;
    security?: unknown[];
  }
  interface Document {
    servers: { url: string }[];
    security: Record<string, string[]>[];
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, { flows?: { clientCredentials?: { tokenUrl: string } } }> };
  }

  it("describes every route of the binding, secured by the token, and none of them is in Kampus's own document", async () => {
    const document = await json<Document>(await server.call('/api/docs/oneroster.json'));
    expect(document.servers).toEqual([expect.objectContaining({ url: '/ims/oneroster' })]);
    expect(document.security).toEqual([{ oauth2: [SCOPE] }]);
    expect(document.components.securitySchemes.oauth2?.flows?.clientCredentials?.tokenUrl).toBe(
      '/ims/oneroster/oauth/token',
    );
    const registered = server.routes
      .filter((route) => route.url.startsWith('/ims/') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}').slice('/ims/oneroster'.length)}`);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(registered.sort());
    expect(documented).toContain('GET /rostering/v1p2/classes/{sourcedId}/students');
    expect(documented).toContain('GET /gradebook/v1p2/classes/{sourcedId}/students/{subSourcedId}/results');
    expect(document.paths['/rostering/v1p2/demographics']?.get?.security).toEqual([
      { oauth2: [SCOPE] },
      { oauth2: ['https://purl.imsglobal.org/spec/or/v1p2/scope/roster-demographics.readonly'] },
    ]);
    // A gradebook read asks for the gradebook's scope, not the document's (the roster's).
    expect(document.paths['/gradebook/v1p2/results']?.get?.security).toEqual([{ oauth2: [GRADEBOOK_SCOPE] }]);
    expect(document.paths['/rostering/v1p2/users']?.get?.security).toBeUndefined();
    // Only the token route is open; every read takes the bearer token.
    const open = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.values(item).flatMap((operation) => (operation.security?.length === 0 ? [path] : [])),
    );
    expect(open).toEqual(['/oauth/token']);
    const api = await json<{ paths: Record<string, unknown>; tags: { name: string }[] }>(
      await server.call('/api/docs.json'),
    );
    expect(
      Object.keys(api.paths).filter(
        (path) =>
          path.includes('oneroster/rostering') || path.includes('oneroster/gradebook') || path.includes('oauth/token'),
      ),
    ).toEqual([]);
    // Kampus's own roster export stays in Kampus's document.
    expect(Object.keys(api.paths)).toContain('/oneroster/export');
  });
});

describe('demographics', () => {
  it("answer the students' birth date and sex to the roster's scope or their own, never to the core roster's", async () => {
    const core = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-core.readonly';
    const own = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-demographics.readonly';
    // Tokens of one new key (a new key ends the key's earlier tokens, so every one is made from it).
    const client = await apiKey('school@kampus.test');
    const [whole, coreOnly, demographicsOnly] = [
      await bearer(client),
      await bearer(client, core),
      await bearer(client, own),
    ];
    const rows = await list(whole, '/demographics?limit=1000', 'demographics');
    expect(rows).toHaveLength(40);
    expect(rows).toAllSatisfy((row: Record<string, unknown>) => /^student-\d+$/.test(String(row.sourcedId)));
    expect(rows.some((row) => row.sex === 'female' || row.sex === 'male')).toBe(true);
    const dated = rows.find((row) => typeof row.birthDate === 'string');
    expect(String(dated?.birthDate)).toMatch(/^\d{4}-\d\d-\d\d$/);
    const one = await json<{ demographics: Record<string, unknown> }>(
      await read(demographicsOnly, `/demographics/${String(dated?.sourcedId)}`),
    );
    expect(one.demographics).toEqual(dated);
    const refused = await read(coreOnly, '/demographics');
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({
      imsx_CodeMinor: { imsx_codeMinorField: [{ imsx_codeMinorFieldValue: 'forbidden' }] },
    });
    expect((await read(coreOnly, '/students?limit=1')).status).toBe(200);
    expect((await read(demographicsOnly, '/students?limit=1')).status).toBe(403);
    // Another school's key: none of school A's students.
    const theirs = await list(schoolB, '/demographics?limit=1000', 'demographics');
    expect(theirs.filter((row) => rows.some((mine) => mine.sourcedId === row.sourcedId))).toEqual([]);
    expect((await read(schoolB, `/demographics/${String(dated?.sourcedId)}`)).status).toBe(404);
    schoolA = whole;
  });
});
