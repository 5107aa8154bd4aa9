import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * Personal data (issue 15, item 6): phone, home and work address on the user, read through
 * GET /{lang}/users/{userId}/personal by the user and by staff who reach them, and by no one else.
 */
let server: TestServer;
const people: Record<string, { token: string; userId: string }> = {};

beforeAll(async () => {
  server = await startServer();
  for (const who of ['school', 'school2', 'teacher', 'parent', 'student', 'admin']) {
    people[who] = await server.login(`${who}@kampus.test`);
  }
});
afterAll(() => server.close());

const personal = (as: string, of: string, lang = 'en') =>
  server.call(`/${lang}/users/${people[of]?.userId ?? of}/personal`, { token: people[as]?.token });

const saveOwn = (as: string, body: Record<string, unknown>) =>
  server.call(`/api/users/${people[as]?.userId}`, {
    method: 'PATCH',
    token: people[as]?.token,
    headers: { 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify(body),
  });

describe('personal data', () => {
  it('is saved by the user on their own record and read back by them', async () => {
    const saved = await saveOwn('parent', {
      phone: '+90 532 000 11 22',
      homeAddress: 'Çiçek Sokak 5, Kadıköy',
      workAddress: 'Büro Caddesi 9, Ataşehir',
    });
    expect(saved.status).toBe(200);
    expect(await json(await personal('parent', 'parent'))).toEqual({
      userId: people.parent?.userId,
      phone: '+90 532 000 11 22',
      homeAddress: 'Çiçek Sokak 5, Kadıköy',
      workAddress: 'Büro Caddesi 9, Ataşehir',
    });
  });

  it('refuses a phone that is no phone number, naming the field in the reader’s language', async () => {
    const response = await server.call(`/api/users/${people.parent?.userId}`, {
      method: 'PATCH',
      token: people.parent?.token,
      headers: { 'content-type': 'application/merge-patch+json', 'accept-language': 'tr' },
      body: JSON.stringify({ phone: 'call me maybe' }),
    });
    expect(response.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string; message: string }[] }>(response);
    expect(problem.violations.map((v) => v.propertyPath)).toEqual(['phone']);
  });

  it('is read by the staff of the user’s school and by a superadmin', async () => {
    for (const staff of ['school', 'admin']) {
      const answer = await json<{ phone: string }>(await personal(staff, 'parent'));
      expect(answer.phone).toBe('+90 532 000 11 22');
    }
  });

  it('is not read by the staff of another school: the user does not exist for them', async () => {
    expect((await personal('school2', 'parent')).status).toBe(404);
  });

  it('is not read by a teacher (403), nor by another member of the family, who reads no other user (404)', async () => {
    expect((await personal('teacher', 'parent')).status).toBe(403);
    expect((await personal('student', 'parent')).status).toBe(404);
    expect((await personal('parent', 'student')).status).toBe(404);
  });

  it('does not leak through the users API to those who may not read it', async () => {
    const asTeacher = await json<Record<string, unknown>>(
      await server.call(`/api/users/${people.parent?.userId}`, { token: people.teacher?.token }),
    );
    expect(asTeacher.email).toBe('parent@kampus.test');
    expect(asTeacher).not.toHaveProperty('phone');
    expect(asTeacher).not.toHaveProperty('homeAddress');
    const list = await json<Record<string, unknown>[]>(
      await server.call('/api/users.json?email=parent@kampus.test', { token: people.teacher?.token }),
    );
    expect(list.map((row) => Object.keys(row).filter((key) => /phone|Address/.test(key)))).toEqual([[]]);
    const asStaff = await json<Record<string, unknown>>(
      await server.call(`/api/users/${people.parent?.userId}`, { token: people.school?.token }),
    );
    expect(asStaff.workAddress).toBe('Büro Caddesi 9, Ataşehir');
  });

  it('answers 404 for a path segment that names no user, and 401 without a token', async () => {
    expect((await personal('school', 'not-a-user')).status).toBe(404);
    expect((await server.call(`/en/users/${people.parent?.userId}/personal`)).status).toBe(401);
  });
});
