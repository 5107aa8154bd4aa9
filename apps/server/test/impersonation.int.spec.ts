import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, violationPaths, type TestServer } from './harness.ts';
import { withFullPaths } from './support/openapi-paths.ts';

/**
 * Impersonation (platform spec sections 4 and 6, api-contract section 2): staff act as the
 * teachers, parents and students of schools they manage, and no one else; every impersonation
 * is logged with its enter and exit time; cancelling gives the original user a working token.
 */
let server: TestServer;
const accounts: Record<string, { token: string; userId: string }> = {};
let schoolIds: Record<string, number>;

interface LogEntry {
  id: number;
  user: string;
  impersonateUser: string;
  impersonatorName: string;
  impersonatedName: string;
  enterTime: string;
  exitTime: string | null;
  school: string;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const impersonate = (token: string, userId: unknown, lang = 'en') =>
  server.call(`/${lang}/impersonate`, { method: 'POST', token, json: { userId, reason: 'A parent asked for help' } });

const signIn = async (name: string) => {
  accounts[name] = await server.login(`${name}@kampus.test`);
  return accounts[name];
};

const userRecord = async (token: string, uuid: string) => server.call(`/api/users/${uuid}`, { token });

const idOf = async (uuid: string): Promise<number> => {
  const admin = await server.login('admin@kampus.test');
  return (await json<{ id: number }>(await userRecord(admin.token, uuid))).id;
};

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'hq', 'campus', 'school', 'school2', 'teacher', 'parent', 'student']) await signIn(name);
  const schools = await json<{ id: number; title: string }[]>(
    await server.call('/api/schools.json', { token: accounts.admin?.token }),
  );
  schoolIds = Object.fromEntries(schools.map((s) => [s.title, s.id]));
});
afterAll(() => server.close());

describe('who may impersonate', () => {
  it('the school’s other staff may not: the librarian, the nurse, the warden (403, nothing logged)', async () => {
    const parent = accounts.parent;
    if (!parent) throw new Error('no parent');
    const before = (await server.sql('select count(*)::int n from impersonate_logs'))[0]?.n;
    for (const name of ['librarian', 'nurse', 'warden']) {
      const staffer = await signIn(name);
      const refused = await impersonate(staffer.token, parent.userId);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('Only');
    }
    expect((await server.sql('select count(*)::int n from impersonate_logs'))[0]?.n).toBe(before);
  });
});

describe('who may be impersonated', () => {
  it('a school admin acts as a teacher of their school: the token is that teacher', async () => {
    const admin = await signIn('school');
    const teacher = accounts.teacher;
    if (!teacher) throw new Error('no teacher');
    const response = await impersonate(admin.token, teacher.userId);
    expect(response.status).toBe(200);
    const body = await json<{ accessToken: string; impersonateLogId: number; userId: string }>(response);
    expect(typeof body.accessToken).toBe('string');
    expect(body.impersonateLogId).toBeGreaterThan(0);
    expect(body.userId).toBe(teacher.userId);
    const record = await userRecord(body.accessToken, teacher.userId);
    expect(record.status).toBe(200);
    expect((await json<{ email: string }>(record)).email).toBe('teacher@kampus.test');
    // The teacher's own view: the teacher's schools, not the admin's.
    const schools = await server.call(`/en/users/${teacher.userId}/schools`, { token: body.accessToken });
    expect(schools.status).toBe(200);
    // The admin's own token was swapped for the impersonation: it no longer works.
    expect((await userRecord(admin.token, admin.userId)).status).toBe(401);
    const state = await json<{ impersonating: boolean; impersonator: { name: string }; user: { name: string } }>(
      await server.call('/en/impersonate', { token: body.accessToken }),
    );
    expect(state.impersonating).toBe(true);
    expect(state.impersonator.name).toBe('Selin');
    expect(state.user.name).toBe('Tülay');
  });

  it('headquarters staff act as a parent, campus staff as a student, by numeric id too', async () => {
    const hq = await signIn('hq');
    const parentId = await idOf(accounts.parent?.userId ?? '');
    const asParent = await impersonate(hq.token, parentId);
    expect(asParent.status).toBe(200);
    const parentToken = (await json<{ accessToken: string }>(asParent)).accessToken;
    expect((await json<{ email: string }>(await userRecord(parentToken, accounts.parent?.userId ?? ''))).email).toBe(
      'parent@kampus.test',
    );
    const campus = await signIn('campus');
    const asStudent = await impersonate(campus.token, accounts.student?.userId);
    expect(asStudent.status).toBe(200);
  });

  it('a superadmin may impersonate anywhere', async () => {
    const admin = await signIn('admin');
    expect((await impersonate(admin.token, accounts.teacher?.userId)).status).toBe(200);
  });

  it('a school admin cannot act as a teacher of another school: 403', async () => {
    const admin = await signIn('admin');
    const types = await json<{ id: number; loginType: string }[]>(
      await server.call('/api/user_types.json', { token: admin.token }),
    );
    const teacherType = types.find((type) => type.loginType === 'teacher')?.id;
    const created = await server.call('/api/users', {
      method: 'POST',
      token: admin.token,
      json: {
        name: 'Mert',
        lastName: 'Ortaokul',
        email: 'middle.teacher@kampus.test',
        userType: `/api/user_types/${teacherType}`,
        schoolId: schoolIds['Demo Middle School'],
      },
    });
    expect(created.status).toBe(201);
    const other = await json<{ uuid: string }>(created);
    const school = await signIn('school');
    const refused = await impersonate(school.token, other.uuid);
    expect(refused.status).toBe(403);
    expect((await json<{ detail: string }>(refused)).detail).toBe('This user belongs to a school you do not manage.');
    // The refusal left the admin's session alone.
    expect((await userRecord(school.token, school.userId)).status).toBe(200);
    // Their own school's admin may.
    const school2 = await signIn('school2');
    expect((await impersonate(school2.token, other.uuid)).status).toBe(200);
  });

  it('staff and superadmins cannot be impersonated: 403; an unknown user: 404', async () => {
    const school = await signIn('school');
    const campus = await signIn('campus');
    expect((await impersonate(campus.token, accounts.school2?.userId)).status).toBe(403);
    const superadmin = await impersonate(school.token, accounts.admin?.userId);
    expect(superadmin.status).toBe(403);
    expect((await json<{ detail: string }>(superadmin)).detail).toBe(
      'Only teachers, parents and students can be impersonated.',
    );
    const unknown = await impersonate(school.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await impersonate(school.token, 999999)).status).toBe(404);
    expect((await impersonate(school.token, undefined)).status).toBe(404);
  });

  it('teachers, parents and students may not impersonate: 403 in the caller language', async () => {
    const teacher = await signIn('teacher');
    const refused = await impersonate(teacher.token, accounts.student?.userId, 'de');
    expect(refused.status).toBe(403);
    expect((await json<{ detail: string }>(refused)).detail).toBe(
      'Nur die Verwaltung (Zentrale, Campus oder Schule) darf als ein anderer Benutzer handeln.',
    );
    const parent = await signIn('parent');
    expect((await impersonate(parent.token, accounts.student?.userId)).status).toBe(403);
  });

  it('without a token: 401', async () => {
    expect((await server.call('/en/impersonate', { method: 'POST', json: { userId: 1 } })).status).toBe(401);
  });
});

describe('the log, cancel and logout', () => {
  const logsOf = async (token: string, targetUuid: string) => {
    const targetId = await idOf(targetUuid);
    const response = await server.call(`/api/impersonate_logs.json?impersonateUser=${targetId}`, { token });
    expect(response.status).toBe(200);
    return json<LogEntry[]>(response);
  };

  it('writes the log on enter; cancel sets exitTime and answers a working token of the original user', async () => {
    const school = await signIn('school');
    const student = accounts.student?.userId ?? '';
    const started = await json<{ accessToken: string; impersonateLogId: number }>(
      await impersonate(school.token, student),
    );
    const reader = await server.login('school@kampus.test');
    const open = (await logsOf(reader.token, student)).find((log) => log.id === started.impersonateLogId);
    expect(open?.enterTime).toMatch(DATE_TIME);
    expect(open?.exitTime).toBeNull();
    expect(open?.user).toBe(`/api/users/${await idOf(school.userId)}`);
    expect(open?.school).toBe(`/api/schools/${schoolIds['Demo High School']}`);
    expect(open?.impersonatorName).toBe('Selin Okul (school@kampus.test)');
    expect(open?.impersonatedName).toBe('Deniz Öğrenci (student@kampus.test)');

    const cancelled = await server.call('/en/impersonate/cancel', { method: 'POST', token: started.accessToken });
    expect(cancelled.status).toBe(200);
    const back = await json<{ accessToken: string; userId: string }>(cancelled);
    expect(back.userId).toBe(school.userId);
    const own = await userRecord(back.accessToken, school.userId);
    expect(own.status).toBe(200);
    expect((await json<{ email: string }>(own)).email).toBe('school@kampus.test');
    // The original is no longer impersonating, and the impersonation token is gone.
    expect(await json(await server.call('/en/impersonate', { token: back.accessToken }))).toEqual({
      impersonating: false,
    });
    expect((await userRecord(started.accessToken, student)).status).toBe(401);
    const closed = (await logsOf(back.accessToken, student)).find((log) => log.id === started.impersonateLogId);
    expect(closed?.exitTime).toMatch(DATE_TIME);
    expect(String(closed?.exitTime) >= String(closed?.enterTime)).toBe(true);
  });

  it('an impersonated session cannot impersonate again; cancel without impersonation: 409', async () => {
    const hq = await signIn('hq');
    const started = await json<{ accessToken: string }>(await impersonate(hq.token, accounts.teacher?.userId));
    const again = await impersonate(started.accessToken, accounts.student?.userId);
    expect(again.status).toBe(403);
    expect((await json<{ detail: string }>(again)).detail).toContain('already acting as another user');
    const plain = await signIn('campus');
    expect((await server.call('/en/impersonate/cancel', { method: 'POST', token: plain.token })).status).toBe(409);
  });

  it('logging out of the impersonation ends it and closes its log entry', async () => {
    const school = await signIn('school');
    const parent = accounts.parent?.userId ?? '';
    const started = await json<{ accessToken: string; impersonateLogId: number }>(
      await impersonate(school.token, parent),
    );
    expect((await server.call('/en/logout', { method: 'POST', token: started.accessToken })).status).toBe(204);
    expect((await userRecord(started.accessToken, parent)).status).toBe(401);
    const reader = await server.login('school@kampus.test');
    const entry = (await logsOf(reader.token, parent)).find((log) => log.id === started.impersonateLogId);
    expect(entry?.exitTime).toMatch(DATE_TIME);
  });

  it('nobody writes the log through the API, and a school sees only its own entries', async () => {
    const school = await signIn('school');
    const schoolId = await idOf(school.userId);
    const forged = await server.call('/api/impersonate_logs', {
      method: 'POST',
      token: school.token,
      json: {
        user: `/api/users/${schoolId}`,
        impersonateUser: `/api/users/${schoolId}`,
        enterTime: '2026-01-01 10:00:00',
      },
    });
    expect(forged.status).toBe(403);
    const school2 = await signIn('school2');
    const middle = await json<LogEntry[]>(
      await server.call('/api/impersonate_logs.json?pagination=false', { token: school2.token }),
    );
    // Exactly the middle school's logs of all there are (the high school's are among them): an empty
    // answer passes only when the middle school has none.
    const all = await json<LogEntry[]>(
      await server.call('/api/impersonate_logs.json?pagination=false', { token: accounts.admin?.token }),
    );
    expect(all.some((log) => log.school === `/api/schools/${schoolIds['Demo High School']}`)).toBe(true);
    const ids = (logs: LogEntry[]): number[] => logs.map((log) => log.id).sort((a, b) => a - b);
    expect(ids(middle)).toEqual(
      ids(all.filter((log) => log.school === `/api/schools/${schoolIds['Demo Middle School']}`)),
    );
    const high = await json<LogEntry[]>(
      await server.call('/api/impersonate_logs.json?pagination=false', { token: school.token }),
    );
    expect(high.length).toBeGreaterThan(0);
    expect(high).toAllSatisfy((log) => log.school === `/api/schools/${schoolIds['Demo High School']}`);
    const teacher = await signIn('teacher');
    expect((await server.call('/api/impersonate_logs.json', { token: teacher.token })).status).toBe(403);
  });
});

describe('an impersonation reaches no further than both people (issue 9, item 2)', () => {
  const patchUser = (token: string, uuid: string, body: unknown) =>
    server.call(`/api/users/${uuid}`, {
      method: 'PATCH',
      token,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify(body),
    });

  it('a Demo Middle School admin acting as a Demo High School teacher with a Middle membership sees Middle only, and changes no credentials', async () => {
    const admin = await signIn('admin');
    const teacherUuid = accounts.teacher?.userId ?? '';
    const teacherId = await idOf(teacherUuid);
    const membership = await server.call('/api/user_schools', {
      method: 'POST',
      token: admin.token,
      json: { user: `/api/users/${teacherId}`, school: `/api/schools/${schoolIds['Demo Middle School']}` },
    });
    expect(membership.status).toBe(201);
    const membershipId = (await json<{ id: number }>(membership)).id;
    try {
      const school2 = await signIn('school2');
      const started = await impersonate(school2.token, teacherUuid);
      expect(started.status).toBe(200);
      const token = (await json<{ accessToken: string }>(started)).accessToken;
      // The teacher's own record still reads: it is who the session stands for.
      expect((await userRecord(token, teacherUuid)).status).toBe(200);
      // A Demo High School student is out of the impersonator's reach: absent.
      expect((await userRecord(token, accounts.student?.userId ?? '')).status).toBe(404);
      const listed = await json<{ schoolId: number }[]>(
        await server.call('/api/users.json?pagination=false', { token }),
      );
      expect(listed.length).toBeGreaterThan(0);
      expect(listed).toAllSatisfy((user) => user.schoolId === schoolIds['Demo Middle School']);
      const high = await server.call('/api/users.json', {
        token,
        headers: { schoolId: String(schoolIds['Demo High School']) },
      });
      expect(high.status).toBe(403);
      // The teacher's record belongs to Demo High School, which the impersonator does not manage:
      // it cannot be written at all, e-mail and password least of all.
      expect((await patchUser(token, teacherUuid, { email: 'taken.over@example.org' })).status).toBe(404);
      expect((await patchUser(token, teacherUuid, { password: 'Taken!over2026' })).status).toBe(404);
      const viaAccount = await server.call('/de/change-password', {
        method: 'POST',
        token,
        json: { currentPassword: 'Kampus!2026', newPassword: 'Taken!over2026' },
      });
      expect(viaAccount.status).toBe(403);
      expect((await json<{ detail: string }>(viaAccount)).detail).toBe(
        'Während Sie als ein anderer Benutzer handeln, können Sie dessen E-Mail-Adresse, Passwort und verknüpfte Anmeldungen nicht ändern.',
      );
      await expect(server.login('teacher@kampus.test')).resolves.toHaveProperty('token');
    } finally {
      const cleanup = await signIn('admin');
      await server.call(`/api/user_schools/${membershipId}`, { method: 'DELETE', token: cleanup.token });
    }
  });

  it('no impersonation changes the e-mail, password or linked sign-ins of the person: 403, translated', async () => {
    const school = await signIn('school');
    const teacherUuid = accounts.teacher?.userId ?? '';
    const started = await impersonate(school.token, teacherUuid);
    expect(started.status).toBe(200);
    const token = (await json<{ accessToken: string }>(started)).accessToken;
    const email = await patchUser(token, teacherUuid, { email: 'taken.over@example.org' });
    expect(email.status).toBe(403);
    expect((await json<{ detail: string }>(email)).detail).toBe(
      'While acting as another user you cannot change their e-mail address, password or linked sign-ins.',
    );
    expect((await patchUser(token, teacherUuid, { password: 'Taken!over2026' })).status).toBe(403);
    const changeEmail = await server.call('/en/change-email', {
      method: 'POST',
      token,
      json: { currentPassword: 'Kampus!2026', email: 'taken.over@example.org' },
    });
    expect(changeEmail.status).toBe(403);
    const link = await server.call('/en/social-link/google', { method: 'POST', token, json: { idToken: 'x' } });
    expect(link.status).toBe(403);
    // Nor unlinks the person's Google sign-in (a superadmin linked one for the test).
    const admin = await signIn('admin');
    const google = await server.call('/api/google_users', {
      method: 'POST',
      token: admin.token,
      json: { googleUserId: 'g-impersonation-test', user: `/api/users/${await idOf(teacherUuid)}` },
    });
    expect(google.status).toBe(201);
    const googleId = (await json<{ id: number }>(google)).id;
    expect((await server.call(`/api/google_users/${googleId}`, { method: 'DELETE', token })).status).toBe(403);
    expect((await server.call(`/api/google_users/${googleId}`, { token })).status).toBe(200);
    // The name is no credential: it still changes, and the address stayed.
    const renamed = await patchUser(token, teacherUuid, { name: 'Tülay' });
    expect(renamed.status).toBe(200);
    expect((await json<{ email: string }>(renamed)).email).toBe('teacher@kampus.test');
    await expect(server.login('teacher@kampus.test')).resolves.toHaveProperty('token');
  });
});

describe("ending the impersonator's sessions ends their impersonations (issue 9, item 5)", () => {
  const patchUser = (token: string, uuid: string, body: unknown) =>
    server.call(`/api/users/${uuid}`, {
      method: 'PATCH',
      token,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify(body),
    });

  it('deactivating the impersonator: the impersonation token gets 401', async () => {
    const school = await signIn('school');
    const started = await json<{ accessToken: string }>(await impersonate(school.token, accounts.student?.userId));
    expect((await userRecord(started.accessToken, accounts.student?.userId ?? '')).status).toBe(200);
    const admin = await signIn('admin');
    expect((await patchUser(admin.token, school.userId, { isActive: '0' })).status).toBe(200);
    try {
      expect((await userRecord(started.accessToken, accounts.student?.userId ?? '')).status).toBe(401);
    } finally {
      expect((await patchUser(admin.token, school.userId, { isActive: '1' })).status).toBe(200);
    }
  });

  it('an expired impersonator: the impersonation token gets 401', async () => {
    const school = await signIn('school');
    const started = await json<{ accessToken: string }>(await impersonate(school.token, accounts.parent?.userId));
    const admin = await signIn('admin');
    expect((await patchUser(admin.token, school.userId, { expiresAt: '2020-01-01' })).status).toBe(200);
    try {
      expect((await userRecord(started.accessToken, accounts.parent?.userId ?? '')).status).toBe(401);
    } finally {
      expect((await patchUser(admin.token, school.userId, { expiresAt: '0000-00-00' })).status).toBe(200);
    }
  });

  it('a deleted impersonator: the impersonation token gets 401', async () => {
    const admin = await signIn('admin');
    const types = await json<{ id: number; userType: string }[]>(
      await server.call('/api/user_types.json?pagination=false', { token: admin.token }),
    );
    const schoolType = types.find((type) => type.userType === 'School administrator')?.id;
    const created = await server.call('/api/users', {
      method: 'POST',
      token: admin.token,
      json: {
        name: 'Geçici',
        lastName: 'Yönetici',
        email: 'temporary.admin@kampus.test',
        userType: `/api/user_types/${schoolType}`,
        schoolId: schoolIds['Demo High School'],
        password: 'Kampus!2026',
      },
    });
    expect(created.status).toBe(201);
    const temporary = await json<{ uuid: string }>(created);
    const own = await server.login('temporary.admin@kampus.test');
    const started = await json<{ accessToken: string }>(await impersonate(own.token, accounts.student?.userId));
    expect((await userRecord(started.accessToken, accounts.student?.userId ?? '')).status).toBe(200);
    expect((await server.call(`/api/users/${temporary.uuid}`, { method: 'DELETE', token: admin.token })).status).toBe(
      204,
    );
    expect((await userRecord(started.accessToken, accounts.student?.userId ?? '')).status).toBe(401);
  });

  it('the impersonator changes their password: the impersonation token gets 401', async () => {
    const school = await signIn('school');
    const started = await json<{ accessToken: string }>(await impersonate(school.token, accounts.student?.userId));
    const again = await signIn('school');
    expect((await patchUser(again.token, school.userId, { password: 'Other!pass2026' })).status).toBe(204);
    expect((await userRecord(started.accessToken, accounts.student?.userId ?? '')).status).toBe(401);
    const back = await server.login('school@kampus.test', 'Other!pass2026');
    expect((await patchUser(back.token, school.userId, { password: 'Kampus!2026' })).status).toBe(204);
  });
});

describe('the web app keeps its own /account/impersonate page', () => {
  it('GET /account/impersonate is not the language-scoped endpoint', async () => {
    const response = await server.call('/account/impersonate');
    expect(response.status).not.toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('describes the impersonation endpoints', async () => {
    const document = withFullPaths(
      await json<{ paths: Record<string, Record<string, unknown>> }>(await server.call('/api/docs.json')),
    );
    expect(Object.keys(document.paths['/{lang}/impersonate'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/{lang}/impersonate/cancel'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/api/impersonate_logs'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});

describe('an impersonation that ends by its time limit', () => {
  it('is closed in the log at the limit’s end by the five-minute job, and only once its limit has passed', async () => {
    const admin = await signIn('school');
    const student = accounts.student;
    if (!student) throw new Error('no student');
    const started = await impersonate(admin.token, student.userId);
    expect(started.status).toBe(200);
    const { impersonateLogId: id, accessToken } = await json<{ impersonateLogId: number; accessToken: string }>(
      started,
    );
    // The banner's "until": the limit's end on the school's wall clock, from the log's own row.
    const current = await json<{ endsAt: string }>(await server.call('/en/impersonate', { token: accessToken }));
    const [expected] = await server.sql(
      `select to_char(enter_time + limit_minutes * interval '1 minute', 'YYYY-MM-DD HH24:MI:SS') as ends from impersonate_logs where id = ${id}`,
    );
    expect(current.endsAt).toMatch(DATE_TIME);
    expect(current.endsAt).toBe(expected?.ends);
    const due = `update jobs set run_at = now() where task = 'impersonation.close-expired' and state = 'pending'`;
    // Still within its limit: the job leaves it open.
    await server.sql(due);
    await server.runJobs();
    expect((await server.sql(`select exit_time from impersonate_logs where id = ${id}`))[0]?.exit_time).toBeNull();
    // Started three hours ago (longer than any limit): the job writes the limit's end.
    await server.sql(`update impersonate_logs set enter_time = enter_time - interval '3 hours' where id = ${id}`);
    await server.sql(due);
    expect(await server.runJobs()).toBeGreaterThanOrEqual(1);
    const [row] = await server.sql(
      `select (exit_time = enter_time + limit_minutes * interval '1 minute') as at_limit from impersonate_logs where id = ${id}`,
    );
    expect(row?.at_limit).toBe(true);
  });
});

describe('an impersonation for the minutes chosen', () => {
  const startFor = (token: string, userId: string, minutes: unknown) =>
    server.call('/en/impersonate', {
      method: 'POST',
      token,
      json: { userId, reason: 'Checking the homework page with the family', minutes },
    });
  const back = (token: string) => server.call('/en/impersonate/cancel', { method: 'POST', token });

  it('lasts the minutes chosen, cut to the server’s limit; a limit that is no whole number from 1 is 422 and starts nothing', async () => {
    const student = accounts.student;
    if (!student) throw new Error('no student');
    const before = Number((await server.sql('select count(*)::int as n from impersonate_logs'))[0]?.n);
    for (const minutes of [0, 2.5, 'ten', -5]) {
      const admin = await signIn('school');
      const refused = await startFor(admin.token, student.userId, minutes);
      expect(refused.status, String(minutes)).toBe(422);
      expect(violationPaths(await json(refused))).toEqual(['minutes']);
    }
    expect(Number((await server.sql('select count(*)::int as n from impersonate_logs'))[0]?.n)).toBe(before);

    const admin = await signIn('school');
    const short = await startFor(admin.token, student.userId, 10);
    expect(short.status).toBe(200);
    const { impersonateLogId, accessToken } = await json<{ impersonateLogId: number; accessToken: string }>(short);
    const [row] = await server.sql(`select limit_minutes from impersonate_logs where id = ${impersonateLogId}`);
    expect(Number(row?.limit_minutes)).toBe(10);
    expect((await back(accessToken)).status).toBe(200);

    const again = await signIn('school');
    const long = await startFor(again.token, student.userId, 600);
    expect(long.status).toBe(200);
    const longer = await json<{ impersonateLogId: number; accessToken: string }>(long);
    const [cut] = await server.sql(`select limit_minutes from impersonate_logs where id = ${longer.impersonateLogId}`);
    expect(Number(cut?.limit_minutes)).toBe(30);
    expect((await back(longer.accessToken)).status).toBe(200);
  });
});
