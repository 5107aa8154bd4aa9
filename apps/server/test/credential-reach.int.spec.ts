import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * Credential changes reach no further than impersonation (issue 26, the High finding;
 * docs/security.md): staff set another person's password or e-mail only when they reach every
 * school the person belongs to (their school and each membership). Otherwise a Demo High School
 * admin could set the password of a High School teacher who also teaches at Demo Middle School,
 * sign in as them and read Middle School's students and payments.
 */
let server: TestServer;
let superadmin: string;
let schoolIds: Record<string, number>;

const patchUser = (token: string, uuid: string, body: unknown, language = 'en') =>
  server.call(`/api/users/${uuid}`, {
    method: 'PATCH',
    token,
    headers: { 'content-type': 'application/merge-patch+json', 'accept-language': language },
    body: JSON.stringify(body),
  });

const idOf = async (uuid: string): Promise<number> =>
  (await json<{ id: number }>(await server.call(`/api/users/${uuid}`, { token: superadmin }))).id;

/** Gives the user a membership in another school for the length of `work`. */
const withMembership = async (userUuid: string, school: string, work: () => Promise<void>): Promise<void> => {
  const created = await server.call('/api/user_schools', {
    method: 'POST',
    token: superadmin,
    json: { user: `/api/users/${await idOf(userUuid)}`, school: `/api/schools/${schoolIds[school]}` },
  });
  expect(created.status).toBe(201);
  const { id } = await json<{ id: number }>(created);
  try {
    await work();
  } finally {
    await server.call(`/api/user_schools/${id}`, { method: 'DELETE', token: superadmin });
  }
};

beforeAll(async () => {
  server = await startServer();
  superadmin = (await server.login('admin@kampus.test')).token;
  const schools = await json<{ id: number; title: string }[]>(
    await server.call('/api/schools.json?pagination=false', { token: superadmin }),
  );
  schoolIds = Object.fromEntries(schools.map((s) => [s.title, s.id]));
});
afterAll(() => server.close());

describe('staff change credentials only of people whose every school they reach', () => {
  it('a High School admin cannot set the password or e-mail of a High School teacher who also belongs to Middle School: 403', async () => {
    const teacher = await server.login('teacher@kampus.test');
    const admin = await server.login('school@kampus.test');
    await withMembership(teacher.userId, 'Demo Middle School', async () => {
      const password = await patchUser(admin.token, teacher.userId, { password: 'Taken!over2026' });
      expect(password.status).toBe(403);
      expect((await json<{ detail: string }>(password)).detail).toBe(
        'This person also belongs to a school you do not manage: only someone who manages all of their schools can change their e-mail address, password, linked sign-ins or keys.',
      );
      const email = await patchUser(admin.token, teacher.userId, { email: 'taken.over@example.org' }, 'de');
      expect(email.status).toBe(403);
      expect((await json<{ detail: string }>(email)).detail).toMatch(/^Diese Person gehört auch zu einer Schule/);
      // Nothing changed: the old password signs in, the new one does not, the address is the same.
      await expect(server.login('teacher@kampus.test', 'Taken!over2026')).rejects.toThrow();
      const record = await json<{ email: string }>(
        await server.call(`/api/users/${teacher.userId}`, { token: superadmin }),
      );
      expect(record.email).toBe('teacher@kampus.test');
      await expect(server.login('teacher@kampus.test')).resolves.toHaveProperty('token');
      // Fields that are no credential still change: the school's office keeps its records.
      expect((await patchUser(admin.token, teacher.userId, { lastName: 'Öğretmen' })).status).toBe(200);
      // The Middle School admin sees the teacher through the membership, and may not either.
      const middle = await server.login('school2@kampus.test');
      expect([403, 404]).toContain(
        (await patchUser(middle.token, teacher.userId, { password: 'Taken!over2026' })).status,
      );
      // A superadmin reaches every school: the change is theirs to make.
      expect((await patchUser(superadmin, teacher.userId, { password: 'Reset!by2026' })).status).toBe(204);
      await expect(server.login('teacher@kampus.test', 'Reset!by2026')).resolves.toHaveProperty('token');
      expect((await patchUser(superadmin, teacher.userId, { password: 'Kampus!2026' })).status).toBe(204);
    });
    // Without the membership, the teacher is wholly the High School's: its admin sets the password.
    expect((await patchUser(admin.token, teacher.userId, { password: 'Office!set2026' })).status).toBe(204);
    await expect(server.login('teacher@kampus.test', 'Office!set2026')).resolves.toHaveProperty('token');
    expect((await patchUser(admin.token, teacher.userId, { password: 'Kampus!2026' })).status).toBe(204);
  });
});

describe('a session born of an API key', () => {
  it('cannot change another person’s password, even one its owner wholly reaches: 403, unchanged', async () => {
    const admin = await server.login('school@kampus.test');
    const teacher = await server.login('teacher@kampus.test');
    // A sign-in of a moment ago is fresh enough to make a key without typing the password again.
    const made = await server.call(`/en/users/${admin.userId}/generate-api-key`, {
      method: 'POST',
      token: admin.token,
    });
    expect(made.status).toBe(200);
    const { apiKey } = await json<{ apiKey: string }>(made);
    const refused = await patchUser(apiKey, teacher.userId, { password: 'Stolen!key2026' });
    expect(refused.status).toBe(403);
    expect((await json<{ detail: string }>(refused)).detail).toMatch(/^An API key cannot change another person/);
    await expect(server.login('teacher@kampus.test', 'Stolen!key2026')).rejects.toThrow();
    // The owner, signed in with their password, still may.
    expect((await patchUser(admin.token, teacher.userId, { lastName: 'Öğretmen' })).status).toBe(200);
  });
});

describe('actions whose path names a user reach them through every school of theirs', () => {
  it('a High School admin reads neither the personal data nor the family of a High School parent who also belongs to Middle School: 403', async () => {
    const parent = await server.login('parent@kampus.test');
    const admin = await server.login('school@kampus.test');
    const paths = ['personal', 'students', 'student'].map((part) => `/en/users/${parent.userId}/${part}`);
    // Wholly reached, the admin reads them (the parent's own school).
    for (const path of paths) expect((await server.call(path, { token: admin.token })).status).toBe(200);
    await withMembership(parent.userId, 'Demo Middle School', async () => {
      for (const path of paths) {
        const refused = await server.call(path.replace('/en/', '/tr/'), { token: admin.token });
        expect(refused.status).toBe(403);
        expect((await json<{ detail: string }>(refused)).detail).toBe(
          'Bu kişi yönetmediğiniz bir okula da ait: bunu yalnızca tüm okullarını yöneten biri yapabilir.',
        );
      }
      // The parent themself still reads their own; the headquarters, who reach both schools, read them.
      expect((await server.call(paths[0] ?? '', { token: parent.token })).status).toBe(200);
      const hq = await server.login('hq@kampus.test');
      expect((await server.call(paths[0] ?? '', { token: hq.token })).status).toBe(200);
    });
  });
});
