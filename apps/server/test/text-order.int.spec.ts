/**
 * Lists in the order of the reader's language and searches that ignore case and accents
 * (docs/resource-engine.md, "Sorting and searching text"), on PGlite and on PostgreSQL alike: the
 * answer a client sees must not depend on the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

interface User {
  id: number;
  name: string;
  lastName: string;
  email: string;
}
interface Page<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
}

let server: TestServer;
let admin: string;
let school: string;
let highSchool: number;

/** A marker first name shared by the users a test creates, so a search narrows the list to them. */
const createUsers = async (marker: string, lastNames: string[]): Promise<void> => {
  for (const [index, lastName] of lastNames.entries()) {
    const response = await server.call('/api/users', {
      method: 'POST',
      token: admin,
      json: {
        name: marker,
        lastName,
        email: `${marker.toLowerCase()}-${index}@order.kampus.test`,
        userType: '/api/user_types/5',
        schoolId: highSchool,
      },
    });
    if (response.status !== 201) throw new Error(`create ${lastName}: ${response.status} ${await response.text()}`);
  }
};

const list = async <T>(path: string, language: string, token = admin): Promise<Page<T>> => {
  const response = await server.call(path, { token, headers: { 'accept-language': language } });
  expect(response.status).toBe(200);
  return json<Page<T>>(response);
};

const lastNames = async (query: string, language: string): Promise<string[]> =>
  (await list<User>(`/api/users.jsonld?${query}`, language))['hydra:member'].map((user) => user.lastName);

const found = async (search: string): Promise<string[]> =>
  (await list<User>(`/api/users.jsonld?search=${encodeURIComponent(search)}`, 'en'))['hydra:member'].map(
    (user) => `${user.name} ${user.lastName}`,
  );

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@kampus.test')).token;
  school = (await server.login('school@kampus.test')).token;
  const schools = await json<{ id: number; title: string }[]>(
    await server.call('/api/schools.json?pagination=false', { token: admin }),
  );
  highSchool = schools.find((row) => row.title === 'Demo High School')?.id ?? 0;
  await createUsers('Sıralı', [
    'Zeybek',
    'Korol',
    'Şahin',
    'Öztürk',
    'Koçyiğit',
    'Çelik',
    'Ceylan',
    'İnce',
    'Işık',
    'Irmak',
  ]);
  await createUsers('Ordenado', ['Peña', 'Penalva', 'Pena']);
});
afterAll(() => server.close());

describe('lists sort text by the rules of the request language', () => {
  it('Turkish: Ç, Ş, Ö after C, S, O as letters of their own, and dotless I before İ', async () => {
    expect(await lastNames('search=sirali&order[lastName]=asc', 'tr')).toEqual([
      'Ceylan',
      'Çelik',
      'Irmak',
      'Işık',
      'İnce',
      'Koçyiğit',
      'Korol',
      'Öztürk',
      'Şahin',
      'Zeybek',
    ]);
  });

  it('English: accents are a detail of the letter, so Çelik comes before Ceylan and İnce before Irmak', async () => {
    expect(await lastNames('search=sirali&order[lastName]=asc', 'en')).toEqual([
      'Çelik',
      'Ceylan',
      'İnce',
      'Irmak',
      'Işık',
      'Koçyiğit',
      'Korol',
      'Öztürk',
      'Şahin',
      'Zeybek',
    ]);
  });

  it('descending is the exact reverse, and the default order (last name) follows the language too', async () => {
    const ascending = await lastNames('search=sirali&order[lastName]=asc', 'tr');
    expect(await lastNames('search=sirali&order[lastName]=desc', 'tr')).toEqual([...ascending].reverse());
    expect(await lastNames('search=sirali', 'tr')).toEqual(ascending);
  });

  it('Spanish: ñ is a letter after n; English and Turkish treat it as an n', async () => {
    expect(await lastNames('search=ordenado&order[lastName]=asc', 'es')).toEqual(['Pena', 'Penalva', 'Peña']);
    expect(await lastNames('search=ordenado&order[lastName]=asc', 'en')).toEqual(['Pena', 'Peña', 'Penalva']);
  });

  it('the unfiltered first page (a prepared statement) is in the language order too', async () => {
    // Only the created users' school narrows it, so the page is the prepared, unfiltered shape.
    const headers = { 'accept-language': 'tr', schoolId: String(highSchool) };
    const response = await server.call('/api/users.jsonld?order[lastName]=asc&pagination=true&itemsPerPage=500', {
      token: admin,
      headers,
    });
    const names = (await json<Page<User>>(response))['hydra:member'].map((user) => user.lastName);
    const ours = names.filter((name) => ['Ceylan', 'Çelik', 'Işık', 'İnce', 'Irmak'].includes(name));
    expect(ours).toEqual(['Ceylan', 'Çelik', 'Irmak', 'Işık', 'İnce']);
    const english = await server.call('/api/users.jsonld?order[lastName]=asc&itemsPerPage=500', {
      token: admin,
      headers: { ...headers, 'accept-language': 'en' },
    });
    const englishNames = (await json<Page<User>>(english))['hydra:member'].map((user) => user.lastName);
    expect(englishNames.filter((name) => ['Ceylan', 'Çelik', 'Işık', 'İnce', 'Irmak'].includes(name))).toEqual([
      'Çelik',
      'Ceylan',
      'İnce',
      'Irmak',
      'Işık',
    ]);
  });

  it.each(['tr', 'en'])(
    'the demo students (%s) come in the order Intl.Collator gives for the language',
    async (language) => {
      const collator = new Intl.Collator(language, { numeric: true });
      const page = await list<User>('/api/students.jsonld?pagination=false', language, school);
      const rows = page['hydra:member'];
      expect(rows.length).toBeGreaterThanOrEqual(40);
      const expected = [...rows].sort(
        (a, b) => collator.compare(a.lastName, b.lastName) || collator.compare(a.name, b.name),
      );
      expect(rows.map((row) => `${row.lastName}, ${row.name}`)).toEqual(
        expected.map((row) => `${row.lastName}, ${row.name}`),
      );
    },
  );

  it('class names in natural order: 9-A before 10-A, in every language', async () => {
    for (const language of ['en', 'tr', 'ar']) {
      const page = await list<{ title: string }>('/api/classes.jsonld?order[title]=asc', language, school);
      expect(page['hydra:member'].map((row) => row.title)).toEqual(['9-A', '10-A', '11-A', '12-A']);
    }
  });
});

describe('search ignores case and accents and matches full names', () => {
  it.each(['ogrenci', 'OGRENCI', 'öğrenci', 'ÖĞRENCİ', 'deniz öğrenci', 'Deniz Ogrenci', 'ogrenci deniz', 'den ogr'])(
    '"%s" finds Deniz Öğrenci',
    async (term) => {
      expect(await found(term)).toContain('Deniz Öğrenci');
    },
  );

  it('Turkish dotted and dotless i: "ISIK", "isik" and "IŞIK" find Işık', async () => {
    for (const term of ['ISIK', 'isik', 'IŞIK', 'sirali isik']) expect(await found(term)).toEqual(['Sıralı Işık']);
  });

  it('every word must match: a full name of someone else finds nobody', async () => {
    expect(await found('deniz zeybek')).toEqual([]);
    expect((await list<User>('/api/users.jsonld?search=sirali', 'en'))['hydra:totalItems']).toBe(10);
  });

  it('% and _ in a search match themselves, not anything', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
  });

  it('finds the student record the same way (students declare their own search fields)', async () => {
    for (const term of ['deniz ogrenci', 'OGRENCI']) {
      const page = await list<User>(`/api/students.jsonld?search=${encodeURIComponent(term)}`, 'tr', school);
      expect(page['hydra:member'].map((row) => `${row.name} ${row.lastName}`)).toContain('Deniz Öğrenci');
    }
  });

  it('searches the other fields declared for search (e-mail), generically for any resource', async () => {
    expect(await found('ordenado-1@order')).toEqual(['Ordenado Penalva']);
    const classes = await list<{ title: string }>('/api/classes.jsonld?search=10-a', 'en', school);
    expect(classes['hydra:member'].map((row) => row.title)).toEqual(['10-A']);
  });
});
