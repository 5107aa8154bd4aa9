/**
 * The request cache (callers, school tree, season schools, list totals) never outlives a change: every node
 * drops its copy the moment a change commits (triggers NOTIFY kampus_cache, docs/architecture.md).
 * On PostgreSQL two app instances share one database: a change made through node A shows on
 * node B as soon as B hears the commit's notification (milliseconds; the checks allow 3 s for a
 * loaded machine), with B's cache warm: long before its 60 s time to live. On PGlite (one process, one node) the same
 * checks run against the single node, cache warm.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, soon, startServer, type TestServer } from './harness.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres) {
  console.info('cache-two-nodes: one node only: two PGlite processes cannot share a database (set TEST_DATABASE_URL).');
}

let a: TestServer;
/** The second node; on PGlite the first node again. */
let b: TestServer;
let admin: string;
let ids: Record<string, number>;

beforeAll(async () => {
  a = await startServer();
  b = postgres ? await startServer({}, { reset: false }) : a;
  admin = (await a.login('admin@kampus.test')).token;
  const schools = await json<{ id: number; title: string; type: string }[]>(
    await a.call('/api/schools.json', { token: admin }),
  );
  ids = Object.fromEntries(schools.map((s) => [s.type === 'campus' ? 'campus' : s.title, s.id]));
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
});

const patch = (node: TestServer, token: string, path: string, body: Record<string, unknown>) =>
  node.call(path, {
    method: 'PATCH',
    token,
    headers: { 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify(body),
  });

/** The status node B answers once it has heard of a change (`soon`). */
const statusOnB = (path: string, token: string, expected: number, headers: Record<string, string> = {}) =>
  soon(
    async () => (await b.call(path, { token, headers })).status,
    (status) => status === expected,
  );

/** What `node` answers: A, whose reply to the write waited for the change, at once; B `soon`. */
const seenOn = <T>(node: TestServer, read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> =>
  node === a ? read() : soon(read, accept);

/** Asks both nodes twice, so each holds the caller (and tree) in its cache. */
const warm = async (token: string, path: string, status = 200, headers: Record<string, string> = {}) => {
  for (const node of [a, b, a, b]) expect((await node.call(path, { token, headers })).status).toBe(status);
};

describe(postgres ? 'two nodes on one PostgreSQL' : 'one node (PGlite)', () => {
  it('logout on A refuses the token on B soon after', async () => {
    const { token } = await a.login('teacher@kampus.test');
    await warm(token, '/api/grade_levels.json');
    expect((await a.call('/en/logout', { method: 'POST', token })).status).toBe(204);
    expect(await statusOnB('/api/grade_levels.json', token, 401)).toBe(401);
    expect((await a.call('/api/grade_levels.json', { token })).status).toBe(401);
  });

  it('deactivating a user via A refuses their token on B soon after, and reactivating lets a new sign-in in', async () => {
    const { token, userId } = await a.login('parent@kampus.test');
    await warm(token, `/api/users/${userId}`);
    expect((await patch(a, admin, `/api/users/${userId}`, { isActive: '0' })).status).toBe(200);
    expect(await statusOnB(`/api/users/${userId}`, token, 401)).toBe(401);
    expect((await a.call(`/api/users/${userId}`, { token })).status).toBe(401);
    expect((await patch(a, admin, `/api/users/${userId}`, { isActive: '1' })).status).toBe(200);
    const again = await b.login('parent@kampus.test');
    expect((await b.call(`/api/users/${userId}`, { token: again.token })).status).toBe(200);
  });

  it('a password change via A refuses the old token on B soon after', async () => {
    const { token, userId } = await a.login('student@kampus.test');
    await warm(token, `/api/users/${userId}`);
    expect((await patch(a, token, `/api/users/${userId}`, { password: 'N3w!password' })).status).toBe(204);
    expect(await statusOnB(`/api/users/${userId}`, token, 401)).toBe(401);
    expect((await a.call(`/api/users/${userId}`, { token })).status).toBe(401);
  });

  it("a membership added via A widens the user's reach on B soon after", async () => {
    const { token, userId } = await a.login('school2@kampus.test');
    const high = String(ids['Demo High School']);
    await warm(token, '/api/grade_levels.json', 403, { schoolId: high });
    const user = await json<{ id: number }>(await a.call(`/api/users/${userId}`, { token: admin }));
    const membership = await a.call('/api/user_schools', {
      method: 'POST',
      token: admin,
      json: { user: `/api/users/${user.id}`, school: `/api/schools/${high}` },
    });
    expect(membership.status).toBe(201);
    expect(await statusOnB('/api/grade_levels.json', token, 200, { schoolId: high })).toBe(200);
  });

  it("a school moved via A under a campus comes into that campus's reach on B soon after", async () => {
    const { token } = await a.login('campus@kampus.test');
    const created = await a.call('/api/schools', {
      method: 'POST',
      token: admin,
      json: { title: 'Moving School', type: 'school', parent: `/api/schools/${ids['Demo Education Group']}` },
    });
    expect(created.status).toBe(201);
    const school = await json<{ id: number }>(created);
    await warm(token, `/api/schools/${school.id}`, 404);
    const moved = await patch(a, admin, `/api/schools/${school.id}`, { parent: `/api/schools/${ids.campus}` });
    expect(moved.status).toBe(200);
    expect(await statusOnB(`/api/schools/${school.id}`, token, 200)).toBe(200);
    expect((await a.call(`/api/schools/${school.id}`, { token })).status).toBe(200);
  });

  it('a change written by plain SQL, through no app code, reaches B long before the cache would expire', async () => {
    const { token, userId } = await a.login('hq@kampus.test');
    await warm(token, `/api/users/${userId}`);
    await a.sql(`update users set is_active = false where uuid = '${userId}'`);
    // No app code ran, so no reply waited for the notification: allow it a moment (the cache keeps 60 s).
    expect(await statusOnB(`/api/users/${userId}`, token, 401)).toBe(401);
    await a.sql(`update users set is_active = true where uuid = '${userId}'`);
  });

  /** The total of a list as a client sees it (`hydra:totalItems`), on one node. */
  const totalOf = async (node: TestServer, path: string): Promise<number> => {
    const answer = await node.call(path, { token: admin });
    expect(answer.status).toBe(200);
    return (await json<{ 'hydra:totalItems': number }>(answer))['hydra:totalItems'];
  };

  it("a record created and deleted via A changes the list's total on B soon after, filtered or not", async () => {
    const plain = '/api/grade_levels.jsonld';
    const search = '/api/grade_levels.jsonld?search=Totals';
    const before = { plain: await totalOf(a, plain), search: await totalOf(a, search) };
    for (const node of [a, b, a, b]) {
      expect(await totalOf(node, plain)).toBe(before.plain);
      expect(await totalOf(node, search)).toBe(before.search);
    }
    const created = await a.call('/api/grade_levels', {
      method: 'POST',
      token: admin,
      json: { title: 'Totals grade', school: `/api/schools/${ids['Demo High School']}` },
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    for (const node of [b, a]) {
      expect(
        await seenOn(
          node,
          () => totalOf(node, plain),
          (total) => total === before.plain + 1,
        ),
      ).toBe(before.plain + 1);
      expect(
        await seenOn(
          node,
          () => totalOf(node, search),
          (total) => total === before.search + 1,
        ),
      ).toBe(before.search + 1);
    }
    expect((await a.call(`/api/grade_levels/${id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    for (const node of [b, a]) {
      expect(
        await seenOn(
          node,
          () => totalOf(node, plain),
          (total) => total === before.plain,
        ),
      ).toBe(before.plain);
      expect(
        await seenOn(
          node,
          () => totalOf(node, search),
          (total) => total === before.search,
        ),
      ).toBe(before.search);
    }
  });

  it('a row deleted by plain SQL changes the total on B long before the cache would expire', async () => {
    const path = '/api/grade_levels.jsonld';
    const base = await totalOf(b, path);
    const created = await a.call('/api/grade_levels', {
      method: 'POST',
      token: admin,
      json: { title: 'Plain SQL grade', school: `/api/schools/${ids['Demo High School']}` },
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    // B learns of A's insert through the change notification, a moment after A answers: wait for it,
    // so that the total B then caches is the one with the row.
    expect(
      await soon(
        () => totalOf(b, path),
        (total) => total === base + 1,
      ),
    ).toBe(base + 1);
    expect(await totalOf(b, path)).toBe(base + 1);
    await a.sql(`delete from grade_levels where id = ${id}`);
    expect(
      await soon(
        () => totalOf(b, path),
        (total) => total === base,
      ),
    ).toBe(base);
  });

  it("a record renamed via A is named anew in B's answers soon after (refNames)", async () => {
    const firstStudent = async (node: TestServer) => {
      const answer = await node.call('/api/students.jsonld?itemsPerPage=1', { token: admin });
      expect(answer.status).toBe(200);
      const [student] = (
        await json<{ 'hydra:member': { id: number; gradeLevel: string | null; refNames: Record<string, string> }[] }>(
          answer,
        )
      )['hydra:member'];
      return student;
    };
    const student = await firstStudent(b);
    expect(student?.gradeLevel).toBeTruthy();
    const gradeLevel = String(student?.gradeLevel);
    const before = student?.refNames.gradeLevel;
    expect(before).toBeTruthy();
    for (const node of [a, b, a, b]) expect((await firstStudent(node))?.refNames.gradeLevel).toBe(before);
    expect((await patch(a, admin, gradeLevel, { title: 'Renamed grade' })).status).toBe(200);
    const renamed = (node: TestServer) =>
      seenOn(
        node,
        async () => (await firstStudent(node))?.refNames.gradeLevel,
        (name) => name === 'Renamed grade',
      );
    for (const node of [b, a]) expect(await renamed(node)).toBe('Renamed grade');
    expect((await patch(a, admin, gradeLevel, { title: String(before) })).status).toBe(200);
  });
});
