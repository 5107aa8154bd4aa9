import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { GRADEBOOK_SCOPE, oneRosterClient } from './support/oneroster-client.ts';

/**
 * The OneRoster 1.2 gradebook service's writes (issue 34 part 1; docs/oneroster.md "Writing the
 * gradebook"): a partner with the createput scope PUTs line items and results by its own
 * sourcedIds, which land in Kampus's gradebook through its one write path (the teacher's grid
 * shows them), reads them back by those ids, and deletes them with the delete scope; bad bodies,
 * missing scopes and another school's records are refused in the binding's words, writing nothing.
 */
const GRADEBOOK = '/ims/oneroster/gradebook/v1p2';
const WRITE_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/gradebook.createput';
const DELETE_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/gradebook.delete';
type Json = Record<string, unknown>;
type Rec = Json & { id: number };

let server: TestServer;
let staff: string;
let teacher: string;
let readOnly: string;
let writer: string;
let deleter: string;
let writerB: string;
let deleterB: string;
let klass = 0;
let course = 0;
let category = 0;
let deniz = 0;
let classmate = 0;
let outsider = 0;
let classB = 0;
let courseB = 0;

const idOf = (value: unknown) => Number(String(value).split('/').pop());
const get = async <T = Rec[]>(path: string, token = staff): Promise<T> => {
  const response = await server.call(path, { token });
  expect(response.status, `${path} ${await response.clone().text()}`).toBe(200);
  return json<T>(response);
};
const send = (token: string, method: string, path: string, body?: unknown) =>
  server.call(`${GRADEBOOK}${path}`, {
    token,
    method,
    ...(body === undefined
      ? {}
      : {
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
  });
const read = (token: string, path: string) => server.call(`${GRADEBOOK}${path}`, { token });
const imsx = async (response: Response) => {
  const body = await json<{
    imsx_description: string;
    imsx_CodeMinor: { imsx_codeMinorField: { imsx_codeMinorFieldValue: string }[] };
  }>(response);
  return {
    minor: body.imsx_CodeMinor.imsx_codeMinorField[0]?.imsx_codeMinorFieldValue,
    description: body.imsx_description,
  };
};
const workTitled = async (title: string) =>
  (await get(`/api/assignments.json?class=${klass}&pagination=false`)).filter((row) => row.title === title);
const grid = async () =>
  (
    await get<{
      scores: {
        assignment: number;
        student: number;
        scoreStatus: string;
        points: string | null;
        comment: string | null;
      }[];
    }>(`/api/classes/${klass}/gradebook?course=${course}`, teacher)
  ).scores;

const essay = (overrides: Json = {}) => ({
  lineItem: {
    sourcedId: 'lms-essay-1',
    status: 'active',
    title: 'Essay on Nazım Hikmet',
    description: 'Three pages.',
    assignDate: '2026-11-01T08:00:00Z',
    dueDate: '2026-11-20T23:59:59Z',
    class: { sourcedId: `class-${klass}` },
    category: { sourcedId: `category-${category}` },
    resultValueMin: 0,
    resultValueMax: 25.5,
    metadata: { 'kampus.course': `course-${course}` },
    ...overrides,
  },
});
const result = (student: number, overrides: Json = {}) => ({
  result: {
    status: 'active',
    lineItem: { sourcedId: 'lms-essay-1' },
    student: { sourcedId: `student-${student}` },
    scoreStatus: 'fully graded',
    score: 27.25,
    scoreDate: '2026-11-21',
    comment: 'A clear argument.',
    ...overrides,
  },
});

beforeAll(async () => {
  server = await startServer({ KAMPUS_SECRET: 'oneroster-gradebook-write-spec-signing-secret' });
  const partner = oneRosterClient(server);
  [staff, teacher] = (await Promise.all(
    ['school@kampus.test', 'teacher@kampus.test'].map(async (email) => (await server.login(email)).token),
  )) as [string, string];
  const clientA = await partner.apiKey('school@kampus.test');
  readOnly = await partner.bearer(clientA, GRADEBOOK_SCOPE);
  writer = await partner.bearer(clientA, `${GRADEBOOK_SCOPE} ${WRITE_SCOPE}`);
  deleter = await partner.bearer(clientA, DELETE_SCOPE);
  const clientB = await partner.apiKey('school2@kampus.test');
  writerB = await partner.bearer(clientB, WRITE_SCOPE);
  deleterB = await partner.bearer(clientB, DELETE_SCOPE);

  const [nineA] = await get('/api/classes.json?search=9-A');
  klass = nineA?.id ?? 0;
  const school = idOf(nineA?.school);
  const season = idOf(nineA?.season);
  const made = await server.call('/api/courses', {
    token: staff,
    method: 'POST',
    json: { school, season, title: 'Turkish Literature', code: 'TLIT9' },
  });
  expect(made.status).toBe(201);
  course = (await json<Rec>(made)).id;
  const [policy] = await get('/api/grading_policies.json?isDefault=true');
  category = (await get(`/api/grading_categories.json?gradingPolicy=${policy?.id}`))[0]?.id ?? 0;
  deniz = (await get('/api/students.json?search=Deniz'))[0]?.id ?? 0;
  const members = await get(`/api/class_students.json?classId=${klass}&pagination=false`);
  classmate = [...new Set(members.map((row) => idOf(row.student)))].find((id) => id !== deniz) ?? 0;
  const [tenA] = await get('/api/classes.json?search=10-A');
  outsider = idOf((await get(`/api/class_students.json?classId=${tenA?.id}&itemsPerPage=1`))[0]?.student);

  const staffB = (await server.login('school2@kampus.test')).token;
  const [firstB] = await get('/api/classes.json?itemsPerPage=1', staffB);
  classB = firstB?.id ?? 0;
  const madeB = await server.call('/api/courses', {
    token: staffB,
    method: 'POST',
    json: { school: idOf(firstB?.school), season: idOf(firstB?.season), title: 'Physics', code: 'PHY' },
  });
  expect(madeB.status).toBe(201);
  courseB = (await json<Rec>(madeB)).id;
});
afterAll(() => server.close());

describe('line items', () => {
  it('are created by PUT with the client’s sourcedId, read back by it, replaced, and PUT again changes nothing', async () => {
    const created = await send(writer, 'PUT', '/lineItems/lms-essay-1', essay());
    expect(created.status, await created.clone().text()).toBe(201);
    expect((await json<{ lineItem: Json }>(created)).lineItem).toMatchObject({
      sourcedId: 'lms-essay-1',
      title: 'Essay on Nazım Hikmet',
      resultValueMax: 25.5,
    });
    const [work] = await workTitled('Essay on Nazım Hikmet');
    expect(work).toMatchObject({ maxPoints: '25.50', dueDate: '2026-11-20', description: 'Three pages.' });
    expect(idOf(work?.course)).toBe(course);
    expect(idOf(work?.gradingCategory)).toBe(category);

    const item = (await json<{ lineItem: Json }>(await read(readOnly, '/lineItems/lms-essay-1'))).lineItem;
    expect(item).toMatchObject({
      sourcedId: 'lms-essay-1',
      title: 'Essay on Nazım Hikmet',
      dueDate: '2026-11-20T23:59:59.000Z',
      resultValueMin: 0,
      resultValueMax: 25.5,
      class: { sourcedId: `class-${klass}`, type: 'class' },
      category: { sourcedId: `category-${category}`, type: 'category' },
    });
    const ofClass = await json<{ lineItems: Json[] }>(
      await read(readOnly, `/classes/class-${klass}/lineItems?limit=1000`),
    );
    expect(ofClass.lineItems.map((row) => row.sourcedId)).toContain('lms-essay-1');
    // Kampus's own id of the work is no longer how the binding names it.
    expect((await read(readOnly, `/lineItems/lineitem-${work?.id}`)).status).toBe(404);

    const replaced = await send(
      writer,
      'PUT',
      '/lineItems/lms-essay-1',
      essay({ title: 'Essay on Nâzım Hikmet', resultValueMax: 30, description: null }),
    );
    expect(replaced.status, await replaced.clone().text()).toBe(200);
    expect((await json<{ lineItem: Json }>(await read(readOnly, '/lineItems/lms-essay-1'))).lineItem).toMatchObject({
      title: 'Essay on Nâzım Hikmet',
      resultValueMax: 30,
    });
    const [again] = await workTitled('Essay on Nâzım Hikmet');
    expect(again).toMatchObject({ id: work?.id, maxPoints: '30.00', description: null });
    const body = essay({ title: 'Essay on Nâzım Hikmet', resultValueMax: 30, description: null });
    expect((await send(writer, 'PUT', '/lineItems/lms-essay-1', body)).status).toBe(200);
    expect(await workTitled('Essay on Nâzım Hikmet')).toEqual([again]);
  });

  it('are created in a batch under a class by POST, all or none', async () => {
    const refused = await send(writer, 'POST', `/classes/class-${klass}/lineItems`, {
      lineItems: [
        {
          sourcedId: 'lms-quiz-3',
          title: 'Quiz 3',
          resultValueMax: 10,
          metadata: { 'kampus.course': `course-${course}` },
        },
        { title: 'Quiz 4', resultValueMax: 0, metadata: { 'kampus.course': `course-${course}` } },
      ],
    });
    expect(refused.status).toBe(400);
    expect((await imsx(refused)).description).toMatch(/^lineItems\[1\]\.resultValueMax:/);
    expect((await read(readOnly, '/lineItems/lms-quiz-3')).status).toBe(404);

    const posted = await send(writer, 'POST', `/classes/class-${klass}/lineItems`, {
      lineItems: [
        {
          sourcedId: 'lms-quiz-3',
          title: 'Quiz 3',
          resultValueMax: 10,
          metadata: { 'kampus.course': `course-${course}` },
        },
        { title: 'Quiz 4', resultValueMax: 12.5, metadata: { 'kampus.course': `course-${course}` } },
      ],
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const pairs = (await json<{ sourcedIdPairs: { suppliedSourcedId: string; allocatedSourcedId: string }[] }>(posted))
      .sourcedIdPairs;
    expect(pairs[0]).toEqual({ suppliedSourcedId: 'lms-quiz-3', allocatedSourcedId: 'lms-quiz-3' });
    expect(pairs[1]?.allocatedSourcedId).toMatch(/^lineitem-\d+$/);
    for (const pair of pairs) expect((await read(readOnly, `/lineItems/${pair.allocatedSourcedId}`)).status).toBe(200);
    // A sourcedId taken is a conflict, not a second line item.
    const twice = await send(writer, 'POST', `/classes/class-${klass}/lineItems`, {
      lineItems: [{ sourcedId: 'lms-quiz-3', title: 'Quiz 3', resultValueMax: 10 }],
    });
    expect(twice.status).toBe(409);
    expect(await workTitled('Quiz 3')).toHaveLength(1);
  });

  it('without a course named, take the only course of the class’s lessons, or ask for one', async () => {
    const taught = await server.sql(
      `select distinct course_id from schedules where class_id = ${klass} and course_id is not null`,
    );
    const response = await send(
      writer,
      'PUT',
      '/lineItems/lms-no-course',
      essay({ sourcedId: undefined, metadata: undefined, title: 'No course' }),
    );
    if (taught.length === 1) expect(response.status).toBe(201);
    else {
      expect(response.status).toBe(400);
      expect((await imsx(response)).description).toMatch(/^lineItem\.metadata\.kampus\.course:/);
      expect(await workTitled('No course')).toEqual([]);
    }
  });
});

describe('results', () => {
  it('write the students’ scores into the gradebook the teacher sees, exact, and read back once released', async () => {
    const first = await send(writer, 'PUT', '/results/lms-r-deniz', result(deniz));
    expect(first.status, await first.clone().text()).toBe(201);
    expect((await json<{ result: Json }>(first)).result).toMatchObject({
      sourcedId: 'lms-r-deniz',
      score: 27.25,
      scoreStatus: 'fully graded',
      lineItem: { sourcedId: 'lms-essay-1', type: 'lineItem', href: `${GRADEBOOK}/lineItems/lms-essay-1` },
      student: { sourcedId: `student-${deniz}` },
    });
    const exempt = await send(
      writer,
      'PUT',
      '/results/lms-r-2',
      result(classmate, { scoreStatus: 'exempt', score: null }),
    );
    expect(exempt.status, await exempt.clone().text()).toBe(201);

    const [work] = await workTitled('Essay on Nâzım Hikmet');
    const cells = (await grid()).filter((cell) => cell.assignment === work?.id);
    expect(cells).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          student: deniz,
          scoreStatus: 'scored',
          points: '27.25',
          comment: 'A clear argument.',
        }),
        expect.objectContaining({ student: classmate, scoreStatus: 'excused', points: null }),
      ]),
    );
    expect(cells).toHaveLength(2);

    // Unreleased work's results are served to nobody, the writer included (the families' rule).
    expect((await read(readOnly, '/results/lms-r-deniz')).status).toBe(404);
    const released = await server.call(`/api/assignments/${work?.id}`, {
      token: staff,
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ releasedAt: '2026-01-05T08:00' }),
    });
    expect(released.status).toBe(200);
    expect((await json<{ result: Json }>(await read(readOnly, '/results/lms-r-deniz'))).result).toMatchObject({
      sourcedId: 'lms-r-deniz',
      score: 27.25,
      comment: 'A clear argument.',
    });
    const ofItem = await json<{ results: Json[] }>(
      await read(readOnly, `/classes/class-${klass}/lineItems/lms-essay-1/results`),
    );
    expect(ofItem.results.map((row) => [row.sourcedId, row.scoreStatus]).sort()).toEqual([
      ['lms-r-2', 'exempt'],
      ['lms-r-deniz', 'fully graded'],
    ]);

    // The same PUT again: 200, the same one cell.
    expect((await send(writer, 'PUT', '/results/lms-r-deniz', result(deniz))).status).toBe(200);
    expect((await grid()).filter((cell) => cell.assignment === work?.id && cell.student === deniz)).toHaveLength(1);
    // Not submitted is the gradebook's missing.
    expect(
      (
        await send(
          writer,
          'PUT',
          '/results/lms-r-2',
          result(classmate, { scoreStatus: 'not submitted', score: undefined }),
        )
      ).status,
    ).toBe(200);
    expect((await grid()).find((cell) => cell.assignment === work?.id && cell.student === classmate)?.scoreStatus).toBe(
      'missing',
    );

    // The partner's ids are the student's personal data too, and every write is in the audit trail.
    const exported = await get<{ related: Record<string, Json[]> }>(`/api/students/${deniz}/personal-data`);
    expect(exported.related.oneroster_result_ids).toEqual([{ id: work?.id, sourcedId: 'lms-r-deniz' }]);
    const superadmin = (await server.login('admin@kampus.test')).token;
    const trail = await get<{ after: { path: string; method: string; status: number } | null }[]>(
      '/api/audit_logs.json?pagination=false&action=oneroster_write',
      superadmin,
    );
    expect(trail.map((entry) => entry.after)).toContainEqual(
      expect.objectContaining({ method: 'PUT', path: `${GRADEBOOK}/results/lms-r-deniz`, status: 201 }),
    );
  });
});

describe('refusals', () => {
  it('refuse a token without the write scope (403) and write nothing', async () => {
    for (const token of [readOnly, deleter]) {
      const refused = await send(token, 'PUT', '/lineItems/lms-nope', essay({ sourcedId: 'lms-nope' }));
      expect(refused.status).toBe(403);
      expect((await imsx(refused)).minor).toBe('forbidden');
    }
    const noDelete = await send(writer, 'DELETE', '/lineItems/lms-essay-1');
    expect(noDelete.status).toBe(403);
    expect((await read(readOnly, '/lineItems/lms-nope')).status).toBe(404);
    expect((await read(readOnly, '/lineItems/lms-essay-1')).status).toBe(200);
  });

  it("refuse another school's key as if nothing were there (404), and its own ids are its own", async () => {
    for (const [method, path, body, token] of [
      ['PUT', '/lineItems/lms-b-1', essay({ sourcedId: 'lms-b-1' }), writerB],
      ['PUT', '/results/lms-r-deniz', result(deniz, { score: 1 }), writerB],
      ['PUT', '/results/lms-b-r', result(deniz, { score: 1 }), writerB],
      ['DELETE', '/lineItems/lms-essay-1', undefined, deleterB],
      ['DELETE', '/results/lms-r-deniz', undefined, deleterB],
    ] as const) {
      const refused = await send(token, method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(404);
      expect((await imsx(refused)).minor).toBe('unknownobject');
    }
    expect((await grid()).find((cell) => cell.student === deniz && cell.points === '27.25')).toBeDefined();
    expect((await read(readOnly, '/lineItems/lms-essay-1')).status).toBe(200);
    // School B's partner may use the same sourcedId for its own class: another line item.
    const own = await send(
      writerB,
      'PUT',
      '/lineItems/lms-essay-1',
      essay({
        class: { sourcedId: `class-${classB}` },
        category: null,
        metadata: { 'kampus.course': `course-${courseB}` },
      }),
    );
    expect(own.status, await own.clone().text()).toBe(201);
    expect((await json<{ lineItem: Json }>(await read(readOnly, '/lineItems/lms-essay-1'))).lineItem).toMatchObject({
      class: { sourcedId: `class-${klass}` },
    });
  });

  it('answer a bad body 400 naming the field, and write nothing', async () => {
    const before = (await get(`/api/assignments.json?class=${klass}&pagination=false`)).length;
    const bad = (overrides: Json) => essay({ sourcedId: 'lms-bad', ...overrides });
    const lineItemCases: [string, unknown, RegExp][] = [
      ['not JSON', '{"lineItem": ', /^The body is not JSON/],
      ['no object', '[1]', /^The body is not a JSON object/],
      ['no lineItem', {}, /^lineItem:/],
      ['a number for a title', bad({ title: 12 }), /^lineItem\.title:/],
      ['a NUL in the title', bad({ title: 'Essay\u0000' }), /^lineItem\.title:/],
      ['a huge maximum', '{"lineItem": {"title": "x", "resultValueMax": 1e400}}', /^lineItem\.resultValueMax:/],
      [
        'twenty digits',
        JSON.stringify(bad({ resultValueMax: 1 })).replace(
          '"resultValueMax":1',
          '"resultValueMax":99999999999999999999',
        ),
        /^lineItem\.resultValueMax:/,
      ],
      ['three places', bad({ resultValueMax: 10.555 }), /^lineItem\.resultValueMax:/],
      ['a string for a number', bad({ resultValueMax: '20' }), /^lineItem\.resultValueMax:/],
      ['no day of February', bad({ dueDate: '2026-02-31' }), /^lineItem\.dueDate:/],
      ['no date', bad({ dueDate: 'next Friday' }), /^lineItem\.dueDate:/],
      ['to be deleted', bad({ status: 'tobedeleted' }), /^lineItem\.status:/],
      ['no class', bad({ class: undefined }), /^lineItem\.class:/],
      ['a minimum above 0', bad({ resultValueMin: 5 }), /^lineItem\.resultValueMin:/],
      ['another sourcedId', essay({ sourcedId: 'other' }), /^lineItem\.sourcedId:/],
    ];
    for (const [why, body, named] of lineItemCases) {
      const refused = await send(writer, 'PUT', '/lineItems/lms-bad', body);
      expect(refused.status, why).toBe(400);
      const { minor, description } = await imsx(refused);
      expect(minor, why).toBe('invaliddata');
      expect(description, why).toMatch(named);
    }
    expect((await read(readOnly, '/lineItems/lms-bad')).status).toBe(404);
    expect(await get(`/api/assignments.json?class=${klass}&pagination=false`)).toHaveLength(before);

    const cellsBefore = await grid();
    const resultCases: [string, unknown, number, RegExp][] = [
      ['three places', result(deniz, { score: 17.555 }), 400, /^result\.score:/],
      [
        'more digits than a float keeps',
        JSON.stringify(result(deniz)).replace('27.25', '17.5000000000000000001'),
        400,
        /^result\.score:/,
      ],
      ['an exponent', JSON.stringify(result(deniz)).replace('27.25', '1e1'), 400, /^result\.score:/],
      ['an unknown scoreStatus', result(deniz, { scoreStatus: 'graded' }), 400, /^result\.scoreStatus:/],
      ['submitted', result(deniz, { scoreStatus: 'submitted' }), 400, /^result\.scoreStatus:/],
      ['exempt with a score', result(deniz, { scoreStatus: 'exempt' }), 400, /^result\.score:/],
      ['graded without one', result(deniz, { score: null }), 400, /^result\.score:/],
      ['a bad scoreDate', result(deniz, { scoreDate: '2026-13-01' }), 400, /^result\.scoreDate:/],
      ['a long comment', result(deniz, { comment: 'x'.repeat(1001) }), 400, /^result\.comment:/],
      ['above the maximum (the gradebook’s rule)', result(deniz, { score: 30.5 }), 400, /points/],
      ['a student of another class', result(outsider), 404, /^result\.student:/],
      ['an unknown line item', result(deniz, { lineItem: { sourcedId: 'nope' } }), 404, /^result\.lineItem:/],
      ['the result of another student', result(classmate), 400, /^sourcedId:/],
      // A student's result has one sourcedId: another for it is a conflict.
      ['a second id', result(deniz), 409, /^sourcedId: this student's result is "lms-r-deniz"/],
    ];
    for (const [why, body, status, named] of resultCases) {
      const path = why === 'a second id' ? '/results/lms-bad-r' : '/results/lms-r-deniz';
      const refused = await send(writer, 'PUT', path, body);
      expect(refused.status, why).toBe(status);
      expect((await imsx(refused)).description, why).toMatch(named);
    }
    expect(await grid()).toEqual(cellsBefore);
    expect((await read(readOnly, '/results/lms-bad-r')).status).toBe(404);
  });
});

describe('deleting', () => {
  it('clears a result and deletes a line item with its results (204), then answers 404', async () => {
    const [work] = await workTitled('Essay on Nâzım Hikmet');
    expect((await send(deleter, 'DELETE', '/results/lms-r-deniz')).status).toBe(204);
    expect((await read(readOnly, '/results/lms-r-deniz')).status).toBe(404);
    expect((await grid()).find((cell) => cell.assignment === work?.id && cell.student === deniz)).toBeUndefined();
    expect((await send(deleter, 'DELETE', '/results/lms-r-deniz')).status).toBe(404);

    expect((await send(deleter, 'DELETE', '/lineItems/lms-essay-1')).status).toBe(204);
    expect((await read(readOnly, '/lineItems/lms-essay-1')).status).toBe(404);
    expect((await read(readOnly, '/results/lms-r-2')).status).toBe(404);
    expect(await workTitled('Essay on Nâzım Hikmet')).toEqual([]);
    expect((await send(deleter, 'DELETE', '/lineItems/lms-essay-1')).status).toBe(404);
  });
});

describe('the token endpoint and the document', () => {
  it('grant the write scopes and show them on the write operations', async () => {
    const document = await json<{
      paths: Record<string, Record<string, { security?: { oauth2: string[] }[] }>>;
      components: { securitySchemes: { oauth2: { flows: { clientCredentials: { scopes: Json } } } } };
    }>(await server.call('/api/docs/oneroster.json'));
    const scopes = document.components.securitySchemes.oauth2.flows.clientCredentials.scopes;
    expect(Object.keys(scopes)).toEqual(expect.arrayContaining([WRITE_SCOPE, DELETE_SCOPE]));
    const item = document.paths['/gradebook/v1p2/lineItems/{sourcedId}'];
    expect(item?.put?.security).toEqual([{ oauth2: [WRITE_SCOPE] }]);
    expect(item?.delete?.security).toEqual([{ oauth2: [DELETE_SCOPE] }]);
    expect(item?.get?.security).toEqual([{ oauth2: [GRADEBOOK_SCOPE] }]);
    expect(document.paths['/gradebook/v1p2/classes/{sourcedId}/lineItems']?.post?.security).toEqual([
      { oauth2: [WRITE_SCOPE] },
    ]);
  });
});
