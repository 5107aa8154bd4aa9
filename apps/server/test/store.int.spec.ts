import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenCartStandIn, type OpenCartStandIn } from './support/opencart-stand-in.ts';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * The store (issue 15, item 5) against a local OpenCart stand-in: the school's configuration names
 * the store and its API user; the token call signs in with the key, the customer call sets the
 * customer by the spec's rule; every refusal is an `{error}` the client shows.
 */
let server: TestServer;
let shop: OpenCartStandIn;
const people: Record<string, { token: string; userId: string }> = {};
let schoolId = 0;
const log: string[] = [];
const logged = (): string => log.join('');

type TokenAnswer = { apiToken?: string; storeUrl?: string; error?: string };
type CustomerAnswer = { customer?: Record<string, string>; error?: string };

beforeAll(async () => {
  shop = await startOpenCartStandIn();
  server = await startServer(
    { OPENCART_TIMEOUT_MS: '500', LOG_LEVEL: 'warn' },
    { logStream: { write: (line) => void log.push(line) } },
  );
  for (const who of ['school', 'school2', 'teacher', 'parent', 'student']) {
    people[who] = await server.login(`${who}@kampus.test`);
  }
  const me = await json<{ schoolId: number }>(
    await server.call(`/api/users/${people.parent?.userId}`, { token: people.parent?.token }),
  );
  schoolId = me.schoolId;
});
afterAll(async () => {
  await server.close();
  await shop.close();
});

const configure = (as: string, entries: Record<string, string | null>) =>
  server.call(`/en/schools/${schoolId}/configuration`, {
    method: 'PUT',
    token: people[as]?.token,
    json: { configuration: Object.entries(entries).map(([key, value]) => ({ key, value })) },
  });
const token = (as: string, lang = 'en', school = schoolId) =>
  server.call(`/${lang}/store/${school}/token`, { token: people[as]?.token });
const customer = (as: string, body: Record<string, unknown>, lang = 'en') =>
  server.call(`/${lang}/store/${schoolId}/customer`, { method: 'POST', token: people[as]?.token, json: body });
const emptyCustomer = { firstname: '', lastname: '', email: '', telephone: '', address: '', altAddress: '' };

describe('the store', () => {
  it('answers {error} while the school has no store, in the reader’s language', async () => {
    expect(await json(await token('parent'))).toEqual({ error: 'The store is not set up for this school yet.' });
    expect(await json(await token('parent', 'tr'))).toEqual({ error: 'Bu okul için mağaza henüz kurulmadı.' });
  });

  it('is set up by staff only, and the API key is read back by staff only', async () => {
    expect((await configure('teacher', { storeUrl: shop.url })).status).toBe(403);
    const saved = await configure('school', {
      storeUrl: shop.url,
      storeApiUsername: shop.username,
      storeApiKey: shop.key,
    });
    expect(saved.status).toBe(200);
    const read = async (as: string) =>
      (
        await json<{ configuration: { key: string; value: string | null }[] }>(
          await server.call(`/en/schools/${schoolId}/configuration`, { token: people[as]?.token }),
        )
      ).configuration.find((entry) => entry.key === 'storeApiKey')?.value;
    expect(await read('school')).toBe(shop.key);
    expect(await read('teacher')).toBeNull();
    const rows = await json<{ key: string; value: string | null }[]>(
      await server.call(`/api/configurations.json?school=${schoolId}&key=storeApiKey`, {
        token: people.teacher?.token,
      }),
    );
    expect(rows.map((row) => row.value)).toEqual([null]);
  });

  it('gives a session token of the store and its address, never the key', async () => {
    const answer = await json<TokenAnswer>(await token('parent'));
    expect(answer.storeUrl).toBe(shop.url);
    expect(shop.sessions.has(answer.apiToken ?? '')).toBe(true);
    expect(JSON.stringify(answer)).not.toContain(shop.key);
  });

  it('makes a parent’s customer from the active student and the parent’s personal data', async () => {
    const patched = await server.call(`/api/users/${people.parent?.userId}`, {
      method: 'PATCH',
      token: people.parent?.token,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ phone: '+90 532 000 11 22', homeAddress: 'Çiçek Sokak 5', workAddress: 'Büro Cad. 9' }),
    });
    expect(patched.status).toBe(200);
    const student = await json<{ name: string; lastName: string; email: string | null }>(
      await server.call(`/en/users/${people.parent?.userId}/student`, { token: people.parent?.token }),
    );
    const { apiToken = '', storeUrl = '' } = await json<TokenAnswer>(await token('parent'));
    // What the body claims does not decide the record: the rule does.
    const answer = await json<CustomerAnswer>(
      await customer('parent', { ...emptyCustomer, storeUrl, apiToken, firstname: 'Somebody' }),
    );
    expect(answer.customer).toEqual({
      firstname: student.name,
      lastname: student.lastName,
      email: student.email || 'parent@kampus.test',
      telephone: '+90 532 000 11 22',
      address: 'Çiçek Sokak 5',
      altAddress: 'Büro Cad. 9',
    });
    expect(shop.sessions.get(apiToken)).toMatchObject({ firstname: student.name, telephone: '+90 532 000 11 22' });
  });

  it('makes a student’s customer from their own account, empty where they have no personal data', async () => {
    const { apiToken = '', storeUrl = '' } = await json<TokenAnswer>(await token('student'));
    const answer = await json<CustomerAnswer>(await customer('student', { ...emptyCustomer, storeUrl, apiToken }));
    // The stand-in, like OpenCart, wants a telephone: the person hears the store refused their
    // details (the page links the account page); the store's own words stay in the log.
    expect(answer.error).toBe('The store refused your customer details.');
    expect(logged()).toContain('Telephone must be between 3 and 32 characters!');
  });

  it('answers the store’s refusal of a stale token as {error}, which clears the client’s token', async () => {
    const answer = await json<CustomerAnswer>(
      await customer('parent', { ...emptyCustomer, storeUrl: shop.url, apiToken: 'no-such-session' }),
    );
    expect(answer.error).toBe('The store refused your customer details.');
  });

  it('refuses a store address that is not the school’s: no request goes where a caller points', async () => {
    const calls = shop.customerCalls.length;
    const response = await customer('parent', { ...emptyCustomer, storeUrl: 'http://169.254.169.254/', apiToken: 'x' });
    expect(response.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string }[] }>(response);
    expect(problem.violations.map((v) => v.propertyPath)).toEqual(['storeUrl']);
    expect(shop.customerCalls.length).toBe(calls);
  });

  it('names missing body fields with 422', async () => {
    const response = await customer('parent', { storeUrl: shop.url });
    expect(response.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string }[] }>(response);
    expect(problem.violations.map((v) => v.propertyPath)).toContain('apiToken');
  });

  it('answers a wrong API key with a fixed message, the store’s words in the log only', async () => {
    expect((await configure('school', { storeApiKey: 'wrong-key' })).status).toBe(200);
    expect(await json(await token('parent'))).toEqual({
      error: "The store refused this school's sign-in. Staff can check the store settings.",
    });
    expect(await json(await token('parent', 'de'))).toEqual({
      error: 'Der Shop hat die Anmeldung dieser Schule abgelehnt. Die Verwaltung kann die Shop-Einstellungen prüfen.',
    });
    expect(logged()).toContain('Incorrect API Key!');
    expect((await configure('school', { storeApiKey: shop.key })).status).toBe(200);
  });

  it('answers {error} when the store does not answer within the time limit', async () => {
    shop.delayMs = 1500;
    try {
      expect(await json(await token('parent'))).toEqual({
        error: 'The store cannot be reached right now. Please try again later.',
      });
    } finally {
      shop.delayMs = 0;
    }
  });

  it('is not another school’s to use', async () => {
    expect((await token('school2')).status).toBe(404);
  });
});
