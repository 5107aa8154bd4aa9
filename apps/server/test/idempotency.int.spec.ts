/**
 * `Idempotency-Key` on the calls that change several records (api-contract, "Operations that
 * change several records"): the same key from the same user answers the first answer again and
 * changes nothing; a key still running is 409; the same key on another body is 422; a refused
 * request frees its key; keys are per user; a malformed key is 400.
 */
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { iri } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

interface Schedule {
  id: number;
  school: string;
  season: string;
  teacherId: number;
  scheduleDate: string;
  enterTime: string;
  classId: { id: number; students: { student: { id: number } }[] };
}
interface Problem {
  status: number;
  detail: string;
}

let server: TestServer;
let admin: string;
let teacher: string;
let school: string;
let lessons: Schedule[];

const studentsOf = (lesson: Schedule): number[] => [...new Set(lesson.classId.students.map((m) => m.student.id))];
const items = (lesson: Schedule, count = 3) =>
  studentsOf(lesson)
    .slice(0, count)
    .map((studentId) => ({
      school: lesson.school,
      season: lesson.season,
      attendanceDate: lesson.scheduleDate,
      enterTime: lesson.enterTime,
      teacherId: lesson.teacherId,
      classId: lesson.classId.id,
      scheduleId: lesson.id,
      student: iri('students', studentId),
      attendanceType: null,
    }));
const bulk = (token: string, key: string | undefined, body: unknown) =>
  server.call('/api/attendances/bulk', {
    method: 'POST',
    token,
    json: body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const countOf = async (lesson: Schedule): Promise<number> => {
  const response = await server.call(`/api/attendances.json?pagination=false&scheduleId=${lesson.id}`, {
    token: admin,
  });
  return (await json<unknown[]>(response)).length;
};

beforeAll(async () => {
  server = await startServer();
  [admin, teacher, school] = (
    await Promise.all(['admin@kampus.test', 'teacher@kampus.test', 'school@kampus.test'].map((e) => server.login(e)))
  ).map((login) => login.token) as [string, string, string];
  const response = await server.call('/api/schedules.json?pagination=false&order[enterTime]=asc', { token: teacher });
  lessons = await json<Schedule[]>(response);
  expect(lessons.length).toBeGreaterThanOrEqual(5);
});
afterAll(() => server.close());

describe('POST /api/attendances/bulk with an Idempotency-Key', () => {
  it('creates once and answers the first answer again, marked replayed', async () => {
    const lesson = lessons[0] as Schedule;
    const body = { items: items(lesson) };
    const first = await bulk(teacher, 'attendance-once', body);
    expect(first.status, await first.clone().text()).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const firstText = await first.text();
    expect((JSON.parse(firstText) as { items: unknown[] }).items).toHaveLength(3);

    const again = await bulk(teacher, 'attendance-once', body);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toContain('application/json');
    expect(await again.text()).toBe(firstText);
    expect(await countOf(lesson)).toBe(3);

    // Without the key the same batch runs again, and is refused: the students are recorded.
    expect((await bulk(teacher, undefined, body)).status).toBe(422);
  });

  it('creates once when the same request comes several times at once', async () => {
    const lesson = lessons[1] as Schedule;
    const body = { items: items(lesson, 4) };
    const answers = await Promise.all([1, 2, 3].map(() => bulk(teacher, 'attendance-race', body)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses, statuses.join()).toAllSatisfy((status) => status === 201 || status === 409);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    const created = answers.filter((answer) => answer.status === 201);
    const bodies = await Promise.all(created.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect((await json<Problem>(refused)).detail).toBe(
        'A request with this Idempotency-Key is still running. Please wait and try again.',
      );
    }
    expect(await countOf(lesson)).toBe(4);
    // Once the first is done, a late duplicate is a replay.
    const late = await bulk(teacher, 'attendance-race', body);
    expect(late.status).toBe(201);
    expect(late.headers.get('idempotent-replayed')).toBe('true');
    expect(await countOf(lesson)).toBe(4);
  });

  it('refuses the same key with another body, changing nothing', async () => {
    const [used, other] = [lessons[0], lessons[2]] as [Schedule, Schedule];
    const response = await bulk(teacher, 'attendance-once', { items: items(other) });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect((await json<Problem>(response)).detail).toBe(
      'This Idempotency-Key was already used for a different request.',
    );
    expect(await countOf(other)).toBe(0);
    expect(await countOf(used)).toBe(3);
  });

  it('keeps the keys of each user apart', async () => {
    const lesson = lessons[3] as Schedule;
    const answer = await bulk(admin, 'attendance-once', { items: items(lesson, 2) });
    expect(answer.status, await answer.clone().text()).toBe(201);
    expect(answer.headers.get('idempotent-replayed')).toBeNull();
    expect(await countOf(lesson)).toBe(2);
  });

  it('stores no refusal: a 422 frees the key for the corrected request', async () => {
    const lesson = lessons[4] as Schedule;
    const bad = items(lesson);
    bad[1] = { ...bad[1], student: 'not-a-student' } as (typeof bad)[number];
    const refused = await bulk(teacher, 'attendance-fix', { items: bad });
    expect(refused.status).toBe(422);
    const fixed = await bulk(teacher, 'attendance-fix', { items: items(lesson) });
    expect(fixed.status, await fixed.clone().text()).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect(await countOf(lesson)).toBe(3);
  });

  it('forgets an answer after 24 hours: the key then runs the request again', async () => {
    const lesson = lessons[0] as Schedule;
    const body = { items: items(lesson) };
    // Made a day ago: the stored answer is no longer replayed, so the batch runs and is refused.
    await server.sql(
      `update idempotency_keys set created_at = now() - interval '25 hours' where key = 'attendance-once'`,
    );
    const later = await bulk(teacher, 'attendance-once', body);
    expect(later.status).toBe(422);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await countOf(lesson)).toBe(3);
  });

  it('takes over at once a reservation whose request died without an answer (no transaction holds it)', async () => {
    const lesson = lessons[3] as Schedule;
    const body = { items: items(lesson).slice(2, 3) };
    const [user] = await server.sql(`select id from users where email = 'admin@kampus.test'`);
    const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    // As a request leaves it when its node is killed mid-command: reserved, unanswered, its row lock gone.
    await server.sql(
      `insert into idempotency_keys (user_id, key, request, body_hash, created_at)
       values (${Number(user?.id)}, 'attendance-dead', 'POST /api/attendances/bulk', '${hash}', now() - interval '1 minute')`,
    );
    const retaken = await bulk(admin, 'attendance-dead', body);
    expect(retaken.status, await retaken.clone().text()).toBe(201);
    expect(await countOf(lesson)).toBe(3);
    const again = await bulk(admin, 'attendance-dead', body);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await countOf(lesson)).toBe(3);
  });

  it('refuses a key longer than 255 characters or with a control character (400), and takes one of 255', async () => {
    const lesson = lessons[5] ?? (lessons[4] as Schedule);
    for (const key of ['k'.repeat(256), 'tab\there']) {
      const response = await bulk(teacher, key, { items: items(lesson) });
      expect(response.status).toBe(400);
      expect((await json<Problem>(response)).detail).toBe(
        'The Idempotency-Key header must be 1 to 255 visible characters.',
      );
    }
    const longest = await bulk(school, 'k'.repeat(255), { items: [] });
    expect(longest.status).toBe(422); // read, then refused for its empty batch: the key itself passed
  });

  it('refuses a key with a NUL byte before anything runs (400)', async () => {
    const { port, hostname } = new URL(server.url);
    const body = JSON.stringify({ items: [] });
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `POST /api/attendances/bulk HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${teacher}\r\n` +
            `Idempotency-Key: a\u0000b\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
            `Connection: close\r\n\r\n${body}`,
        );
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe('POST /api/seasons/copy_data with an Idempotency-Key', () => {
  it('copies once; the repeat answers the first answer instead of a conflict', async () => {
    const seasons = await json<{ id: number; database: string; isDefault: boolean; school: string }[]>(
      await server.call('/api/seasons.json?isDefault=true', { token: school }),
    );
    const source = seasons[0] as { id: number; database: string; school: string };
    const created = await server.call('/api/seasons', {
      method: 'POST',
      token: school,
      json: { school: source.school, title: '2040-2041', startDate: '2040-09-01', endDate: '2041-06-30' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const target = await json<{ id: number }>(created);
    const body = { sourceDb: source.database, destinationDb: `/api/seasons/${target.id}`, tables: 'grading_terms' };
    const copy = () =>
      server.call('/api/seasons/copy_data', {
        method: 'POST',
        token: school,
        json: body,
        headers: { 'idempotency-key': 'copy-2040' },
      });
    const first = await copy();
    expect(first.status, await first.clone().text()).toBe(200);
    const again = await copy();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const answer = await json<{ response: string; copied: { grading_terms: number } }>(first);
    expect(answer.response).toBe('success');
    expect(await again.json()).toEqual(answer);
    const terms = await server.call(`/api/grading_terms.json?season=${target.id}&pagination=false`, { token: school });
    expect((await json<unknown[]>(terms)).length).toBe(answer.copied.grading_terms);
  });
});
