import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bbbChecksum, signedCall } from '../src/integrations/online-classes/bbb-checksum.ts';
import { startBbbStandIn, type BbbStandIn } from './support/bbb-stand-in.ts';
import { json, startServer, type TestServer } from './harness.ts';

interface OnlineClass {
  id: number;
  title: string;
  classId: number;
  season: string;
  startsAt: string;
}

let server: TestServer;
let bbb: BbbStandIn;
const tokens: Record<string, string> = {};
let lesson: OnlineClass;

beforeAll(async () => {
  bbb = await startBbbStandIn();
  server = await startServer({ BBB_URL: bbb.url, BBB_SECRET: bbb.secret });
  for (const who of ['school', 'school2', 'teacher', 'parent', 'student']) {
    tokens[who] = (await server.login(`${who}@kampus.test`)).token;
  }
  const [first] = await json<OnlineClass[]>(await server.call('/api/online_classes.json', { token: tokens.teacher }));
  lesson = first as OnlineClass;
});
afterAll(async () => {
  await server.close();
  await bbb.close();
});

const found = (as: string, id = lesson.id) => server.call(`/en/online-classes/${id}/provider`, { token: tokens[as] });
const create = (as: string, id = lesson.id) =>
  server.call(`/en/online-classes/${id}/create`, { method: 'POST', token: tokens[as] });
const join = (as: string, role: string, id = lesson.id, lang = 'en') =>
  server.call(`/${lang}/online-classes/${id}/join/${role}`, { method: 'POST', token: tokens[as] });

describe('the BigBlueButton checksum', () => {
  it('is the SHA-1 of call name, query string and secret (the API documentation’s own example)', () => {
    // From the BigBlueButton API reference: create with these parameters and secret.
    const query = 'name=Test+Meeting&meetingID=abc123&attendeePW=111222&moderatorPW=333444';
    expect(bbbChecksum('create', query, '639259d4-9dd8-4b25-bf01-95f9567eaf4b')).toBe(
      '1fcbb0c4fc1f039f73aa6d697d2db9ba7f803f17',
    );
  });

  it('is what the stand-in checks: a signed call passes, a tampered one is refused', async () => {
    const good = signedCall(`${bbb.url}api/`, 'getMeetingInfo', { meetingID: 'nothing' }, bbb.secret);
    expect(await (await fetch(good)).text()).toContain('<messageKey>notFound</messageKey>');
    const bad = good.replace('meetingID=nothing', 'meetingID=other');
    expect(await (await fetch(bad)).text()).toContain('<messageKey>checksumError</messageKey>');
  });
});

describe('online classes', () => {
  it('lists the demo online class of today for the teacher, newest start first', async () => {
    expect(lesson.title).toMatch(/online lesson/);
    const page = await json<{ 'hydra:member': OnlineClass[] }>(
      await server.call('/api/online_classes.jsonld?order[startsAt]=desc&page=1', { token: tokens.school }),
    );
    expect(page['hydra:member'].map((row) => row.id)).toContain(lesson.id);
  });

  it('runs the provider flow: not found, created by the teacher, then joined by each with their role', async () => {
    const refusedBefore = bbb.refused.length;
    expect(await json(await found('teacher'))).toEqual({ found: false });
    // A student may not open the meeting, nor join before it exists.
    expect((await create('student')).status).toBe(403);
    const early = await join('student', 'attendee');
    expect(early.status).toBe(409);
    expect(await json(await create('teacher'))).toEqual({ created: true });
    expect(await json(await found('student'))).toEqual({ found: true });

    const teacherJoin = await json<{ url: string }>(await join('teacher', 'moderator'));
    expect(teacherJoin.url.startsWith(`${bbb.url}api/join?`)).toBe(true);
    const teacherPage = await (await fetch(teacherJoin.url)).text();
    expect(teacherPage).toContain('data-role="MODERATOR"');
    expect(teacherPage).toContain('Tülay Öğretmen joined as MODERATOR');

    expect((await join('student', 'moderator')).status).toBe(403);
    const studentJoin = await json<{ url: string }>(await join('student', 'attendee'));
    expect(await (await fetch(studentJoin.url)).text()).toContain('data-role="VIEWER"');
    expect(bbb.joins.map((entry) => entry.role)).toEqual(['MODERATOR', 'VIEWER']);
    expect(bbb.refused.length).toBe(refusedBefore);
  });

  it('records who joined and when as the class’s attendance, visible to the teacher, own to the student', async () => {
    const rows = await json<{ role: string; joinedAt: string; user: string }[]>(
      await server.call(`/api/online_class_attendances.json?onlineClass=${lesson.id}`, { token: tokens.teacher }),
    );
    expect(rows.map((row) => row.role)).toEqual(['moderator', 'attendee']);
    expect(rows[0]?.joinedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const own = await json<{ role: string }[]>(
      await server.call(`/api/online_class_attendances.json?onlineClass=${lesson.id}`, { token: tokens.student }),
    );
    expect(own.map((row) => row.role)).toEqual(['attendee']);
    // Nobody writes attendance by hand.
    const forged = await server.call('/api/online_class_attendances', {
      method: 'POST',
      token: tokens.school,
      json: { onlineClass: lesson.id, user: 1, role: 'moderator', joinedAt: '2026-01-01 10:00:00' },
    });
    expect(forged.status).toBe(403);
  });

  it('keeps another school out, and refuses an unknown role naming it', async () => {
    expect((await found('school2')).status).toBe(404);
    expect((await join('school2', 'moderator')).status).toBe(404);
    expect((await server.call('/api/online_classes/' + lesson.id, { token: tokens.school2 })).status).toBe(404);
    const role = await join('student', 'superuser', lesson.id, 'tr');
    expect(role.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string }[] }>(role);
    expect(problem.violations[0]?.propertyPath).toBe('role');
  });

  it('hides a class none of the family sits in from the parent and the student', async () => {
    const classes = await json<{ id: number }[]>(
      await server.call('/api/classes.json?pagination=false', { token: tokens.school }),
    );
    // A class none of the parent's children (Deniz, Ege) sits in.
    const family = await json<{ id: number }[]>(
      await server.call('/api/classes.json?pagination=false', { token: tokens.parent }),
    );
    expect(family.map((row) => row.id)).toContain(lesson.classId);
    const other = classes.find((row) => !family.some((mine) => mine.id === row.id));
    const created = await server.call('/api/online_classes', {
      method: 'POST',
      token: tokens.school,
      json: {
        title: 'Another class',
        season: lesson.season,
        classId: other?.id,
        startsAt: '2026-12-01 10:00:00',
        duration: 30,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await json<{ id: number }>(created);
    expect((await found('student', id)).status).toBe(404);
    const seen = await json<OnlineClass[]>(await server.call('/api/online_classes.json', { token: tokens.parent }));
    expect(seen.map((row) => row.id)).not.toContain(id);
    expect(seen.map((row) => row.id)).toContain(lesson.id);
  });
});

describe('a user field declared with a kind of user', () => {
  const userId = async (email: string) => {
    const [user] = await json<{ id: number }[]>(
      await server.call(`/api/users.json?email=${encodeURIComponent(email)}`, { token: tokens.school }),
    );
    return user?.id;
  };
  const refusal = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(422);
    return (await json<{ violations: { propertyPath: string; message: string }[] }>(response)).violations;
  };

  it('refuses a student as an online class’s teacher, naming the field in the caller’s language', async () => {
    const response = await server.call('/api/online_classes', {
      method: 'POST',
      token: tokens.school,
      headers: { 'accept-language': 'tr' },
      json: {
        title: 'Taught by a student',
        season: lesson.season,
        classId: lesson.classId,
        teacher: await userId('student@kampus.test'),
        startsAt: '2026-12-02 10:00:00',
        duration: 40,
      },
    });
    expect(await refusal(response)).toMatchObject([
      { propertyPath: 'teacher', message: 'Bu kullanıcı burada seçilemez: bu okulda gereken türde değil.' },
    ]);
  });

  it('refuses a teacher as a guardian’s or a student’s account (parents and students only)', async () => {
    const [guardian] = await json<{ id: number }[]>(await server.call('/api/guardians.json', { token: tokens.school }));
    const [student] = await json<{ id: number }[]>(await server.call('/api/students.json', { token: tokens.school }));
    const teacherId = await userId('teacher@kampus.test');
    const give = (resource: string, id: number | undefined) =>
      server.call(`/api/${resource}/${id}`, {
        method: 'PATCH',
        token: tokens.school,
        headers: { 'content-type': 'application/merge-patch+json' },
        json: { user: teacherId },
      });
    for (const [resource, id] of [
      ['guardians', guardian?.id],
      ['students', student?.id],
    ] as const) {
      expect(
        (await refusal(await give(resource, id))).map((v) => v.propertyPath),
        resource,
      ).toEqual(['user']);
    }
  });
});

describe('without a provider', () => {
  it('answers 503 in the caller’s language, never 500', async () => {
    const bare = await startServer({ BBB_URL: '', BBB_SECRET: '' }, { reset: false });
    try {
      const { token } = await bare.login('teacher@kampus.test');
      const [row] = await json<OnlineClass[]>(await bare.call('/api/online_classes.json', { token }));
      const response = await bare.call(`/de/online-classes/${row?.id}/provider`, { token });
      expect(response.status).toBe(503);
      expect((await json<{ detail: string }>(response)).detail).toContain('BigBlueButton');
    } finally {
      await bare.close();
    }
  }, 180_000);
});
