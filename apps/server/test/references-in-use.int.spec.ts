/**
 * A delete of a record that others still use is refused (409 naming what uses it, with counts),
 * never a silent clearing of the reference; a reference declared `cascade` on purpose still goes
 * with its record (docs/resource-engine.md, "onDelete").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let school: string;

type Rec = Record<string, unknown> & { id: number };
interface InUse {
  status: number;
  detail: string;
  usedBy: { resource: string; count: number }[];
}

beforeAll(async () => {
  server = await startServer();
  school = (await server.login('school@kampus.test')).token;
});
afterAll(() => server.close());

const get = async <T = Rec[]>(path: string): Promise<T> => json<T>(await server.call(path, { token: school }));
const remove = (path: string, language = 'en') =>
  server.call(path, { method: 'DELETE', token: school, headers: { 'accept-language': language } });
const iriId = (iri: unknown): number => Number(String(iri).split('/').pop());

describe('a record in use', () => {
  it('a grade level used by students, classes and courses is not deleted: 409 naming them, nothing cleared', async () => {
    const [student] = await get<{ gradeLevel: string | null }[]>('/api/students.json?itemsPerPage=1');
    const levelId = iriId(student?.gradeLevel);
    expect(levelId).toBeGreaterThan(0);
    const students = await get(`/api/students.json?gradeLevel=${levelId}&pagination=false`);
    expect(students.length).toBeGreaterThan(0);

    const response = await remove(`/api/grade_levels/${levelId}`, 'de');
    expect(response.status).toBe(409);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const problem = await json<InUse>(response);
    // The message names the resource with the most rows; `usedBy` names every one, most first.
    expect(problem.detail).toMatch(/^Dieser Datensatz wird noch von \S+ verwendet und kann nicht gelöscht werden\.$/);
    expect(problem.usedBy).toContainEqual({ resource: 'students', count: students.length });
    expect(problem.usedBy.map((use) => use.resource)).toEqual(
      expect.arrayContaining(['students', 'classes', 'courses', 'enrollments']),
    );
    const counts = problem.usedBy.map((use) => use.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    expect((await server.call(`/api/grade_levels/${levelId}`, { token: school })).status).toBe(200);
    const after = await get(`/api/students.json?gradeLevel=${levelId}&pagination=false`);
    expect(after.length).toBe(students.length);
  });

  it('says it in each language of the catalogues', async () => {
    const [student] = await get<{ gradeLevel: string | null }[]>('/api/students.json?itemsPerPage=1');
    const path = `/api/grade_levels/${iriId(student?.gradeLevel)}`;
    const details = await Promise.all(
      ['en', 'tr', 'es', 'ar'].map(async (language) => (await json<InUse>(await remove(path, language))).detail),
    );
    expect(details[0]).toBe('This record is still used by Enrollments and cannot be deleted.');
    expect(new Set(details).size).toBe(4);
  });

  it('a grade level no one uses is deleted (204)', async () => {
    const created = await server.call('/api/grade_levels', {
      method: 'POST',
      token: school,
      json: { title: 'Unused' },
    });
    expect(created.status).toBe(201);
    const { id } = await json<Rec>(created);
    expect((await remove(`/api/grade_levels/${id}`)).status).toBe(204);
    expect((await server.call(`/api/grade_levels/${id}`, { token: school })).status).toBe(404);
  });
});

describe('a cascade declared on purpose', () => {
  it("deleting a feed post takes its comments with it (they are the post's own)", async () => {
    const created = await server.call('/api/feeds', {
      method: 'POST',
      token: school,
      json: { title: 'Short-lived', content: 'Gone soon', audiences: ['students'] },
    });
    expect(created.status).toBe(201);
    const feed = await json<Rec>(created);
    const commented = await server.call('/api/feed_comments', {
      method: 'POST',
      token: school,
      json: { feed: feed.id, comment: 'A comment' },
    });
    expect(commented.status).toBe(201);
    const comment = await json<Rec>(commented);
    expect((await remove(`/api/feeds/${feed.id}`)).status).toBe(204);
    expect((await server.call(`/api/feed_comments/${comment.id}`, { token: school })).status).toBe(404);
  });
});
