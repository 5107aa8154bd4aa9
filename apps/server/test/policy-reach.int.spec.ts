/**
 * Issue 26's reach findings, each as the attacker inside the school found it: a parent reading
 * another family's balance, a teacher changing or deleting a behaviour note or a community-service
 * record they cannot read, and a teacher reading the hours of a student they do not teach. The
 * generated walks (action-reach-matrix, tenancy-matrix) hold the rule everywhere; these name the
 * cases that broke it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

type Row = Record<string, unknown>;
const PATCH = { 'content-type': 'application/merge-patch+json' };

let server: TestServer;
let admin: string;
let teacher: string;
let parent: string;
let school: number;
/** A student of the teacher's school whom the teacher does not teach, with no guardian among the demo users. */
let stranger: number;
/** One of the parent's children. */
let child: number;

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('school@kampus.test')).token;
  teacher = (await server.login('teacher@kampus.test')).token;
  parent = (await server.login('parent@kampus.test')).token;
  const mine = await json<Row[]>(await server.call('/api/students.json?pagination=false', { token: parent }));
  child = Number(mine[0]?.id);
  const taught = new Set(
    (await json<Row[]>(await server.call('/api/students.json?pagination=false', { token: teacher }))).map((s) => s.id),
  );
  const [first] = await json<Row[]>(await server.call('/api/students.json?pagination=false', { token: admin }));
  school = Number(String(first?.school).replace(/\D+/g, ''));
  // A new student in no class: nobody's pupil, nobody's child among the demo users.
  const created = await server.call('/api/students', {
    method: 'POST',
    token: admin,
    json: { school, name: 'Zerrin', lastName: 'Başkasınıf' },
  });
  expect(created.status).toBe(201);
  stranger = Number((await json<Row>(created)).id);
  expect(taught.has(stranger)).toBe(false);
});

afterAll(async () => {
  await server?.close();
});

describe('a family', () => {
  it('reads its own child’s balance and not another family’s (404, nothing of the fees)', async () => {
    expect((await server.call(`/api/students/${child}/balance`, { token: parent })).status).toBe(200);
    const foreign = await server.call(`/api/students/${stranger}/balance`, { token: parent });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('"due"');
  });
});

describe('a teacher', () => {
  const note = async (): Promise<number> => {
    const created = await server.call('/api/student_behaviours', {
      method: 'POST',
      token: admin,
      json: {
        school: `/api/schools/${school}`,
        studentId: stranger,
        behaviourDate: '2026-10-01',
        behaviourType: 'negative',
        title: 'Written by the office',
      },
    });
    expect(created.status).toBe(201);
    return Number((await json<Row>(created)).id);
  };

  it('cannot read, change or delete a behaviour note of a student they do not teach (404, unchanged)', async () => {
    const id = await note();
    expect((await server.call(`/api/student_behaviours/${id}`, { token: teacher })).status).toBe(404);
    const patched = await server.call(`/api/student_behaviours/${id}`, {
      method: 'PATCH',
      token: teacher,
      headers: PATCH,
      body: JSON.stringify({ title: 'Rewritten' }),
    });
    expect(patched.status).toBe(404);
    expect((await server.call(`/api/student_behaviours/${id}`, { method: 'DELETE', token: teacher })).status).toBe(404);
    const kept = await json<Row>(await server.call(`/api/student_behaviours/${id}`, { token: admin }));
    expect(kept.title).toBe('Written by the office');
  });

  it('cannot change or delete a community-service record of a student they do not teach', async () => {
    const activity = await server.call('/api/cip_activities', {
      method: 'POST',
      token: admin,
      json: { school: `/api/schools/${school}`, title: 'Park clean-up', activityDate: '2026-10-02', hours: '3.00' },
    });
    expect(activity.status).toBe(201);
    const activityId = Number((await json<Row>(activity)).id);
    const taking = await server.call('/api/cip_participants', {
      method: 'POST',
      token: admin,
      json: { school: `/api/schools/${school}`, activity: activityId, student: `/api/students/${stranger}` },
    });
    expect(taking.status).toBe(201);
    const id = Number((await json<Row>(taking)).id);
    const patched = await server.call(`/api/cip_participants/${id}`, {
      method: 'PATCH',
      token: teacher,
      headers: PATCH,
      body: JSON.stringify({ student: `/api/students/${child}` }),
    });
    expect(patched.status).toBe(404);
    expect((await server.call(`/api/cip_participants/${id}`, { method: 'DELETE', token: teacher })).status).toBe(404);
    expect((await server.call(`/api/cip_participants/${id}`, { token: admin })).status).toBe(200);
  });

  it('reads the community-service hours of their own students only', async () => {
    expect((await server.call(`/api/students/${stranger}/cip_hours`, { token: teacher })).status).toBe(404);
    expect((await server.call(`/api/students/${stranger}/cip_hours`, { token: admin })).status).toBe(200);
  });
});
