/**
 * Screens follow permissions (issue 11, part 1): the generic screens offer an act only where the
 * contract's `permits` says so, and this walk proves, per demo audience, that the server refuses
 * none of what they offer (and offers nothing it refuses for list and create). Every declared
 * resource is walked, so a new declaration is covered the moment it is registered. Beside it:
 * `refNames` in list and item answers, the names a parent's screens show instead of "#id".
 */
import { permits, resources, type AccessCaller, type Audience, type Operation, type Resource } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

type Row = Record<string, unknown> & { id: number; refNames?: Record<string, string> };

interface Audienced {
  email: string;
  audience: Audience;
  token: string;
  caller: AccessCaller;
}

const demo: readonly (readonly [string, Audience])[] = [
  ['school@kampus.test', 'school'],
  ['teacher@kampus.test', 'teacher'],
  ['parent@kampus.test', 'parent'],
  ['student@kampus.test', 'student'],
];

let server: TestServer;
const users = new Map<Audience, Audienced>();

beforeAll(async () => {
  server = await startServer();
  for (const [email, audience] of demo) {
    const { token, userId } = await server.login(email);
    const me = await json<{ id: number; isSuperadmin: boolean }>(await server.call(`/api/users/${userId}`, { token }));
    users.set(audience, { email, audience, token, caller: { id: me.id, audience, superadmin: me.isSuperadmin } });
  }
}, 120_000);

afterAll(async () => {
  await server.close();
});

const userOf = (audience: Audience): Audienced => {
  const user = users.get(audience);
  if (!user) throw new Error(`no demo ${audience}`);
  return user;
};

/** What one offered act answered: the status, or the act when it was not offered. */
interface Attempt {
  act: string;
  status: number;
}

/**
 * Each act the screens would offer on this resource to this user, tried against the server.
 * Create and update send empty bodies (422 or success, never data the screen would not send);
 * delete sends a stale `If-Match`, so it answers 412 once every access rule has passed and
 * removes nothing.
 */
const walk = async (resource: Resource, user: Audienced): Promise<Attempt[]> => {
  const attempts: Attempt[] = [];
  const offered = (operation: Operation, row?: Row) => permits(resource, operation, user.caller, row);
  const token = user.token;
  const path = `/api/${resource.name}`;
  if (offered('create')) {
    const response = await server.call(path, { method: 'POST', token, json: {} });
    attempts.push({ act: 'create', status: response.status });
  } else {
    // The other way round: what is not offered is refused, so the screens hide nothing it allows.
    const response = await server.call(path, { method: 'POST', token, json: {} });
    attempts.push({ act: 'create (not offered)', status: response.status === 403 ? 0 : response.status });
  }
  if (!offered('list')) {
    const response = await server.call(`${path}.json`, { token });
    attempts.push({ act: 'list (not offered)', status: response.status === 403 ? 0 : response.status });
    return attempts;
  }
  const listed = await server.call(`${path}.json?itemsPerPage=3`, { token });
  attempts.push({ act: 'list', status: listed.status });
  if (listed.status !== 200) return attempts;
  for (const row of await json<Row[]>(listed)) {
    if (offered('read', row)) {
      attempts.push({ act: `read ${row.id}`, status: (await server.call(`${path}/${row.id}`, { token })).status });
    }
    if (offered('update', row)) {
      const response = await server.call(`${path}/${row.id}`, {
        method: 'PATCH',
        token,
        headers: { 'content-type': 'application/merge-patch+json' },
        body: '{}',
      });
      attempts.push({ act: `update ${row.id}`, status: response.status });
    }
    if (offered('delete', row)) {
      const response = await server.call(`${path}/${row.id}`, {
        method: 'DELETE',
        token,
        headers: { 'if-match': '"stale"' },
      });
      attempts.push({ act: `delete ${row.id}`, status: response.status });
    }
  }
  return attempts;
};

describe.each(demo.map(([, audience]) => audience))('as the demo %s', (audience) => {
  it(
    'every act a screen offers on every resource is one the server does not refuse',
    { timeout: 300_000 },
    async () => {
      const refused: string[] = [];
      let tried = 0;
      for (const resource of resources) {
        for (const attempt of await walk(resource, userOf(audience))) {
          tried += 1;
          // A listed row answering 404 to an act on it is a refusal too (visibility said no).
          if ([401, 403, 404].includes(attempt.status) || attempt.status >= 500) {
            refused.push(`${resource.name}: ${attempt.act} answered ${attempt.status}`);
          } else if (attempt.act.endsWith('(not offered)') && attempt.status !== 0) {
            refused.push(`${resource.name}: ${attempt.act} answered ${attempt.status}, not 403`);
          }
        }
      }
      expect(refused).toEqual([]);
      expect(tried).toBeGreaterThan(resources.length);
    },
  );
});

describe('own account', () => {
  it('is never offered for deletion and the server answers 403 to deleting it', async () => {
    const { caller, token } = userOf('school');
    const users = resources.find((resource) => resource.name === 'users') as Resource;
    expect(permits(users, 'delete', caller)).toBe(true);
    expect(permits(users, 'delete', caller, { id: caller.id })).toBe(false);
    const response = await server.call(`/api/users/${caller.id}`, { method: 'DELETE', token });
    expect(response.status).toBe(403);
    expect((await server.call(`/api/users/${caller.id}`, { token })).status).toBe(200);
  });
});

interface Lesson {
  id: number;
  school: string;
  season: string;
  teacherId: number;
  scheduleDate: string;
  enterTime: string;
  classId: { id: number; students: { student: { id: number } }[] };
}

/** The demo teacher marks one of the parent's children absent in one of today's lessons. */
const markAbsentInChildsLesson = async (parentToken: string): Promise<void> => {
  const teacher = userOf('teacher');
  const family = await json<Row[]>(await server.call('/api/students.json', { token: parentToken }));
  const ids = new Set(family.map((child) => child.id));
  const lessons = await json<Lesson[]>(
    await server.call('/api/schedules.json?pagination=false', { token: teacher.token }),
  );
  const lesson = lessons.find((one) => one.classId.students.some((member) => ids.has(member.student.id)));
  const child = lesson?.classId.students.find((member) => ids.has(member.student.id))?.student.id;
  if (!lesson || child === undefined) throw new Error("no lesson of the teacher's has the parent's child");
  const created = await server.call('/api/attendances', {
    method: 'POST',
    token: teacher.token,
    json: {
      school: lesson.school,
      season: lesson.season,
      attendanceDate: lesson.scheduleDate,
      enterTime: lesson.enterTime,
      teacherId: lesson.teacherId,
      classId: lesson.classId.id,
      scheduleId: lesson.id,
      student: `/api/students/${child}`,
    },
  });
  expect(created.status).toBe(201);
};

describe('refNames', () => {
  it("names a parent's attendance's class, teacher and student, though the parent may not read the teacher", async () => {
    const { token } = userOf('parent');
    await markAbsentInChildsLesson(token);
    const rows = await json<Row[]>(await server.call('/api/attendances.json', { token }));
    expect(rows.length).toBeGreaterThan(0);
    const teachers = await server.sql(`select id, name, last_name from users`);
    const fullNames = new Map(
      teachers.map((user) => [Number(user.id), `${String(user.name)} ${String(user.last_name)}`]),
    );
    for (const row of rows) {
      expect(row.refNames?.student).toMatch(/\S+ \S+/);
      if (row.classId !== null) expect(row.refNames?.classId).toMatch(/^\d+-[A-Z]$/);
      if (row.teacherId !== null) expect(row.refNames?.teacherId).toBe(fullNames.get(Number(row.teacherId)));
    }
    // The parent reads their child's class now (its own rows), but never the teacher's account: the
    // name in refNames is the only way they see who took the register.
    const teacherId = rows.find((row) => row.teacherId !== null)?.teacherId;
    expect(teacherId).toBeDefined();
    const teacherPath = `/api/users/${String(teacherId)}`;
    expect((await server.call(teacherPath, { token: userOf('school').token })).status).toBe(200);
    expect((await server.call(teacherPath, { token })).status).not.toBe(200);
  });

  it('are in the item answer and the JSON-LD collection too, and declared in the OpenAPI schema', async () => {
    const { token } = userOf('school');
    const ld = await json<{ 'hydra:member': Row[] }>(await server.call('/api/students.jsonld', { token }));
    const student = ld['hydra:member'][0] as Row;
    expect(student.refNames?.school).toBe('Demo High School');
    const item = await json<Row>(await server.call(`/api/students/${student.id}`, { token }));
    expect(item.refNames).toEqual(student.refNames);
    const docs = await json<{ components: { schemas: Record<string, { properties: Record<string, unknown> }> } }>(
      await server.call('/api/docs.json'),
    );
    const refNames = docs.components.schemas.Student?.properties.refNames as { properties: Record<string, unknown> };
    expect(Object.keys(refNames.properties)).toEqual(['school', 'user', 'gradeLevel']);
  });
});
