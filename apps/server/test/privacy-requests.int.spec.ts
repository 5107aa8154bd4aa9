import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * Data-subject requests to their 30-day deadline (issue 35, part 2; docs/privacy.md): the due
 * date is the server's, only staff answer, the list filters what is overdue, and the school's
 * staff are reminded 7 days before.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
let parentId = 0;
let school = '';

interface Request {
  id: number;
  requestKind: string;
  requestStatus: string;
  dueDate: string | null;
  answeredDate: string | null;
  answer: string | null;
  handledBy: string | null;
  personalDataExport?: string;
}

const isoDay = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer();
  for (const person of ['school', 'parent', 'hq', 'school2']) {
    tokens[person] = (await server.login(`${person}@kampus.test`)).token;
  }
  const [parent] = await server.sql("select id from users where email = 'parent@kampus.test'");
  parentId = Number(parent?.id);
  // The school of the parent's child, which the school's staff run.
  const [staff] = await server.sql("select school_id from users where email = 'school@kampus.test'");
  school = `/api/schools/${Number(staff?.school_id)}`;
});
afterAll(() => server.close());

const file = (token: string, body: Record<string, unknown>) =>
  server.call('/api/delete_personal_data_requests', {
    method: 'POST',
    token,
    headers: { 'accept-language': 'en' },
    json: { requestText: 'Delete my data', user: parentId, school, ...body },
  });

const patch = (id: number, body: Record<string, unknown>, token = tokens.school) =>
  server.call(`/api/delete_personal_data_requests/${id}`, {
    method: 'PATCH',
    token,
    headers: { 'content-type': 'application/merge-patch+json', 'accept-language': 'en' },
    json: body,
  });

const list = async (query: string, token = tokens.school) => {
  const response = await server.call(`/api/delete_personal_data_requests.json?pagination=false&${query}`, { token });
  expect(response.status).toBe(200);
  return json<Request[]>(response);
};

describe('data-subject requests', () => {
  it('are due 30 days after the request, an erasure by default, received; the requester sets no date', async () => {
    // Staff record a letter received on its own date.
    const letter = await file(tokens.school!, { requestedDate: '2026-01-10', dueDate: '2030-01-01' });
    expect(letter.status).toBe(201);
    const request = await json<Request>(letter);
    expect(request).toMatchObject({ requestKind: 'erasure', requestStatus: 'received', dueDate: '2026-02-09' });
    expect(request.handledBy).toBeNull();
    // A requester files today, whatever the form says: the school's 30 days are not theirs to move.
    const own = await json<Request & { requestedDate: string }>(
      await file(tokens.parent!, { requestedDate: '2026-01-10', dueDate: '2030-01-01' }),
    );
    expect([isoDay(0), isoDay(-1), isoDay(1)]).toContain(own.requestedDate);
    expect(own.dueDate).toBe(new Date(Date.parse(own.requestedDate) + 30 * 86_400_000).toISOString().slice(0, 10));
  });

  it('refuses a requester who sets the status or answers (422 on the field), or changes their request (403)', async () => {
    const status = await file(tokens.parent!, { requestedDate: isoDay(0), requestStatus: 'answered', answer: 'x' });
    expect(status.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string }[] }>(status);
    expect(problem.violations.map((v) => v.propertyPath)).toContain('requestStatus');
    const own = await json<Request>(await file(tokens.parent!, { requestedDate: isoDay(0) }));
    expect((await patch(own.id, { requestStatus: 'refused', answer: 'no' }, tokens.parent)).status).toBe(403);
    expect((await list(`id=${own.id}`, tokens.parent))[0]).toMatchObject({ requestStatus: 'received' });
  });

  it('closes only with an answer; staff who answer are recorded with the date', async () => {
    const request = await json<Request>(await file(tokens.school!, { requestedDate: isoDay(-3) }));
    const bare = await patch(request.id, { requestStatus: 'refused' });
    expect(bare.status).toBe(422);
    const violations = (await json<{ violations: { propertyPath: string; message: string }[] }>(bare)).violations;
    expect(violations).toEqual([
      expect.objectContaining({ propertyPath: 'answer', message: 'Say what was done, or why the request is refused.' }),
    ]);
    const answered = await patch(request.id, {
      requestStatus: 'refused',
      answer: 'The law keeps accounting records ten years (TTK art. 82).',
    });
    expect(answered.status).toBe(200);
    const body = await json<Request>(answered);
    const [staff] = await server.sql("select id from users where email = 'school@kampus.test'");
    expect(body.handledBy).toBe(`/api/users/${Number(staff?.id)}`);
    expect(body.answeredDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists what is overdue or due soon, still open only, and counts them for staff', async () => {
    const old = await json<Request>(await file(tokens.school!, { requestedDate: isoDay(-40) }));
    const soon = await json<Request>(await file(tokens.school!, { requestedDate: isoDay(-25) }));
    const closed = await json<Request>(await file(tokens.school!, { requestedDate: isoDay(-45) }));
    expect(
      (await patch(closed.id, { requestStatus: 'answered', answer: 'Erased: the account and its messages.' })).status,
    ).toBe(200);
    const overdue = (await list('overdue=true')).map((request) => request.id);
    expect(overdue).toContain(old.id);
    expect(overdue).not.toContain(soon.id);
    expect(overdue).not.toContain(closed.id);
    const dueSoon = (await list('dueSoon=true')).map((request) => request.id);
    expect(dueSoon).toContain(soon.id);
    expect(dueSoon).not.toContain(old.id);
    expect(
      (await server.call('/api/delete_personal_data_requests?overdue=maybe', { token: tokens.school })).status,
    ).toBe(400);
    const counts = await json<{ open: number; overdue: number; dueSoon: number }>(
      await server.call('/api/privacy/requests-due', { token: tokens.school }),
    );
    expect(counts.overdue).toBe(overdue.length);
    expect(counts.dueSoon).toBe(dueSoon.length);
    expect(counts.open).toBeGreaterThanOrEqual(counts.overdue + counts.dueSoon);
    // Another school's staff see none of them.
    expect(await list('overdue=true', tokens.school2)).toEqual([]);
  });

  it('points an access request to the personal-data export', async () => {
    const request = await json<Request>(
      await file(tokens.parent!, { requestedDate: isoDay(0), requestKind: 'access' }),
    );
    expect(request.personalDataExport).toBe(`/en/users/${parentId}/personal-data`);
  });

  it('reminds the school’s staff 7 days before the due date, once, while the request is open', async () => {
    const [staff] = await server.sql("select id from users where email = 'school@kampus.test'");
    const count = async () =>
      Number(
        (
          await server.sql(
            `select count(*) as n from notifications where kind = 'privacy_request' and user_id = ${Number(staff?.id)}`,
          )
        )[0]?.n,
      );
    await server.runJobs();
    const before = await count();
    // Due in 5 days: the reminder is due already.
    await file(tokens.school!, { requestedDate: isoDay(-25) });
    // Due in 20 days: its reminder waits.
    await file(tokens.school!, { requestedDate: isoDay(-10) });
    await server.runJobs();
    expect(await count()).toBe(before + 1);
    const [note] = await server.sql(
      `select title from notifications where kind = 'privacy_request' and user_id = ${Number(staff?.id)} order by id desc limit 1`,
    );
    expect(String(note?.title)).toBe(`A data-subject request is due on ${isoDay(5)}`);
  });
});
