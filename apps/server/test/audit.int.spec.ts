import { students } from '@kampus/contract';
import type { AuditEntry } from '@kampus/contract/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unprocessable } from '../src/core/problem.ts';
import { create } from '../src/core/operations.ts';
import { requestContext } from '../src/http/context.ts';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * The audit trail (issue 10, part 5) as a client sees it: every accepted change leaves an entry
 * naming who, the impersonator, the address, the record and the changed fields; secrets never
 * appear; a rolled-back change leaves none; only headquarters and superadmins read the trail,
 * and nobody writes it through the API.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
const uuids: Record<string, string> = {};
let schoolIds: Record<string, number>;

const entries = async (query: string, token = tokens.admin): Promise<AuditEntry[]> => {
  const response = await server.call(`/api/audit_logs.json?${query}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<AuditEntry[]>(response);
};

const userIri = async (name: string): Promise<string> => {
  const user = await json<{ id: number }>(await server.call(`/api/users/${uuids[name]}`, { token: tokens.admin }));
  return `/api/users/${user.id}`;
};

const patch = (path: string, token: string | undefined, body: unknown) =>
  server.call(path, {
    method: 'PATCH',
    token,
    headers: { 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify(body),
  });

const firstStudent = async (): Promise<{ id: number; name: string; lastName: string }> => {
  const list = await json<{ id: number; name: string; lastName: string }[]>(
    await server.call(`/api/students.json?itemsPerPage=1&school=${schoolIds['Demo High School']}`, {
      token: tokens.school,
    }),
  );
  const student = list[0];
  if (!student) throw new Error('no demo student');
  return student;
};

beforeAll(async () => {
  server = await startServer(
    {},
    {
      // A change whose transaction fails after the change was made: the entry must go with it.
      beforeListen: (app, services) => {
        app.post('/test/create-then-fail', async (request) => {
          const ctx = await requestContext(services, request);
          await services.db.transaction(async (tx) => {
            await create(tx as unknown as typeof services.db, ctx, students, request.body);
            throw unprocessable([{ propertyPath: 'name', message: 'validation.invalid' }]);
          });
        });
      },
    },
  );
  for (const name of ['admin', 'hq', 'school', 'teacher']) {
    const { token, userId } = await server.login(`${name}@kampus.test`);
    tokens[name] = token;
    uuids[name] = userId;
  }
  const schools = await json<{ id: number; title: string }[]>(
    await server.call('/api/schools.json', { token: tokens.admin }),
  );
  schoolIds = Object.fromEntries(schools.map((s) => [s.title, s.id]));
});
afterAll(() => server.close());

describe('what an accepted change records', () => {
  it('a PATCH of a student by the school admin: only the changed fields, the user, the address', async () => {
    const student = await firstStudent();
    const response = await patch(`/api/students/${student.id}`, tokens.school, {
      name: 'Audited',
      lastName: student.lastName,
    });
    expect(response.status).toBe(200);
    const [entry, ...rest] = await entries(`resource=students&recordId=${student.id}`, tokens.hq);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      resource: 'students',
      recordId: student.id,
      action: 'update',
      user: await userIri('school'),
      impersonator: null,
      ip: '127.0.0.1',
      school: `/api/schools/${schoolIds['Demo High School']}`,
      before: { name: student.name },
      after: { name: 'Audited' },
      changed: ['name'],
    });
    expect(entry?.at).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('a create and a delete record the whole row, and the filters find them', async () => {
    const created = await server.call('/api/students', {
      method: 'POST',
      token: tokens.school,
      json: { name: 'Trail', lastName: 'Created', studentNumber: 'AUD-1' },
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    expect((await server.call(`/api/students/${id}`, { method: 'DELETE', token: tokens.school })).status).toBe(204);
    const found = await entries(`resource=students&recordId=${id}&user=${await userIri('school')}`);
    expect(found.map((entry) => entry.action)).toEqual(['delete', 'create']);
    expect(found[1]?.after).toMatchObject({ name: 'Trail', lastName: 'Created', studentNumber: 'AUD-1' });
    expect(found[0]?.before).toMatchObject({ name: 'Trail', lastName: 'Created', studentNumber: 'AUD-1' });
    expect(found[0]?.after).toBeNull();
    // A date range that ends before the change finds nothing.
    expect(await entries(`resource=students&recordId=${id}&at[before]=2000-01-01%2000:00:00`)).toEqual([]);
    expect(await entries(`resource=students&recordId=${id}&at[after]=2000-01-01%2000:00:00`)).toHaveLength(2);
  });

  it('a password change never shows the password, in clear or hashed', async () => {
    const secret = 'Audit-Secret-2026!';
    const response = await patch(`/api/users/${uuids.teacher}`, tokens.school, { password: secret });
    expect(response.status).toBe(204);
    const teacherId = Number((await userIri('teacher')).split('/').pop());
    const [entry] = await entries(`resource=users&recordId=${teacherId}`);
    expect(entry?.changed).toEqual(['password']);
    expect(entry?.after).toEqual({ password: '[redacted]' });
    const [hashed] = await server.sql(`select password from users where id = ${teacherId}`);
    const stored = String(hashed?.password);
    expect(stored.length).toBeGreaterThan(20);
    const trail = JSON.stringify(await server.sql('select * from audit_logs'));
    expect(trail).not.toContain(secret);
    expect(trail).not.toContain(stored);
    // The new password ended the teacher's sessions: sign in with it.
    tokens.teacher = (await server.login('teacher@kampus.test', secret)).token;
  });

  it('a change made while impersonating names the impersonator', async () => {
    const started = await server.call('/en/impersonate', {
      method: 'POST',
      token: tokens.school,
      json: { userId: uuids.teacher, reason: 'Audit test' },
    });
    expect(started.status).toBe(200);
    const { accessToken } = await json<{ accessToken: string }>(started);
    const response = await patch(`/api/users/${uuids.teacher}`, accessToken, { name: 'Impersonated' });
    expect(response.status).toBe(200);
    const teacherId = Number((await userIri('teacher')).split('/').pop());
    const [entry] = await entries(`resource=users&recordId=${teacherId}&action=update`);
    expect(entry).toMatchObject({
      user: `/api/users/${teacherId}`,
      impersonator: await userIri('school'),
      changed: ['name'],
      after: { name: 'Impersonated' },
    });
    // The impersonation itself is an action on the trail, and so is its end.
    const cancelled = await server.call('/en/impersonate/cancel', { method: 'POST', token: accessToken });
    expect(cancelled.status).toBe(200);
    tokens.school = (await json<{ accessToken: string }>(cancelled)).accessToken;
    const actions = (await entries('resource=impersonate_logs')).map((e) => [e.action, e.user, e.impersonator]);
    expect(actions).toEqual([
      ['impersonate_cancel', `/api/users/${teacherId}`, await userIri('school')],
      ['impersonate', await userIri('school'), null],
    ]);
  });

  it('a menu move is an action on the trail', async () => {
    const menus = await json<{ id: number }[]>(
      await server.call(`/api/global_menus.json?itemsPerPage=2&order[position]=asc`, { token: tokens.admin }),
    );
    const menu = menus[1];
    if (!menu) throw new Error('no global menu');
    const moved = await server.call(`/api/global_menus/${menu.id}/move`, {
      method: 'POST',
      token: tokens.admin,
      json: { direction: 'up' },
    });
    expect([200, 201, 204], await moved.clone().text()).toContain(moved.status);
    const [entry] = await entries(`resource=global_menus&recordId=${menu.id}&action=move`);
    expect(entry).toMatchObject({ action: 'move', user: await userIri('admin'), after: { direction: 'up' } });
  });
  it('a season copy is an action on the trail (each row it creates is a create entry too)', async () => {
    const high = schoolIds['Demo High School'];
    const seasons = await json<{ id: number }[]>(
      await server.call(`/api/seasons.json?school=${high}&pagination=false`, { token: tokens.school }),
    );
    const source = seasons[0];
    if (!source) throw new Error('no demo season');
    const created = await server.call('/api/seasons', {
      method: 'POST',
      token: tokens.school,
      json: { school: `/api/schools/${high}`, title: 'Audit season', startDate: '2031-09-01', endDate: '2032-06-30' },
    });
    expect(created.status).toBe(201);
    const target = await json<{ id: number }>(created);
    const copied = await server.call('/api/seasons/copy_data', {
      method: 'POST',
      token: tokens.school,
      json: {
        sourceDb: `/api/seasons/${source.id}`,
        destinationDb: `/api/seasons/${target.id}`,
        tables: 'grading_terms',
      },
    });
    expect(copied.status, await copied.clone().text()).toBe(200);
    const answer = await json<{ copied: Record<string, number> }>(copied);
    const [entry, ...rest] = await entries(`resource=seasons&recordId=${target.id}&action=copy_data`, tokens.hq);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      user: await userIri('school'),
      school: `/api/schools/${high}`,
      before: { season: source.id },
      after: { season: target.id, copied: answer.copied },
    });
  });
});

describe('what is not recorded', () => {
  it('a change rolled back after it was made leaves no entry', async () => {
    const before = await entries('resource=students&pagination=false');
    const response = await server.call('/test/create-then-fail', {
      method: 'POST',
      token: tokens.school,
      json: { name: 'Rolled', lastName: 'Back', school: `/api/schools/${schoolIds['Demo High School']}` },
    });
    expect(response.status).toBe(422);
    expect(await entries('resource=students&pagination=false')).toEqual(before);
    expect(await server.sql(`select id from students where last_name = 'Back'`)).toEqual([]);
  });

  it('a refused create (a unique e-mail taken) leaves no entry', async () => {
    const before = (await entries('resource=users&pagination=false')).length;
    const response = await server.call('/api/users', {
      method: 'POST',
      token: tokens.admin,
      json: {
        name: 'Twin',
        lastName: 'Teacher',
        email: 'teacher@kampus.test',
        userType: '/api/user_types/5',
        schoolId: schoolIds['Demo High School'],
      },
    });
    expect([409, 422]).toContain(response.status);
    expect(await entries('resource=users&pagination=false')).toHaveLength(before);
  });
});

describe('who reads the trail, and that nobody writes it', () => {
  it('the school admin is refused the trail; headquarters reads it', async () => {
    expect((await server.call('/api/audit_logs', { token: tokens.school })).status).toBe(403);
    expect((await server.call('/api/audit_logs', { token: tokens.teacher })).status).toBe(403);
    const seen = await entries('resource=students', tokens.hq);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toAllSatisfy((entry) => entry.school === `/api/schools/${schoolIds['Demo High School']}`);
  });

  it('headquarters does not see entries of no school (a superadmin editing reference data)', async () => {
    const countries = await json<{ id: number; name: string }[]>(
      await server.call('/api/countries.json?itemsPerPage=1', { token: tokens.admin }),
    );
    const country = countries[0];
    if (!country) throw new Error('no country');
    expect((await patch(`/api/countries/${country.id}`, tokens.admin, { country: 'Auditland' })).status).toBe(200);
    expect(await entries(`resource=countries&recordId=${country.id}`)).toHaveLength(1);
    expect(await entries(`resource=countries&recordId=${country.id}`, tokens.hq)).toHaveLength(0);
  });

  it('POST, PATCH and DELETE of an entry are refused, to a superadmin too, and change nothing', async () => {
    const [entry] = await entries('itemsPerPage=1');
    if (!entry) throw new Error('no entry');
    const snapshot = await server.sql('select * from audit_logs order by id');
    const post = await server.call('/api/audit_logs', {
      method: 'POST',
      token: tokens.admin,
      json: { resource: 'students', action: 'create', at: '2026-01-01 00:00:00' },
    });
    expect(post.status).toBe(403);
    expect((await patch(`/api/audit_logs/${entry.id}`, tokens.admin, { action: 'forged' })).status).toBe(403);
    expect((await patch(`/api/audit_logs/${entry.id}`, tokens.hq, { action: 'forged' })).status).toBe(403);
    expect((await server.call(`/api/audit_logs/${entry.id}`, { method: 'DELETE', token: tokens.admin })).status).toBe(
      403,
    );
    expect(await server.sql('select * from audit_logs order by id')).toEqual(snapshot);
  });
});
