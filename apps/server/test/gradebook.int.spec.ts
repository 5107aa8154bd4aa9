/**
 * Grading scales and policies over HTTP (issue 31, docs/gradebook.md "Rules"): the demo's scales and
 * default policy read back into the contract's arithmetic; category weights capped at 100 and
 * complete before a policy is used; one default policy a school; a scale's bands kept in order;
 * everything refused on its field in the caller's language; another school's records 404.
 */
import {
  courseGrade,
  policyFromRecords,
  scaleFromRecords,
  type gradingCategories,
  type gradingPolicies,
  type gradingScaleBands,
  type gradingScales,
  type RowOf,
} from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

type Rec = Record<string, unknown> & { id: number };
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}

let server: TestServer;
let school: string;
let school2: string;
let parent: string;

beforeAll(async () => {
  server = await startServer();
  [school, school2, parent] = (await Promise.all(
    ['school@kampus.test', 'school2@kampus.test', 'parent@kampus.test'].map(
      async (email) => (await server.login(email)).token,
    ),
  )) as [string, string, string];
});
afterAll(() => server.close());

const call = (path: string, init: { token?: string; method?: string; json?: unknown; language?: string } = {}) =>
  server.call(path, {
    token: init.token ?? school,
    ...(init.method ? { method: init.method } : {}),
    ...(init.json === undefined ? {} : { json: init.json }),
    ...(init.language ? { headers: { 'accept-language': init.language } } : {}),
  });
const get = async <T = Rec[]>(path: string, token = school): Promise<T> => json<T>(await call(path, { token }));
const post = (resource: string, body: Record<string, unknown>, init: { token?: string; language?: string } = {}) =>
  call(`/api/${resource}`, { ...init, method: 'POST', json: body });
const patch = (resource: string, id: number, body: Record<string, unknown>, init: { language?: string } = {}) =>
  server.call(`/api/${resource}/${id}`, {
    token: school,
    method: 'PATCH',
    headers: {
      'content-type': 'application/merge-patch+json',
      ...(init.language ? { 'accept-language': init.language } : {}),
    },
    body: JSON.stringify(body),
  });
/** The violations as a reader sees them: the field and the message in their language (the code aside). */
const violations = async (response: Response) =>
  ((await json<Problem>(response)).violations ?? []).map(({ propertyPath, message }) => ({ propertyPath, message }));
const created = async (response: Response): Promise<Rec> => {
  expect(response.status, await response.clone().text()).toBe(201);
  return json<Rec>(response);
};

const scaleId = async (title: string, token = school) =>
  (await get('/api/grading_scales.json', token)).find((row) => row.title === title)?.id ?? 0;
const TURKISH = 'Turkish national scale (1–5)';
const US = 'US letter grades (A–F)';

describe('the demo', () => {
  it('has both scales and a complete default policy, which the contract’s arithmetic reads as they are stored', async () => {
    const scales = await get<RowOf<typeof gradingScales>[]>('/api/grading_scales.json');
    expect(scales.map((row) => row.title)).toEqual(expect.arrayContaining([TURKISH, US]));
    const turkish = scales.find((row) => row.title === TURKISH);
    expect(turkish).toMatchObject({ scaleKind: 'one_to_hundred', passMark: '50.00', rounding: 'half_up', decimals: 2 });
    const bands = await get<RowOf<typeof gradingScaleBands>[]>(
      `/api/grading_scale_bands.json?gradingScale=${turkish?.id}`,
    );
    expect(bands.map((row) => [row.bandLabel, row.minPercent, row.passing])).toEqual([
      ['5', '85.00', true],
      ['4', '70.00', true],
      ['3', '55.00', true],
      ['2', '45.00', true],
      ['1', '0.00', false],
    ]);

    const [policy, ...others] = await get<RowOf<typeof gradingPolicies>[]>('/api/grading_policies.json?isDefault=true');
    expect(others).toEqual([]);
    expect(policy).toMatchObject({
      title: 'Default policy',
      gradingMethod: 'weighted_categories',
      missingWork: 'zero',
    });
    const categories = await get<RowOf<typeof gradingCategories>[]>(
      `/api/grading_categories.json?gradingPolicy=${policy?.id}`,
    );
    expect(categories.map((row) => [row.title, row.weight, row.dropLowest])).toEqual([
      ['Exams', 60, 0],
      ['Homework', 20, 1],
      ['Participation', 20, 0],
    ]);

    // The API's rows are the wire form (references as IRIs): read them back as ids.
    const idOf = (value: unknown) => Number(String(value).split('/').pop());
    const rules = policyFromRecords(
      { ...policy, id: Number(policy?.id) } as RowOf<typeof gradingPolicies>,
      categories.map((row) => ({ ...row, gradingPolicy: idOf(row.gradingPolicy) })),
    );
    const scale = scaleFromRecords(
      turkish as RowOf<typeof gradingScales>,
      bands.map((row) => ({ ...row, gradingScale: idOf(row.gradingScale) })),
    );
    const [exams, homework, participation] = rules.categories.map((category) => category.key);
    const grade = courseGrade(rules, scale, [
      { id: 1, category: exams, earned: '78', possible: '100' },
      { id: 2, category: exams, earned: '92', possible: '100' },
      { id: 3, category: homework, earned: '8', possible: '10' },
      { id: 4, category: homework, earned: '10', possible: '10' },
      { id: 5, category: homework, earned: '5', possible: '10' },
      { id: 6, category: participation, earned: '18', possible: '20' },
    ]);
    // 0.6 × 85 + 0.2 × 90 (the 5 dropped) + 0.2 × 90 = 87.00: a 5.
    expect(grade).toMatchObject({ percent: '87.00', band: { label: '5' }, passed: true });
  });
});

describe('category weights', () => {
  it('may never add up to more than 100, in the caller’s language; a policy is rebalanced a row at a time', async () => {
    const policy = await created(
      await post('grading_policies', {
        title: 'Science policy',
        gradingScale: `/api/grading_scales/${await scaleId(US)}`,
        gradingMethod: 'weighted_categories',
      }),
    );
    const labs = await created(
      await post('grading_categories', { gradingPolicy: policy.id, title: 'Labs', weight: 70 }),
    );
    const over = await post('grading_categories', { gradingPolicy: policy.id, title: 'Tests', weight: 40 });
    expect(over.status).toBe(422);
    const [english] = await violations(over);
    expect(english).toEqual({
      propertyPath: 'weight',
      message: 'The categories of this policy would weigh 110% in all; they may weigh at most 100%.',
    });
    const turkish = await post(
      'grading_categories',
      { gradingPolicy: policy.id, title: 'Tests', weight: 40 },
      {
        language: 'tr',
      },
    );
    expect((await violations(turkish))[0]?.message).toBe(
      'Bu politikanın kategorilerinin ağırlığı toplam %110 olur; toplam en fazla %100 olabilir.',
    );
    const tests = await created(
      await post('grading_categories', { gradingPolicy: policy.id, title: 'Tests', weight: 30 }),
    );

    // In use by a course, then rebalanced 70/30 → 60/40: lower first (90 for a moment), then raise.
    const [course] = await get('/api/courses.json?itemsPerPage=1');
    expect((await patch('courses', Number(course?.id), { gradingPolicy: policy.id })).status).toBe(200);
    expect((await patch('grading_categories', tests.id, { weight: 50 })).status).toBe(422);
    expect((await patch('grading_categories', labs.id, { weight: 60 })).status).toBe(200);
    expect((await patch('grading_categories', tests.id, { weight: 40 })).status).toBe(200);
  });

  it('must add up to 100 before a weighted policy is used: named by a course, made the default, turned weighted', async () => {
    const half = await created(
      await post('grading_policies', {
        title: 'Half done',
        gradingScale: `/api/grading_scales/${await scaleId(US)}`,
        gradingMethod: 'total_points',
      }),
    );
    await created(await post('grading_categories', { gradingPolicy: half.id, title: 'Essays', weight: 50 }));
    const [course] = await get('/api/courses.json?itemsPerPage=1');
    // Total points read no weights: a course may use it as it is.
    expect((await patch('courses', Number(course?.id), { gradingPolicy: half.id })).status).toBe(200);
    const turned = await patch('grading_policies', half.id, { gradingMethod: 'weighted_categories' });
    expect(turned.status).toBe(422);
    expect(await violations(turned)).toEqual([
      {
        propertyPath: 'gradingMethod',
        message: 'The categories of this policy weigh 50% in all: a weighted policy can be used once they weigh 100%.',
      },
    ]);

    const weighted = await created(
      await post('grading_policies', {
        title: 'Weighted, half done',
        gradingScale: `/api/grading_scales/${await scaleId(US)}`,
        gradingMethod: 'weighted_categories',
      }),
    );
    await created(await post('grading_categories', { gradingPolicy: weighted.id, title: 'Essays', weight: 50 }));
    const named = await patch('courses', Number(course?.id), { gradingPolicy: weighted.id }, { language: 'de' });
    expect(named.status).toBe(422);
    expect(await violations(named)).toEqual([
      {
        propertyPath: 'gradingPolicy',
        message:
          'Die Kategorien dieser Regel wiegen zusammen 50 %: Eine gewichtete Regel kann erst bei 100 % verwendet werden.',
      },
    ]);
  });
});

describe('the default policy', () => {
  it('is one a school: a second is 422 naming the first; once unset, another complete policy may be it', async () => {
    const [current] = await get('/api/grading_policies.json?isDefault=true');
    const next = await created(
      await post('grading_policies', {
        title: 'Points policy',
        gradingScale: `/api/grading_scales/${await scaleId(TURKISH)}`,
        gradingMethod: 'total_points',
      }),
    );
    const second = await patch('grading_policies', next.id, { isDefault: true }, { language: 'es' });
    expect(second.status).toBe(422);
    expect(await violations(second)).toEqual([
      {
        propertyPath: 'isDefault',
        message: '«Default policy» ya es el criterio predeterminado de este centro: quítele antes esa condición.',
      },
    ]);
    const fresh = await post('grading_policies', {
      title: 'Fresh default',
      gradingScale: `/api/grading_scales/${await scaleId(TURKISH)}`,
      gradingMethod: 'total_points',
      isDefault: true,
    });
    expect(fresh.status).toBe(422);
    expect((await violations(fresh)).map((row) => row.propertyPath)).toEqual(['isDefault']);

    expect((await patch('grading_policies', Number(current?.id), { isDefault: false })).status).toBe(200);
    expect((await patch('grading_policies', next.id, { isDefault: true })).status).toBe(200);
    expect((await get('/api/grading_policies.json?isDefault=true')).map((row) => row.title)).toEqual(['Points policy']);
    // A weighted policy whose categories do not add up cannot be made the default.
    expect((await patch('grading_policies', next.id, { isDefault: false })).status).toBe(200);
    const empty = await created(
      await post('grading_policies', {
        title: 'Empty weighted',
        gradingScale: `/api/grading_scales/${await scaleId(TURKISH)}`,
        gradingMethod: 'weighted_categories',
      }),
    );
    const incomplete = await patch('grading_policies', empty.id, { isDefault: true });
    expect(await violations(incomplete)).toEqual([
      {
        propertyPath: 'isDefault',
        message: 'The categories of this policy weigh 0% in all: a weighted policy can be used once they weigh 100%.',
      },
    ]);
    expect((await patch('grading_policies', Number(current?.id), { isDefault: true })).status).toBe(200);
  });
});

describe('a scale’s bands', () => {
  it('stay in order and unrepeated, each problem on its field', async () => {
    const scale = `/api/grading_scales/${await scaleId(US)}`;
    const band = (body: Record<string, unknown>, language?: string) =>
      post('grading_scale_bands', { gradingScale: scale, ...body }, language ? { language } : {});
    const twice = await band({ minPercent: '90', bandLabel: 'A+', gpaPoints: '4.3' });
    expect(await violations(twice)).toEqual([
      { propertyPath: 'minPercent', message: 'Another band of this scale starts at this percent.' },
    ]);
    const named = await band({ minPercent: '97', bandLabel: 'a', gpaPoints: '4.3' }, 'ar');
    expect(await violations(named)).toEqual([
      { propertyPath: 'bandLabel', message: 'توجد فئة أخرى في هذا السلم بهذا الاسم.' },
    ]);
    const cheaper = await band({ minPercent: '97', bandLabel: 'A+', gpaPoints: '3.5' });
    expect(await violations(cheaper)).toEqual([
      { propertyPath: 'gpaPoints', message: 'A band cannot be worth fewer GPA points than a band below it.' },
    ]);
    await created(await band({ minPercent: '97', bandLabel: 'A+', gpaPoints: '4.3' }));

    const bands = await get(`/api/grading_scale_bands.json?gradingScale=${await scaleId(US)}`);
    expect(bands.map((row) => row.bandLabel)).toEqual(['A+', 'A', 'B', 'C', 'D', 'F']);
    const c = bands.find((row) => row.bandLabel === 'C');
    const failing = await patch('grading_scale_bands', Number(c?.id), { passing: false });
    expect(await violations(failing)).toEqual([
      { propertyPath: 'passing', message: 'A band cannot fail when a band below it passes.' },
    ]);
  });

  it('keep a scale in use: deleting one a policy names is refused', async () => {
    expect((await call(`/api/grading_scales/${await scaleId(TURKISH)}`, { method: 'DELETE' })).status).toBe(409);
  });
});

describe('schools and families', () => {
  it('another school’s scales and policies are 404; its policy cannot be named; a family reads, never writes', async () => {
    const highScale = await scaleId(US);
    const [highPolicy] = await get('/api/grading_policies.json?isDefault=true');
    expect((await call(`/api/grading_scales/${highScale}`, { token: school2 })).status).toBe(404);
    expect((await call(`/api/grading_policies/${highPolicy?.id}`, { token: school2 })).status).toBe(404);
    const moved = await server.call(`/api/grading_scales/${highScale}`, {
      token: school2,
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ passMark: '10' }),
    });
    expect(moved.status).toBe(404);
    expect((await get('/api/grading_scales.json', school2)).map((row) => row.id)).not.toContain(highScale);

    const stranger = await post(
      'grading_categories',
      { gradingPolicy: `/api/grading_policies/${highPolicy?.id}`, title: 'Borrowed', weight: 0 },
      { token: school2 },
    );
    expect(stranger.status).toBe(422);
    expect((await violations(stranger)).map((row) => row.propertyPath)).toEqual(['gradingPolicy']);

    expect((await get('/api/grading_scales.json', parent)).map((row) => row.title)).toContain(US);
    const byParent = await post(
      'grading_scales',
      { title: 'Family scale', scaleKind: 'letter', passMark: '50' },
      {
        token: parent,
      },
    );
    expect(byParent.status).toBe(403);
  });
});
