import { receipts, smsTemplates, studentPayments, timetableLessons, users } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Data, Row as StoredRow } from '../src/core/hooks.ts';
import { scoped } from '../src/core/repository.ts';
import { updateRows } from '../src/core/write-pipeline.ts';
import type { Db } from '../src/db/database.ts';
import { requestContext } from '../src/http/context.ts';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * One write path (core/write-pipeline.ts): a write through the repository, as an action, a job or
 * a hook makes it, runs the resource's hooks, checks and audit exactly as a generic route does.
 * Test-only routes write through `scoped(tx, ctx)` the way an action's run function would.
 */
let server: TestServer;
let tokens: Record<string, string>;

interface Row {
  id: number;
  [name: string]: unknown;
}
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}

beforeAll(async () => {
  server = await startServer(
    {},
    {
      beforeListen: (app, services) => {
        const inTransaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
          services.db.transaction((tx) => work(tx as unknown as Db));
        // A receipt for a payment, written as server code writes one: no number of its own.
        app.post('/test/write/receipt', async (request, reply) => {
          const ctx = await requestContext(services, request);
          const { paymentId } = request.body as { paymentId: number };
          const row = await inTransaction(async (tx) => {
            const repo = scoped(tx, ctx);
            const payment = await repo.of(studentPayments).get(paymentId);
            return repo.of(receipts).insert({
              school: payment.schoolId,
              season: payment.season,
              studentId: payment.studentId,
              receiptDate: payment.paymentDate,
              receiptAmount: '1.00',
              paymentId: payment.id,
            });
          });
          return reply.status(201).send({ id: row.id });
        });
        app.post('/test/write/password', async (request, reply) => {
          const ctx = await requestContext(services, request);
          const { userId, password } = request.body as { userId: number; password: string };
          await inTransaction((tx) => scoped(tx, ctx).of(users).update(userId, { password }));
          return reply.status(204).send();
        });
        // Many rows changed at once, as a placement or a sync writes them (updateRows).
        app.post('/test/write/many', async (request, reply) => {
          const ctx = await requestContext(services, request);
          const { resource, changes } = request.body as {
            resource: 'users' | 'timetable_lessons';
            changes: { id: number; data: Data }[];
          };
          const target = resource === 'users' ? users : timetableLessons;
          const rows = await inTransaction(async (tx) => {
            const repo = scoped(tx, ctx).of(target);
            const loaded = [];
            for (const change of changes)
              loaded.push({ current: (await repo.get(change.id)) as unknown as StoredRow, data: change.data });
            return updateRows(tx, ctx, target, loaded);
          });
          return reply.send(rows.map((row) => row.id));
        });
        app.post('/test/write/sms_template', async (request, reply) => {
          const ctx = await requestContext(services, request);
          const { school, title, body } = request.body as { school: number; title: string; body: string };
          const row = await inTransaction((tx) => scoped(tx, ctx).of(smsTemplates).insert({ school, title, body }));
          return reply.status(201).send({ id: row.id });
        });
      },
    },
  );
  tokens = {};
  for (const name of ['admin', 'school', 'teacher']) tokens[name] = (await server.login(`${name}@kampus.test`)).token;
});
afterAll(() => server.close());

const get = async <T>(path: string, token = tokens.school): Promise<T> => json<T>(await server.call(path, { token }));
const post = (path: string, body: unknown, token = tokens.school) =>
  server.call(path, { method: 'POST', token, json: body });

describe('a write through the repository', () => {
  it('runs the resource’s hooks: a receipt an action writes is numbered by the receipts hook, next in the school’s series, and audited', async () => {
    const [payment] = await get<Row[]>('/api/student_payments.json?isRefund=0&itemsPerPage=1');
    expect(payment).toBeDefined();
    const [highest] = await get<Row[]>(`/api/receipts.json?school=${String(payment?.schoolId)}&itemsPerPage=1`);
    const written = await post('/test/write/receipt', { paymentId: payment?.id });
    expect(written.status).toBe(201);
    const { id } = await json<{ id: number }>(written);
    const receipt = await get<Row>(`/api/receipts/${id}`);
    expect(receipt.receiptNumber).toBe(Number(highest?.receiptNumber) + 1);
    const trail = await get<Row[]>(`/api/audit_logs.json?resource=receipts&recordId=${id}`, tokens.admin);
    expect(trail.map((entry) => entry.action)).toEqual(['create']);
  });

  it('runs the users hooks: a password set by server code is hashed and ends the user’s sessions', async () => {
    const teacher = await server.login('teacher@kampus.test');
    const [found] = await get<Row[]>('/api/users.json?email=teacher@kampus.test');
    const teacherId = Number(found?.id);
    const changed = await post('/test/write/password', { userId: teacherId, password: 'Another!2026pw' });
    expect(changed.status).toBe(204);
    expect((await server.call('/api/users.json', { token: teacher.token })).status).toBe(401);
    const again = await server.call('/en/login', {
      method: 'POST',
      json: { email: 'teacher@kampus.test', pwd: 'Another!2026pw' },
    });
    expect(again.status).toBe(200);
    const stored = await server.sql(`select password from users where id = ${teacherId}`);
    expect(String(stored[0]?.password)).toMatch(/^\$argon2id\$/);
  });

  it('changes many rows in few statements and each gets its own values, JSON and nulls included, audited a row each', async () => {
    const needs = await get<Row[]>('/api/timetable_lessons.json?itemsPerPage=3&order[id]=asc');
    expect(needs.length).toBe(3);
    const [first, second, third] = needs as [Row, Row, Row];
    const starts = [{ weekday: 2, period: 3 }];
    const written = await post('/test/write/many', {
      resource: 'timetable_lessons',
      changes: [
        { id: first.id, data: { fixedStarts: starts, preferMorning: true } },
        { id: second.id, data: { periodsPerWeek: 3 } },
        { id: third.id, data: { fixedStarts: null, preferMorning: false } },
      ],
    });
    expect(written.status).toBe(200);
    expect(await json<number[]>(written)).toEqual([first.id, second.id, third.id]);
    const after = await Promise.all(needs.map((need) => get<Row>(`/api/timetable_lessons/${need.id}`)));
    expect(after.map((need) => [need.fixedStarts ?? null, need.preferMorning, need.periodsPerWeek])).toEqual([
      [starts, true, first.periodsPerWeek],
      [second.fixedStarts ?? null, second.preferMorning, 3],
      // The lessons hook's normal form of no fixed starts: its beforeUpdate ran for this row too.
      [[], false, third.periodsPerWeek],
    ]);
    const trail = await get<Row[]>(
      `/api/audit_logs.json?resource=timetable_lessons&recordId=${second.id}`,
      tokens.admin,
    );
    expect(trail[0]?.action).toBe('update');
    expect(trail[0]?.after).toEqual({ periodsPerWeek: 3 });
  });

  it('runs each row’s hooks when many change at once: two passwords set together are each hashed and each user’s sessions end', async () => {
    const parent = await server.login('parent@kampus.test');
    const student = await server.login('student@kampus.test');
    const ids = await Promise.all(
      ['parent@kampus.test', 'student@kampus.test'].map(async (email) =>
        Number((await get<Row[]>(`/api/users.json?email=${email}`, tokens.admin))[0]?.id),
      ),
    );
    const written = await post(
      '/test/write/many',
      { resource: 'users', changes: ids.map((id, index) => ({ id, data: { password: `Many!2026pw${index}` } })) },
      tokens.admin,
    );
    expect(written.status).toBe(200);
    for (const token of [parent.token, student.token])
      expect((await server.call('/api/users.json', { token })).status).toBe(401);
    for (const [index, email] of ['parent@kampus.test', 'student@kampus.test'].entries()) {
      const again = await server.call('/en/login', { method: 'POST', json: { email, pwd: `Many!2026pw${index}` } });
      expect(again.status).toBe(200);
    }
  });

  it('is refused by a hook’s rule as a route is, and nothing is written', async () => {
    const [school] = await get<Row[]>('/api/schools.json?title=Demo High School');
    const refused = await post('/test/write/sms_template', {
      school: school?.id,
      title: 'Write path refused',
      body: 'Hello {{no_such_placeholder}}',
    });
    expect(refused.status).toBe(422);
    expect((await json<Problem>(refused)).violations?.map((v) => v.propertyPath)).toEqual(['body']);
    const listed = await get<Row[]>('/api/sms_templates.json?pagination=false');
    expect(listed.some((row) => row.title === 'Write path refused')).toBe(false);
  });

  it('checks the shape of server data: a value too long is 422 naming its field, never a 500', async () => {
    const [school] = await get<Row[]>('/api/schools.json?title=Demo High School');
    const refused = await post('/test/write/sms_template', { school: school?.id, title: 'x'.repeat(151), body: 'Hi' });
    expect(refused.status).toBe(422);
    expect((await json<Problem>(refused)).violations).toEqual([
      expect.objectContaining({ propertyPath: 'title', message: expect.stringMatching(/./) }),
    ]);
  });
});
