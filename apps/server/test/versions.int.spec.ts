import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { withFullPaths } from './support/openapi-paths.ts';

/**
 * Record versions (issue 10, part 4): every item answer carries an `ETag`; PATCH and DELETE with
 * an `If-Match` naming another version answer 412 and change nothing; a matching one, `*` or
 * none proceeds; two changes based on one version cannot both win.
 */
let server: TestServer;
let school: string;
let admin: string;
let schoolIri: string;

interface Student {
  id: number;
  name: string;
  lastName: string;
}
interface Problem {
  status: number;
  title: string;
  detail: string;
}

const patch = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  server.call(`/api/students/${id}`, {
    method: 'PATCH',
    token: school,
    headers: { 'content-type': 'application/merge-patch+json', ...headers },
    body: JSON.stringify(body),
  });

const read = async (id: number): Promise<{ tag: string; student: Student }> => {
  const response = await server.call(`/api/students/${id}`, { token: school });
  expect(response.status).toBe(200);
  const tag = response.headers.get('etag');
  if (!tag) throw new Error('no ETag');
  return { tag, student: await json<Student>(response) };
};

const newStudent = async (lastName: string): Promise<{ id: number; tag: string }> => {
  const response = await server.call('/api/students', {
    method: 'POST',
    token: school,
    json: { school: schoolIri, name: 'Versioned', lastName },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const tag = response.headers.get('etag');
  if (!tag) throw new Error('no ETag on the create answer');
  return { id: (await json<Student>(response)).id, tag };
};

beforeAll(async () => {
  server = await startServer();
  school = (await server.login('school@kampus.test')).token;
  admin = (await server.login('admin@kampus.test')).token;
  const schools = await json<{ id: number; title: string }[]>(await server.call('/api/schools.json', { token: admin }));
  schoolIri = `/api/schools/${schools.find((s) => s.title === 'Demo High School')?.id}`;
});
afterAll(() => server.close());

describe('ETag', () => {
  it('the create answer, the item in both formats and a later read carry one tag; a change gives a new one', async () => {
    const { id, tag } = await newStudent('Tagged');
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect((await read(id)).tag).toBe(tag);
    const ld = await server.call(`/api/students/${id}.jsonld`, { token: school });
    expect(ld.headers.get('etag')).toBe(tag);
    const changed = await patch(id, { name: 'Retagged' }, { 'if-match': tag });
    expect(changed.status).toBe(200);
    const next = changed.headers.get('etag');
    expect(next).not.toBe(tag);
    expect((await read(id)).tag).toBe(next);
  });
});

describe('If-Match', () => {
  it('a stale version is 412 problem+json in the caller language and changes nothing', async () => {
    const { id, tag } = await newStudent('Stale');
    expect((await patch(id, { name: 'First' }, { 'if-match': tag })).status).toBe(200);
    const refused = await patch(id, { name: 'Second' }, { 'if-match': tag });
    expect(refused.status).toBe(412);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(await json<Problem>(refused)).toMatchObject({
      status: 412,
      title: 'Precondition failed',
      detail: 'This record was changed by someone else after you opened it. Reload it and make your change again.',
    });
    const turkish = await patch(id, { name: 'Second' }, { 'if-match': tag, 'accept-language': 'tr' });
    expect((await json<Problem>(turkish)).title).toBe('Ön koşul sağlanamadı');
    expect((await read(id)).student.name).toBe('First');
  });

  it('a change made outside the engine (plain SQL, updated_at untouched) makes the version stale', async () => {
    const { id, tag } = await newStudent('Outside');
    await server.sql(`update students set name = 'Hooked' where id = ${id}`);
    expect((await patch(id, { name: 'Mine' }, { 'if-match': tag })).status).toBe(412);
    expect((await read(id)).student.name).toBe('Hooked');
  });

  it('the current version, one of a list, "*" or no header proceed; a weak tag never matches', async () => {
    const { id, tag } = await newStudent('Proceeds');
    expect((await patch(id, { name: 'A' }, { 'if-match': `"other", ${tag}` })).status).toBe(200);
    expect((await patch(id, { name: 'B' }, { 'if-match': '*' })).status).toBe(200);
    expect((await patch(id, { name: 'C' })).status).toBe(200);
    const current = (await read(id)).tag;
    expect((await patch(id, { name: 'D' }, { 'if-match': `W/${current}` })).status).toBe(412);
    expect((await read(id)).student.name).toBe('C');
  });

  it('DELETE with a stale version is 412 and the record stays; with the current one it goes', async () => {
    const { id, tag } = await newStudent('Deleted');
    expect((await patch(id, { name: 'Touched' })).status).toBe(200);
    const stale = await server.call(`/api/students/${id}`, {
      method: 'DELETE',
      token: school,
      headers: { 'if-match': tag },
    });
    expect(stale.status).toBe(412);
    const { tag: current } = await read(id);
    const gone = await server.call(`/api/students/${id}`, {
      method: 'DELETE',
      token: school,
      headers: { 'if-match': current },
    });
    expect(gone.status).toBe(204);
    expect((await server.call(`/api/students/${id}`, { token: school })).status).toBe(404);
  });

  it('two changes at once based on one version: exactly one wins, the other is 412', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { id, tag } = await newStudent(`Race${round}`);
      const answers = await Promise.all(
        ['Left', 'Right'].map((name) => patch(id, { name, lastName: `Race${round}` }, { 'if-match': tag })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 412]);
      const winner = await json<Student>(answers.find((answer) => answer.status === 200) as Response);
      expect((await read(id)).student.name).toBe(winner.name);
      const trail = await server.sql(
        `select id from audit_logs where resource = 'students' and record_id = ${id} and action = 'update'`,
      );
      expect(trail).toHaveLength(1);
    }
  });

  it('the OpenAPI document names If-Match, the 412 answer and the ETag header', async () => {
    const doc = withFullPaths(
      await json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(
        await server.call('/api/docs.json'),
      ),
    );
    const item = doc.paths['/api/students/{id}'] ?? {};
    for (const method of ['patch', 'delete']) {
      const operation = item[method] as { parameters: { name: string }[]; responses: Record<string, unknown> };
      expect(operation.parameters.map((p) => p.name)).toContain('If-Match');
      expect(Object.keys(operation.responses)).toContain('412');
    }
    const get = item.get as { responses: { 200: { headers: Record<string, unknown> } } };
    expect(Object.keys(get.responses[200].headers)).toContain('ETag');
  });
});
