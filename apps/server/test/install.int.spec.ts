import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    KAMPUS_DEMO: '0',
    KAMPUS_SUPERADMIN_EMAIL: 'It@School.org',
    KAMPUS_SUPERADMIN_PASSWORD: 'S3cure!pass',
    KAMPUS_HEADQUARTERS: 'Anadolu Okulları',
  });
});
afterAll(() => server.close());

describe('an installation without demo data', () => {
  it('has no demo account, and the superadmin from the environment at its own headquarters', async () => {
    await expect(server.login('admin@kampus.test')).rejects.toThrow(/401/);
    const { token } = await server.login('it@school.org', 'S3cure!pass');
    const schools = await json<{ title: string; type: string }[]>(await server.call('/api/schools.json', { token }));
    expect(schools).toEqual([expect.objectContaining({ title: 'Anadolu Okulları', type: 'headquarters' })]);
  });

  it('serves the help pages to that superadmin only', async () => {
    const { token } = await server.login('it@school.org', 'S3cure!pass');
    const page = await server.call('/en/help/users', { token });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/markdown');
    expect(await page.text()).toMatch(/^#+ Users/m);
    expect((await server.call('/tr/help/users', { token })).status).toBe(200);
    expect((await server.call('/en/help/no-such-page', { token })).status).toBe(404);
    expect((await server.call('/en/help/..%2F..%2FREADME', { token })).status).toBe(404);
  });
});
