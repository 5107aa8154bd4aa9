import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * The item read and the unfiltered page are prepared statements shared by every caller of the
 * same visibility shape (core/prepared-reads.ts): each caller must still get their own schools'
 * rows, whichever caller ran the statement before.
 */
let server: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  tokens = {};
  for (const name of ['hq', 'school', 'school2']) tokens[name] = (await server.login(`${name}@kampus.test`)).token;
});
afterAll(() => server.close());

interface Page {
  'hydra:totalItems': number;
  'hydra:member': { '@id': string; schoolId: number | null }[];
}

const page = async (token: string | undefined): Promise<Page> =>
  json<Page>(await server.call('/api/users.jsonld?order[lastName]=asc&itemsPerPage=500', { token }));

describe('prepared reads answer each caller with their own values', () => {
  it('a page by several schools, then by one, then by another one, then by several again', async () => {
    const hq = await page(tokens.hq);
    const school = await page(tokens.school);
    const school2 = await page(tokens.school2);
    const schools = (p: Page) => new Set(p['hydra:member'].map((user) => user.schoolId));
    expect(schools(school).size).toBe(1);
    expect(schools(school2).size).toBe(1);
    expect([...schools(school)]).not.toEqual([...schools(school2)]);
    expect(school['hydra:totalItems']).toBe(school['hydra:member'].length);
    expect(hq['hydra:totalItems']).toBeGreaterThanOrEqual(school['hydra:totalItems'] + school2['hydra:totalItems']);
    expect(await page(tokens.hq)).toEqual(hq);
  });

  it("an item of one school is 404 to another school's admin after its own admin read it", async () => {
    const [first] = (await page(tokens.school))['hydra:member'];
    if (!first) throw new Error('the demo school has users');
    expect((await server.call(first['@id'], { token: tokens.school })).status).toBe(200);
    expect((await server.call(first['@id'], { token: tokens.school2 })).status).toBe(404);
    expect((await server.call(first['@id'], { token: tokens.hq })).status).toBe(200);
  });
});
