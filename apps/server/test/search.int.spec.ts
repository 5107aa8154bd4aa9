/**
 * The top bar's search (issue 15, item 3; docs/search.md): users, students and personnel through
 * the spec's search calls. Accents and case aside ("ogrenci" finds Öğrenci, Turkish ı/İ, ş, ğ, ü,
 * ö, ç too), only within the caller's reach, `userTypes` and `getKey=1`, and a key of 3 letters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
const PEOPLE = ['admin', 'school', 'school2', 'teacher', 'parent', 'student'] as const;
type Person = (typeof PEOPLE)[number];
const uuids = {} as Record<Person, string>;
const tokens = {} as Record<Person, string>;
const schoolOf = {} as Record<Person, string>;

interface Hit {
  id: number;
  name: string;
  lastName: string;
  email?: string;
  userType?: number;
  key?: string;
}

const search = (who: Person, context: string, key: string, query = '') =>
  server.call(`/en/search/${uuids[who]}/${context}/${encodeURIComponent(key)}${query}`, { token: tokens[who] });

const hits = async (who: Person, context: string, key: string, query = '') => {
  const response = await search(who, context, key, query);
  expect(response.status).toBe(200);
  return json<Hit[]>(response);
};

const fullNames = (found: Hit[]) => found.map((hit) => `${hit.name} ${hit.lastName}`);

const create = async (who: Person, resource: string, body: Record<string, unknown>) => {
  const response = await server.call(`/api/${resource}`, { method: 'POST', token: tokens[who], json: body });
  expect(response.status).toBe(201);
  return json<{ id: number }>(response);
};

beforeAll(async () => {
  server = await startServer();
  for (const person of PEOPLE) {
    const session = await server.login(`${person}@kampus.test`);
    uuids[person] = session.userId;
    tokens[person] = session.token;
  }
  for (const person of PEOPLE) {
    const [user] = await json<{ school: string }[]>(
      await server.call(`/api/users.json?email=${person}@kampus.test`, { token: tokens.admin }),
    );
    schoolOf[person] = user!.school;
  }
  // One name of every Turkish letter that folds, in each of the two demo schools.
  await create('school', 'personnel', {
    school: schoolOf.school,
    name: 'Işıl',
    lastName: 'Çağdaşgüllüöz',
    title: 'Müdür',
  });
  await create('school2', 'personnel', { school: schoolOf.school2, name: 'İsmail', lastName: 'Çağdaşgüllüöz' });
  await create('school', 'students', { school: schoolOf.school, name: 'Şule', lastName: 'Çağdaşgüllüöz' });
});
afterAll(async () => server.close());

describe('accents and case aside', () => {
  it('"ogrenci", "OGRENCI" and "Öğrenci" all find Deniz Öğrenci', async () => {
    for (const key of ['ogrenci', 'OGRENCI', 'Öğrenci', 'deniz ogr']) {
      const found = await hits('school', 'users', key);
      expect(found.map((hit) => hit.email)).toContain('student@kampus.test');
    }
  });

  it('Turkish ı, İ, ş, ğ, ü, ö and ç fold to plain letters, in the key and in the name', async () => {
    for (const key of ['isil', 'ISIL', 'Işıl', 'cagdasgulluoz', 'ÇAĞDAŞGÜLLÜÖZ', 'isil cagdas']) {
      expect(fullNames(await hits('school', 'personnel', key))).toEqual(['Işıl Çağdaşgüllüöz']);
    }
    expect(fullNames(await hits('school', 'students', 'sule cagdas'))).toEqual(['Şule Çağdaşgüllüöz']);
    expect(fullNames(await hits('school2', 'personnel', 'ismail'))).toEqual(['İsmail Çağdaşgüllüöz']);
  });

  it('a key with a percent sign or an underscore matches itself, never everything, and is no error', async () => {
    expect(await hits('school', 'users', '100%')).toEqual([]);
    expect(await hits('school', 'personnel', '___')).toEqual([]);
  });
});

describe('only within reach', () => {
  it("a school's staff finds nobody of another school", async () => {
    expect(fullNames(await hits('school', 'personnel', 'cagdasgulluoz'))).toEqual(['Işıl Çağdaşgüllüöz']);
    expect(fullNames(await hits('school2', 'personnel', 'cagdasgulluoz'))).toEqual(['İsmail Çağdaşgüllüöz']);
    const users = await hits('school', 'users', 'kampus.test');
    expect(users.map((hit) => hit.email)).toContain('teacher@kampus.test');
    expect(users.map((hit) => hit.email)).not.toContain('school2@kampus.test');
    expect((await hits('school2', 'users', 'kampus.test')).map((hit) => hit.email)).not.toContain(
      'teacher@kampus.test',
    );
    expect(await hits('school2', 'students', 'cagdasgulluoz')).toEqual([]);
  });

  it('headquarters reaches both schools', async () => {
    expect(fullNames(await hits('admin', 'personnel', 'cagdasgulluoz')).sort()).toEqual([
      'Işıl Çağdaşgüllüöz',
      'İsmail Çağdaşgüllüöz',
    ]);
  });

  it('a parent finds their own child but no other student, and no staff of another school', async () => {
    const children = await hits('parent', 'students', 'ogrenci');
    expect(fullNames(children)).toContain('Deniz Öğrenci');
    expect(await hits('parent', 'students', 'cagdasgulluoz')).toEqual([]);
    const users = (await hits('parent', 'users', 'kampus.test')).map((hit) => hit.email);
    expect(users).toContain('school@kampus.test');
    expect(users).not.toContain('school2@kampus.test');
    expect(users).not.toContain('student@kampus.test');
  });

  it('a parent or student may not search personnel at all, as they may not list it', async () => {
    expect((await search('parent', 'personnel', 'cagdasgulluoz')).status).toBe(403);
    expect((await search('student', 'personnel', 'cagdasgulluoz')).status).toBe(403);
  });

  it("another user's id in the path is refused: 404 for a user the caller may not read, 403 for one they may", async () => {
    expect((await server.call(`/en/search/${uuids.school}/students/deniz`, { token: tokens.parent })).status).toBe(404);
    expect((await server.call(`/en/search/${uuids.parent}/students/deniz`, { token: tokens.school })).status).toBe(403);
  });
});

describe('the spec query: userTypes and getKey', () => {
  it('userTypes keeps only users of the listed types', async () => {
    const all = await hits('school', 'users', 'kampus.test');
    const types = new Set(all.map((hit) => hit.userType));
    expect(types.size).toBeGreaterThan(1);
    const [first] = [...types];
    const only = await hits('school', 'users', 'kampus.test', `?userTypes=${String(first)}`);
    expect(only.length).toBeGreaterThan(0);
    expect(only).toAllSatisfy((hit) => hit.userType === first);
    expect(only).toEqual(all.filter((hit) => hit.userType === first));
  });

  it('getKey=1 gives every hit the IRI a reference field stores; without it there is none', async () => {
    const plain = await hits('school', 'users', 'ogrenci');
    expect(plain.length).toBeGreaterThan(0);
    expect(plain).toAllSatisfy((hit) => hit.key === undefined);
    const users = await hits('school', 'users', 'ogrenci', '?getKey=1');
    expect(users.length).toBeGreaterThan(0);
    expect(users).toAllSatisfy((hit) => hit.key === `/api/users/${hit.id}`);
    const students = await hits('school', 'students', 'cagdas', '?getKey=1');
    expect(students.map((hit) => hit.key)).toEqual([`/api/students/${students[0]!.id}`]);
    const record = await server.call(students[0]!.key!, { token: tokens.school });
    expect(((await record.json()) as { lastName: string }).lastName).toBe('Çağdaşgüllüöz');
  });
});

describe('the key', () => {
  it('needs three letters after trimming, in the reader language, naming the field', async () => {
    for (const context of ['users', 'students', 'personnel']) {
      const response = await search('school', context, ' de ');
      expect(response.status).toBe(422);
      const problem = await json<{ violations: { propertyPath: string; message: string }[] }>(response);
      expect(problem.violations).toEqual([
        expect.objectContaining({ propertyPath: 'searchKey', message: 'Type at least 3 letters.' }),
      ]);
    }
    const turkish = await server.call(`/tr/search/${uuids.school}/students/de`, { token: tokens.school });
    expect(turkish.status).toBe(422);
    expect(JSON.stringify(await turkish.json())).not.toContain('Type at least 3 letters.');
  });
});
