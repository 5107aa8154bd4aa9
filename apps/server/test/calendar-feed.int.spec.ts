/**
 * The private calendar feed (issue 30, item 6; docs/calendar-feed.md): a person makes a secret
 * address, a calendar application reads it with no session, and it holds what that person would
 * read signed in (a parent their children's lessons, holidays and unpaid installments; a teacher
 * their own lessons), in the language they made it in. A new address replaces the old one;
 * revoking ends it; the database keeps only the secret's hash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
let deniz: { id: number; school: number } = { id: 0, school: 0 };
const today = new Date().toISOString().slice(0, 10);

interface Week {
  lessons: { id: number; date: string; subject: string | null }[];
  daysOff: { date: string; title: string }[];
}

const make = async (person: string, language = 'en') => {
  const answer = await server.call('/api/calendar-feed', {
    method: 'POST',
    token: tokens[person],
    headers: { 'accept-language': language },
  });
  expect(answer.status).toBe(201);
  return json<{ active: boolean; createdAt: string; url: string }>(answer);
};

/** The feed as a calendar application reads it: no token, no cookie, the address alone. */
const read = (url: string) => server.call(`${new URL(url).pathname}${new URL(url).search}`);

const events = (text: string) => text.split('\r\n').filter((line) => line === 'BEGIN:VEVENT').length;

beforeAll(async () => {
  server = await startServer();
  for (const person of ['parent', 'teacher', 'admin', 'school'])
    tokens[person] = (await server.login(`${person}@kampus.test`)).token;
  const family = await json<{ id: number; name: string; school: number }[]>(
    await server.call('/api/students.json?pagination=false', { token: tokens.parent }),
  );
  deniz = family.find((student) => student.name === 'Deniz')!;
});
afterAll(async () => {
  await server?.close();
});

describe('the private calendar feed', () => {
  it('is made by the signed-in person only, shown once, and kept as a hash', async () => {
    expect((await server.call('/api/calendar-feed')).status).toBe(401);
    expect((await server.call('/api/calendar-feed', { method: 'POST' })).status).toBe(401);
    const before = await json<{ active: boolean }>(await server.call('/api/calendar-feed', { token: tokens.parent }));
    expect(before).toEqual({ active: false, createdAt: null });
    const feed = await make('parent');
    expect(feed.url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const secret = feed.url
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    const stored = await server.sql(`select token_hash from calendar_feeds`);
    expect(stored).toHaveLength(1);
    expect(String(stored[0]?.token_hash)).not.toContain(secret);
    const state = await json<{ active: boolean; url?: string }>(
      await server.call('/api/calendar-feed', { token: tokens.parent }),
    );
    expect(state.active).toBe(true);
    expect(state).not.toHaveProperty('url');
    const trail = await json<{ action: string }[]>(
      await server.call('/api/audit_logs.json?action=calendar_feed_create', { token: tokens.admin }),
    );
    expect(trail.length).toBeGreaterThan(0);
  });

  it("holds a parent's child's lessons of the week, their holidays and the unpaid installments, with no session", async () => {
    const feed = await make('parent');
    const answer = await read(feed.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/calendar');
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const text = await answer.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:Kampus: ');
    const week = await json<Week>(
      await server.call(`/api/timetable/week?student=${deniz.id}&date=${today}`, { token: tokens.parent }),
    );
    for (const lesson of week.lessons) expect(text).toContain(`UID:lesson-${lesson.id}@`);
    for (const day of week.daysOff) expect(text).toContain(`SUMMARY:${day.title}`);
    // Due within the year ahead and not yet paid: each an all-day event of its own.
    const unpaid = await json<{ id: number; installmentDate: string }[]>(
      await server.call(`/api/installments.json?pagination=false&studentId=${deniz.id}&isDonePayment=false`, {
        token: tokens.parent,
      }),
    );
    const weekStart = new Date(Date.parse(`${today}T00:00:00Z`) - 14 * 86_400_000).toISOString().slice(0, 10);
    const ahead = unpaid.filter((row) => row.installmentDate >= today);
    for (const row of ahead) expect(text).toContain(`UID:installment-${row.id}@`);
    for (const row of unpaid.filter((row) => row.installmentDate < weekStart))
      expect(text).not.toContain(`UID:installment-${row.id}@`);
    expect(events(text)).toBeGreaterThanOrEqual(week.lessons.length + ahead.length);
  });

  it("holds the work due of a child's classes and the school's exams, and no other class's work", async () => {
    const inFive = new Date(Date.parse(`${today}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    // Test set-up: one piece of work of a class of Deniz's and one of a class of no child of hers,
    // both due in five days; an exam that day.
    const [mine] = await server.sql(
      `update assignments set due_date = '${inFive}' where id = (select a.id from assignments a
         join class_students cs on cs.class_id = a.class_id where cs.student_id = ${deniz.id} order by a.id limit 1)
       returning id, title, kind`,
    );
    const [other] = await server.sql(
      `insert into assignments (school_id, class_id, course_id, grading_category_id, title, kind, due_date, max_points)
       select a.school_id, c.id, a.course_id, a.grading_category_id, 'Another class’s work', a.kind, a.due_date, a.max_points
       from assignments a join classes c on c.school_id = a.school_id and c.id not in
         (select class_id from class_students where student_id in (select g.student_id from guardians g
           join users u on u.id = g.user_id where u.email = 'parent@kampus.test'))
       where a.id = ${Number(mine?.id)} order by c.id limit 1 returning id`,
    );
    expect(mine).toBeDefined();
    expect(other).toBeDefined();
    const [exam] = await server.sql(
      `insert into exams (school_id, season_id, title, exam_date, exam_template_id)
       select s.school_id, se.id, 'Winter mock exam', '${inFive}', (select id from exam_templates where school_id = s.school_id limit 1)
       from students s join seasons se on se.school_id = s.school_id and se.is_default where s.id = ${deniz.id}
       returning id`,
    );
    // Given to Deniz's class: a family reads the exams of its children's classes.
    await server.sql(
      `insert into exam_classes (school_id, exam_id, class_id)
       select e.school_id, e.id, (select class_id from class_students where student_id = ${deniz.id} order by id desc limit 1)
       from exams e where e.id = ${Number(exam?.id)}`,
    );
    const text = await (await read((await make('parent')).url)).text();
    const test = mine?.kind === 'quiz' || mine?.kind === 'exam';
    expect(text).toContain(`UID:assignment-${Number(mine?.id)}@`);
    expect(text).toContain(`SUMMARY:${test ? 'Test' : 'Due'}: ${String(mine?.title)}`);
    expect(text).not.toContain(`UID:assignment-${Number(other?.id)}@`);
    expect(text).toContain(`UID:exam-${Number(exam?.id)}@`);
    expect(text).toContain('SUMMARY:Exam: Winter mock exam');
  });

  it("has one child's calendar too: their classes' work only; a child not of the family is 404, a malformed one 422", async () => {
    const inSix = new Date(Date.parse(`${today}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    const family = await json<{ id: number; name: string }[]>(
      await server.call('/api/students.json?pagination=false', { token: tokens.parent }),
    );
    const sibling = family.find((child) => child.id !== deniz.id);
    expect(sibling).toBeDefined();
    // Test set-up: a piece of work due in six days in a class the sibling sits in and Deniz does not.
    const [theirs] = await server.sql(
      `insert into assignments (school_id, class_id, course_id, title, kind, due_date, max_points)
       select c.school_id, c.id, (select id from courses where school_id = c.school_id limit 1), 'Sibling’s essay',
         'homework', '${inSix}', 10
       from classes c where c.id in (select class_id from class_students where student_id = ${Number(sibling?.id)})
         and c.id not in (select class_id from class_students where student_id = ${deniz.id})
       order by c.id limit 1 returning id`,
    );
    expect(theirs).toBeDefined();
    const { url } = await make('parent');
    const uid = `UID:assignment-${Number(theirs?.id)}@`;
    expect(await (await read(url)).text()).toContain(uid);
    const forSibling = await read(`${url}?student=${Number(sibling?.id)}`);
    expect(forSibling.status).toBe(200);
    expect(await forSibling.text()).toContain(uid);
    const forDeniz = await read(`${url}?student=${deniz.id}`);
    expect(forDeniz.status).toBe(200);
    const text = await forDeniz.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).not.toContain(uid);
    // Another family's child is 404 (the address names no calendar); a malformed id is 422 on the parameter.
    const [stranger] = await server.sql(
      `select id from students where id not in (${family.map((child) => child.id).join(',')}) order by id limit 1`,
    );
    expect((await read(`${url}?student=${Number(stranger?.id)}`)).status).toBe(404);
    for (const address of [`${url}?student=abc`, `${url}?student=0`]) {
      const refused = await read(address);
      expect(refused.status).toBe(422);
      expect((await json<{ violations: { propertyPath: string }[] }>(refused)).violations[0]?.propertyPath).toBe(
        'student',
      );
    }
    const teacher = await make('teacher');
    expect((await read(`${teacher.url}?student=${deniz.id}`)).status).toBe(404);
  });

  it('speaks the language the person made it in', async () => {
    const feed = await make('parent', 'tr');
    const text = await (await read(feed.url)).text();
    const unpaid = await json<{ id: number; installmentDate: string }[]>(
      await server.call(`/api/installments.json?pagination=false&studentId=${deniz.id}&isDonePayment=false`, {
        token: tokens.parent,
      }),
    );
    if (unpaid.some((row) => row.installmentDate >= today)) expect(text).toContain('taksit son günü');
    expect(text).not.toContain('Installment ');
  });

  it("holds a teacher's own lessons, and not a family's installments", async () => {
    const feed = await make('teacher');
    const text = await (await read(feed.url)).text();
    const users = await json<{ id: number }[]>(
      await server.call('/api/users.json?email=teacher@kampus.test', { token: tokens.admin }),
    );
    const week = await json<Week>(
      await server.call(`/api/timetable/week?teacher=${users[0]!.id}&date=${today}`, { token: tokens.teacher }),
    );
    for (const lesson of week.lessons) expect(text).toContain(`UID:lesson-${lesson.id}@`);
    expect(text).not.toContain('UID:installment-');
  });

  it('stops working when replaced or revoked; an unknown or malformed address is 404', async () => {
    const first = await make('parent');
    const second = await make('parent');
    expect((await read(first.url)).status).toBe(404);
    expect((await read(second.url)).status).toBe(200);
    const revoked = await server.call('/api/calendar-feed', { method: 'DELETE', token: tokens.parent });
    expect(revoked.status).toBe(204);
    expect((await read(second.url)).status).toBe(404);
    expect(await json(await server.call('/api/calendar-feed', { token: tokens.parent }))).toEqual({
      active: false,
      createdAt: null,
    });
    expect((await server.call(`/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    // A malformed address is no feed route at all: the web app's page answers it (its own "not found").
    for (const bad of ['short', `${'A'.repeat(43)}%00`, `${'A'.repeat(44)}`, '..%2F..%2Fetc']) {
      const answer = await server.call(`/calendar/${bad}`);
      expect([200, 404]).toContain(answer.status);
      expect(answer.headers.get('content-type') ?? '').not.toContain('text/calendar');
    }
  });

  it('ends with the account: a deactivated person’s feed is 404', async () => {
    const feed = await make('teacher');
    await server.sql(`update users set is_active = false where email = 'teacher@kampus.test'`);
    try {
      expect((await read(feed.url)).status).toBe(404);
    } finally {
      await server.sql(`update users set is_active = true where email = 'teacher@kampus.test'`);
    }
  });
});
