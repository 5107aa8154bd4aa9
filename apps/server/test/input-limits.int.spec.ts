/**
 * Input the database cannot hold is refused with a clear 4xx before any SQL runs (issue 9,
 * item 6): NUL bytes, ids and integers beyond int4, pages beyond any offset, decimals beyond
 * their column or their declared min/max. A bad body field is 422 naming it, a bad filter or
 * page 400, a bad path id 404, a bad header 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: string;
let school: string;
let teacher: string;
let highId: number;

type Problem = { status: number; violations?: { propertyPath: string; message: string; code: string }[] };
const fieldsOf = async (response: Response): Promise<string[]> =>
  ((await json<Problem>(response)).violations ?? []).map((v) => v.propertyPath);

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@kampus.test')).token;
  school = (await server.login('school@kampus.test')).token;
  teacher = (await server.login('teacher@kampus.test')).token;
  const schools = await json<{ id: number; title: string }[]>(await server.call('/api/schools.json', { token: admin }));
  highId = schools.find((s) => s.title === 'Demo High School')?.id ?? 0;
});
afterAll(() => server.close());

const post = (path: string, body: unknown, token?: string) =>
  server.call(path, { method: 'POST', json: body, ...(token ? { token } : {}) });
const patch = (path: string, body: unknown, token: string) =>
  server.call(path, {
    method: 'PATCH',
    body: JSON.stringify(body),
    token,
    headers: { 'content-type': 'application/merge-patch+json' },
  });

describe('NUL bytes', () => {
  it('a NUL in the login e-mail is 422 on that field, without signing in', async () => {
    const response = await post('/en/login', { email: 'a\u0000b@x.io', pwd: 'x' });
    expect(response.status).toBe(422);
    expect(await fieldsOf(response)).toEqual(['email']);
  });
  it('a NUL in a nested body field is 422 naming its path', async () => {
    const response = await post('/en/login', { email: 'a@x.io', pwd: 'x', extra: { list: ['ok', 'b\u0000'] } });
    expect(response.status).toBe(422);
    expect(await fieldsOf(response)).toEqual(['extra.list.1']);
  });
  it('a NUL in a resource text field is 422 on that field', async () => {
    const response = await post('/api/grade_levels', { title: 'Grade\u0000 X' }, school);
    expect(response.status).toBe(422);
    expect(await fieldsOf(response)).toEqual(['title']);
  });
  it('a NUL in a search or filter is 400', async () => {
    expect((await server.call('/api/users.json?search=a%00b', { token: school })).status).toBe(400);
    expect((await server.call('/api/user_types.json?loginType=a%00', { token: admin })).status).toBe(400);
  });
  it('the engine refuses a NUL in text even where the edge does not look (the web forms share it)', async () => {
    const { normalizeField } = await import('@kampus/contract');
    expect(normalizeField({ kind: 'text' }, 'a\u0000')).toEqual({ ok: false, message: 'validation.invalid_text' });
  });
});

describe('ids and integers beyond int4', () => {
  it('a path id above 2^31-1 is 404', async () => {
    expect((await server.call('/api/schools/2147483648', { token: admin })).status).toBe(404);
    expect((await server.call('/api/grade_levels/99999999999999999999', { token: school })).status).toBe(404);
    expect((await patch('/api/schools/2147483648', { title: 'x' }, admin)).status).toBe(404);
    expect((await server.call('/api/schools/2147483648', { method: 'DELETE', token: admin })).status).toBe(404);
  });
  it('a module route id above 2^31-1 is 404', async () => {
    expect(
      (await server.call('/api/schools/2147483648/images/smallLogo', { method: 'PUT', token: admin })).status,
    ).toBe(404);
  });
  it('a filter above 2^31-1 is 400', async () => {
    expect((await server.call('/api/grade_levels.json?school=99999999999', { token: school })).status).toBe(400);
    expect((await server.call('/api/grade_levels.json?id=2147483648', { token: school })).status).toBe(400);
  });
  it('a schoolId or seasonId header above 2^31-1 is 403, for any user', async () => {
    for (const token of [admin, teacher]) {
      for (const header of ['seasonId', 'schoolId']) {
        const response = await server.call('/api/grade_levels.json', { token, headers: { [header]: '2147483648' } });
        expect(response.status, header).toBe(403);
      }
    }
  });
  it('a reference above 2^31-1 in a body is 422 on that field', async () => {
    const setting = { title: 'Big', bankAccountId: 99999999999 };
    const byNumber = await post('/api/bank_account_settings', setting, school);
    expect(byNumber.status).toBe(422);
    expect(await fieldsOf(byNumber)).toEqual(['bankAccountId']);
    const byIri = await post(
      '/api/bank_account_settings',
      { ...setting, bankAccountId: '/api/bank_accounts/99999999999' },
      school,
    );
    expect(byIri.status).toBe(422);
    expect(await fieldsOf(byIri)).toEqual(['bankAccountId']);
  });
  it('an integer above 2^31-1 in a body is 422 on that field', async () => {
    const response = await post(
      '/api/user_types',
      { userType: 'Big', loginType: 'teacher', typeOrder: 2 ** 31 },
      admin,
    );
    expect(response.status).toBe(422);
    expect(await fieldsOf(response)).toEqual(['typeOrder']);
  });
});

describe('paging', () => {
  it('a page beyond any offset is 400', async () => {
    expect((await server.call('/api/grade_levels.json?page=99999999999999999999', { token: school })).status).toBe(400);
    expect((await server.call('/api/grade_levels.json?page=2147483648', { token: school })).status).toBe(400);
    expect(
      (await server.call('/api/grade_levels.json?itemsPerPage=99999999999999999999', { token: school })).status,
    ).toBe(400);
  });
  it('a far but possible page answers an empty list', async () => {
    const response = await server.call('/api/grade_levels.json?page=2147483647&itemsPerPage=500', { token: school });
    expect(response.status).toBe(200);
    expect(await json<unknown[]>(response)).toEqual([]);
  });
});

describe('decimals', () => {
  const setting = async (posCommissionRate: unknown) => {
    const account = await json<{ id: number }>(
      await post('/api/bank_accounts', { accountName: `POS ${String(posCommissionRate)}` }, school),
    );
    return post(
      '/api/bank_account_settings',
      { bankAccountId: account.id, title: 'Rate', posCommissionRate, school: `/api/schools/${highId}` },
      school,
    );
  };
  it.each([[1000], [150], [-50], ['12.345'], ['1e3'], ['99999999999999999999']])(
    'posCommissionRate %j is 422 on that field',
    async (rate) => {
      const response = await setting(rate);
      expect(response.status).toBe(422);
      expect(await fieldsOf(response)).toEqual(['posCommissionRate']);
    },
  );
  it('a rate within the column and the declared range is stored', async () => {
    const response = await setting('12.5');
    expect(response.status).toBe(200);
    expect((await json<{ posCommissionRate: string }>(response)).posCommissionRate).toBe('12.50');
  });
});

describe('lengths', () => {
  it('an e-mail longer than any address is 422 on that field at sign-in (found by the fuzzer, seed 7 full)', async () => {
    const response = await post('/en/login', { email: 'x'.repeat(1024 * 1024), pwd: 'x' });
    expect(response.status).toBe(422);
    expect(await fieldsOf(response)).toEqual(['email']);
  });
});

describe('odd encodings', () => {
  it('a file path with a bare percent is 4xx, not 500', async () => {
    const response = await server.call('/files/%25');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
