import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/core/csv.ts';
import { json, startServer, type TestServer } from './harness.ts';
import { GRADEBOOK_SCOPE, oneRosterClient, ROSTER_SCOPE } from './support/oneroster-client.ts';

/**
 * The OneRoster 1.2 gradebook service (issue 34 part 1's gradebook, issue 31 part 5's "as data:
 * OneRoster results"; docs/oneroster.md "Gradebook"): a partner with the gradebook scope reads
 * the school's grading categories, its graded work as line items and the scores of released work
 * as results, over REST and in the bulk CSV; never an unreleased score, never another school's.
 */
const GRADEBOOK = '/ims/oneroster/gradebook/v1p2';
const ROSTERING = '/ims/oneroster/rostering/v1p2';
type Rec = Record<string, unknown> & { id: number };
type Json = Record<string, unknown>;

let server: TestServer;
let staff: string;
let teacher: string;
let gradebookA: string;
let gradebookB: string;
let rosterOnly: string;
let both: string;
let school = 0;
let klass = 0;
let otherClass = 0;
let deniz = 0;
let classmates: number[] = [];
const work: Record<'essay' | 'quiz' | 'points' | 'elsewhere', number> = { essay: 0, quiz: 0, points: 0, elsewhere: 0 };
let homework = 0;
const scoreOf: Record<string, number> = {};

const idOf = (value: unknown) => Number(String(value).split('/').pop());
const get = async (path: string, token = staff): Promise<Rec[]> => {
  const response = await server.call(path, { token });
  expect(response.status, `${path} ${await response.clone().text()}`).toBe(200);
  return json<Rec[]>(response);
};
const created = async (response: Response): Promise<Rec> => {
  expect(response.status, await response.clone().text()).toBe(201);
  return json<Rec>(response);
};
const post = (resource: string, body: Json, token = staff) =>
  server.call(`/api/${resource}`, { token, method: 'POST', json: body });
const read = (token: string, path: string) => server.call(`${GRADEBOOK}${path}`, { token });
const list = async (token: string, path: string, key: string): Promise<Json[]> => {
  const response = await read(token, path);
  expect(response.status, `${path} ${await response.clone().text()}`).toBe(200);
  return (await json<Record<string, Json[]>>(response))[key] ?? [];
};
const codeMinor = async (response: Response) =>
  (await json<{ imsx_CodeMinor: { imsx_codeMinorField: { imsx_codeMinorFieldValue: string }[] } }>(response))
    .imsx_CodeMinor.imsx_codeMinorField[0]?.imsx_codeMinorFieldValue;
const ref = (value: unknown) => (value as { sourcedId: string; href: string; type: string } | undefined) ?? null;

beforeAll(async () => {
  server = await startServer({ KAMPUS_SECRET: 'oneroster-gradebook-spec-signing-secret' });
  const partner = oneRosterClient(server);
  [staff, teacher] = (await Promise.all(
    ['school@kampus.test', 'teacher@kampus.test'].map(async (email) => (await server.login(email)).token),
  )) as [string, string];
  const clientA = await partner.apiKey('school@kampus.test');
  gradebookA = await partner.bearer(clientA, GRADEBOOK_SCOPE);
  rosterOnly = await partner.bearer(clientA, ROSTER_SCOPE);
  // Tokens of one key, with other scopes (a new key would end the key's earlier tokens).
  both = await partner.bearer(clientA, `${ROSTER_SCOPE} ${GRADEBOOK_SCOPE}`);
  gradebookB = await partner.bearer(await partner.apiKey('school2@kampus.test'), GRADEBOOK_SCOPE);

  const [nineA] = await get('/api/classes.json?search=9-A');
  klass = nineA?.id ?? 0;
  school = idOf(nineA?.school);
  const season = idOf(nineA?.season);
  const [found] = await get('/api/students.json?search=Deniz');
  deniz = found?.id ?? 0;
  const members = await get(`/api/class_students.json?classId=${klass}&pagination=false`);
  classmates = [...new Set(members.map((row) => idOf(row.student)))].filter((id) => id !== deniz).slice(0, 2);
  const [tenA] = await get('/api/classes.json?search=10-A');
  otherClass = tenA?.id ?? 0;
  const course = (await created(await post('courses', { school, season, title: 'Literature', code: 'LIT9' }))).id;
  const [policy] = await get('/api/grading_policies.json?isDefault=true');
  const [category] = await get(`/api/grading_categories.json?gradingPolicy=${policy?.id}`);
  homework = category?.id ?? 0;
  const assign = async (title: string, body: Json) =>
    (
      await created(
        await post('assignments', { school, course, kind: 'homework', maxPoints: '20', class: klass, title, ...body }),
      )
    ).id;
  work.essay = await assign('Essay on Yunus Emre', {
    gradingCategory: homework,
    dueDate: '2026-10-05',
    releasedAt: '2026-10-10T09:00',
    description: 'Two pages.',
  });
  work.quiz = await assign('Unreleased quiz', { gradingCategory: homework, releasedAt: null });
  work.points = await assign('Reading log', { releasedAt: '2026-10-10T09:00' });
  work.elsewhere = await assign('Other class work', { class: otherClass, releasedAt: '2026-10-10T09:00' });
  const score = async (key: string, body: Json) => {
    scoreOf[key] = (await created(await post('assignment_scores', { school, ...body }, teacher))).id;
  };
  await score('deniz-essay', {
    assignment: work.essay,
    student: deniz,
    scoreStatus: 'scored',
    points: '17.5',
    daysLate: 2,
    comment: 'Well argued.',
  });
  await score('excused', { assignment: work.essay, student: classmates[0], scoreStatus: 'excused' });
  await score('missing', { assignment: work.essay, student: classmates[1], scoreStatus: 'missing' });
  await score('deniz-quiz', { assignment: work.quiz, student: deniz, scoreStatus: 'scored', points: '9' });
});
afterAll(() => server.close());

describe('the gradebook service', () => {
  it("opens to the gradebook's scope only, as the roster opens to the roster's (403 forbidden otherwise)", async () => {
    const refused = await read(rosterOnly, '/results');
    expect(refused.status).toBe(403);
    expect(await codeMinor(refused)).toBe('forbidden');
    const rosterRefused = await server.call(`${ROSTERING}/users`, { token: gradebookA });
    expect(rosterRefused.status).toBe(403);
    // One token may carry both.
    expect((await read(both, '/lineItems')).status).toBe(200);
    expect((await server.call(`${ROSTERING}/users?limit=1`, { token: both })).status).toBe(200);
  });

  it('answers graded work as line items, each naming its class, school, season and category', async () => {
    const items = await list(gradebookA, '/lineItems?limit=1000', 'lineItems');
    const essay = items.find((row) => row.sourcedId === `lineitem-${work.essay}`);
    expect(essay).toMatchObject({
      status: 'active',
      title: 'Essay on Yunus Emre',
      description: 'Two pages.',
      dueDate: '2026-10-05T23:59:59.000Z',
      resultValueMin: 0,
      resultValueMax: 20,
      class: { sourcedId: `class-${klass}`, type: 'class', href: `${ROSTERING}/classes/class-${klass}` },
      school: { sourcedId: `school-${school}`, type: 'org' },
      category: {
        sourcedId: `category-${homework}`,
        type: 'category',
        href: `${GRADEBOOK}/categories/category-${homework}`,
      },
    });
    expect(String(essay?.assignDate)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(ref(essay?.academicSession)?.sourcedId).toMatch(/^season-\d+$/);
    // Unreleased work is listed (its scores are not); work of no category names the school's "Uncategorised".
    expect(items.map((row) => row.sourcedId)).toContain(`lineitem-${work.quiz}`);
    const points = items.find((row) => row.sourcedId === `lineitem-${work.points}`);
    expect(ref(points?.category)?.sourcedId).toBe(`uncategorised-${school}`);
    const uncategorised = await json<{ category: Json }>(await read(gradebookA, `/categories/uncategorised-${school}`));
    expect(uncategorised.category).toMatchObject({ title: 'Uncategorised', status: 'active' });
    expect(
      (await json<{ category: Json }>(await read(gradebookA, `/categories/category-${homework}`))).category,
    ).toHaveProperty('weight');
    const classItems = await list(gradebookA, `/classes/class-${klass}/lineItems?limit=1000`, 'lineItems');
    expect(classItems.map((row) => row.sourcedId)).toEqual(
      expect.arrayContaining([`lineitem-${work.essay}`, `lineitem-${work.quiz}`, `lineitem-${work.points}`]),
    );
    expect(classItems.map((row) => row.sourcedId)).not.toContain(`lineitem-${work.elsewhere}`);
    expect(
      (await json<{ lineItem: Json }>(await read(gradebookA, `/lineItems/lineitem-${work.essay}`))).lineItem,
    ).toMatchObject({ title: 'Essay on Yunus Emre' });
  });

  it('answers the scores of released work as results, in the binding vocabulary, and never an unreleased one', async () => {
    const results = await list(
      gradebookA,
      `/classes/class-${klass}/lineItems/lineitem-${work.essay}/results`,
      'results',
    );
    const byStudent = new Map(results.map((row) => [ref(row.student)?.sourcedId, row]));
    expect(byStudent.get(`student-${deniz}`)).toMatchObject({
      sourcedId: `result-${scoreOf['deniz-essay']}`,
      lineItem: { sourcedId: `lineitem-${work.essay}`, type: 'lineItem' },
      class: { sourcedId: `class-${klass}` },
      scoreStatus: 'fully graded',
      score: 17.5,
      comment: 'Well argued.',
      late: true,
      missing: false,
    });
    expect(String(byStudent.get(`student-${deniz}`)?.scoreDate)).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(byStudent.get(`student-${classmates[0]}`)).toMatchObject({ scoreStatus: 'exempt', late: false });
    expect(byStudent.get(`student-${classmates[0]}`)).not.toHaveProperty('score');
    expect(byStudent.get(`student-${classmates[1]}`)).toMatchObject({ scoreStatus: 'not submitted', missing: true });
    // The quiz is not released: its line item is there, its score is not, on any path.
    expect(
      await list(gradebookA, `/classes/class-${klass}/lineItems/lineitem-${work.quiz}/results`, 'results'),
    ).toEqual([]);
    const all = await list(gradebookA, '/results?limit=10000', 'results');
    expect(all.map((row) => row.sourcedId)).not.toContain(`result-${scoreOf['deniz-quiz']}`);
    expect((await read(gradebookA, `/results/result-${scoreOf['deniz-quiz']}`)).status).toBe(404);
    const denizResults = await list(gradebookA, `/classes/class-${klass}/students/student-${deniz}/results`, 'results');
    expect(denizResults.map((row) => row.sourcedId)).toContain(`result-${scoreOf['deniz-essay']}`);
    expect(denizResults.map((row) => row.sourcedId)).not.toContain(`result-${scoreOf['deniz-quiz']}`);
    expect(denizResults).toAllSatisfy((row: Json) => ref(row.student)?.sourcedId === `student-${deniz}`);
    // A student of another class is not under this one.
    const outsider = (await get(`/api/class_students.json?classId=${otherClass}&itemsPerPage=1`))[0]?.student;
    expect((await read(gradebookA, `/classes/class-${klass}/students/student-${idOf(outsider)}/results`)).status).toBe(
      404,
    );
    // Filtered and selected as every collection is.
    const exempt = await list(
      gradebookA,
      `/results?filter=${encodeURIComponent("scoreStatus='exempt'")}&fields=sourcedId,scoreStatus`,
      'results',
    );
    expect(exempt).toContainEqual({ sourcedId: `result-${scoreOf.excused}`, scoreStatus: 'exempt' });
    expect(exempt).toAllSatisfy((row: Json) => Object.keys(row).length === 2);

    // Released now (a time long past on the school's clock): the score appears.
    const released = await server.call(`/api/assignments/${work.quiz}`, {
      token: staff,
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ releasedAt: '2026-01-05T08:00' }),
    });
    expect(released.status).toBe(200);
    expect(
      (await json<{ result: Json }>(await read(gradebookA, `/results/result-${scoreOf['deniz-quiz']}`))).result,
    ).toMatchObject({ score: 9, scoreStatus: 'fully graded' });
  });

  it("answers 404 for a line item of another class under a class, and never shows a key another school's gradebook", async () => {
    const misplaced = await read(gradebookA, `/classes/class-${otherClass}/lineItems/lineitem-${work.essay}/results`);
    expect(misplaced.status).toBe(404);
    expect(await codeMinor(misplaced)).toBe('unknownobject');
    expect(await list(gradebookB, '/lineItems?limit=10000', 'lineItems')).toSatisfy((rows: Json[]) =>
      rows.every((row) => ref(row.school)?.sourcedId !== `school-${school}`),
    );
    expect((await list(gradebookB, '/results?limit=10000', 'results')).map((row) => row.sourcedId)).not.toContain(
      `result-${scoreOf['deniz-essay']}`,
    );
    expect((await read(gradebookB, `/results/result-${scoreOf['deniz-essay']}`)).status).toBe(404);
    expect((await read(gradebookB, `/lineItems/lineitem-${work.essay}`)).status).toBe(404);
    expect((await read(gradebookB, `/classes/class-${klass}/results`)).status).toBe(404);
    expect((await read(gradebookB, `/categories/category-${homework}`)).status).toBe(404);
  });
});

describe('the bulk CSV', () => {
  it('carries categories, line items and the results of released work, with the 1.2 headers', async () => {
    const response = await server.call('/api/oneroster/export', { token: staff });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const table = (name: string) => {
      const [header, ...rows] = parseCsv(strFromU8(files[name] as Uint8Array));
      return {
        header,
        rows: rows.map((row) => Object.fromEntries((header ?? []).map((key, i) => [key, row[i] ?? '']))),
      };
    };
    const results = table('results.csv');
    expect(results.header).toEqual([
      'sourcedId',
      'status',
      'dateLastModified',
      'lineItemSourcedId',
      'studentSourcedId',
      'scoreStatus',
      'score',
      'scoreDate',
      'comment',
      'textScore',
      'classSourcedId',
      'inProgress',
      'incomplete',
      'late',
      'missing',
    ]);
    expect(results.rows.find((row) => row.sourcedId === `result-${scoreOf['deniz-essay']}`)).toMatchObject({
      lineItemSourcedId: `lineitem-${work.essay}`,
      studentSourcedId: `student-${deniz}`,
      scoreStatus: 'fully graded',
      score: '17.5',
      late: 'true',
      status: '',
    });
    const lineItems = table('lineItems.csv');
    expect(lineItems.header?.slice(-4)).toEqual([
      'academicSessionSourcedId',
      'resultValueMin',
      'resultValueMax',
      'schoolSourcedId',
    ]);
    const ids = new Set(lineItems.rows.map((row) => row.sourcedId));
    const categories = new Set(table('categories.csv').rows.map((row) => row.sourcedId));
    for (const row of results.rows) expect(ids.has(row.lineItemSourcedId), row.lineItemSourcedId).toBe(true);
    for (const row of lineItems.rows) expect(categories.has(row.categorySourcedId), row.categorySourcedId).toBe(true);
    const manifest = strFromU8(files['manifest.csv'] as Uint8Array);
    expect(manifest).toContain('file.results,bulk');
    expect(manifest).toContain('file.lineItems,bulk');
  });
});
