import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * Outbound calls that cannot be turned inward (issue 26, item 5). An "internal service" listens on
 * 127.0.0.1 and answers every call with words a school must never read back through us. This
 * server allows no on-premise host (`KAMPUS_OUTBOUND_ALLOW` empty), so a school's store, the
 * BigBlueButton, Drive and OpenID addresses pointed there are refused before any connection: the
 * service counts no call, the client reads a fixed message in its language, the log says why.
 */
const SECRET = 'internal-only: db password is hunter2';
let inside: Server;
let insideUrl = '';
let hits = 0;
let server: TestServer;
const log: string[] = [];
const tokens: Record<string, string> = {};
let schoolId = 0;

beforeAll(async () => {
  inside = createServer((_request, response) => {
    hits += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ error: SECRET }));
  });
  await new Promise<void>((ready) => inside.listen(0, '127.0.0.1', ready));
  const port = (inside.address() as AddressInfo).port;
  insideUrl = `http://127.0.0.1:${port}/`;
  server = await startServer(
    {
      KAMPUS_OUTBOUND_ALLOW: '',
      LOG_LEVEL: 'warn',
      BBB_URL: `${insideUrl}bigbluebutton/`,
      BBB_SECRET: 'secret',
      GOOGLE_DRIVE: 'google',
      GOOGLE_CLIENT_ID: 'kampus-test.apps.googleusercontent.com',
      GOOGLE_DRIVE_API_URL: `http://localhost:${port}/drive/v3`,
      OIDC_ISSUER: `http://localhost:${port}/realms/school`,
      OIDC_CLIENT_ID: 'kampus',
    },
    { logStream: { write: (line) => void log.push(line) } },
  );
  for (const who of ['school', 'teacher', 'parent']) tokens[who] = (await server.login(`${who}@kampus.test`)).token;
  schoolId = (
    await json<{ schoolId: number }>(
      await server.call(`/api/users/${(await server.login('parent@kampus.test')).userId}`, { token: tokens.parent }),
    )
  ).schoolId;
});
afterAll(async () => {
  await server.close();
  await new Promise((done) => inside.close(done));
});

const setStore = async (storeUrl: string) => {
  const response = await server.call(`/en/schools/${schoolId}/configuration`, {
    method: 'PUT',
    token: tokens.school,
    json: {
      configuration: [
        { key: 'storeUrl', value: storeUrl },
        { key: 'storeApiUsername', value: 'Default' },
        { key: 'storeApiKey', value: 'key' },
      ],
    },
  });
  expect(response.status).toBe(200);
};

describe('a school’s store address', () => {
  it.each([
    ['loopback', () => insideUrl],
    ['loopback by name', () => insideUrl.replace('127.0.0.1', 'localhost')],
    ['loopback as one number', () => insideUrl.replace('127.0.0.1', '2130706433')],
    ['loopback in hexadecimal', () => insideUrl.replace('127.0.0.1', '0x7f000001')],
    ['loopback, short form', () => insideUrl.replace('127.0.0.1', '127.1')],
    ['unspecified', () => insideUrl.replace('127.0.0.1', '0.0.0.0')],
    ['cloud metadata (link-local)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['private', () => 'http://10.0.0.1/'],
  ])('reaches no %s host, and the client reads a fixed message', async (_kind, address) => {
    await setStore(address());
    const before = hits;
    const answer = await server.call(`/en/store/${schoolId}/token`, { token: tokens.parent });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ error: 'The store cannot be reached right now. Please try again later.' });
    expect(text).not.toContain('hunter2');
    expect(hits).toBe(before);
    const tr = await json(await server.call(`/tr/store/${schoolId}/token`, { token: tokens.parent }));
    expect(tr).toEqual({ error: 'Mağazaya şu anda ulaşılamıyor. Lütfen daha sonra tekrar deneyin.' });
  });

  it('says why in the server log only', () => {
    const lines = log.join('');
    expect(lines).toContain('outbound call failed');
    expect(lines).toMatch(/refused: loopback address/);
    expect(lines).toMatch(/refused: linkLocal address/);
    expect(lines).toMatch(/refused: private address/);
  });
});

describe('the other outbound calls of this server', () => {
  it('BigBlueButton on a loopback address: 503 with the fixed message, no call made', async () => {
    const [lesson] = await json<{ id: number }[]>(
      await server.call('/api/online_classes.json', { token: tokens.teacher }),
    );
    const before = hits;
    const answer = await server.call(`/en/online-classes/${lesson?.id}/provider`, { token: tokens.teacher });
    expect(answer.status).toBe(503);
    const text = await answer.text();
    expect(text).toContain('The online class service did not answer.');
    expect(text).not.toContain('hunter2');
    expect(hits).toBe(before);
  });

  it('the Drive API on a loopback name: 502 with the fixed message, no call made', async () => {
    const before = hits;
    const answer = await server.call('/api/filemanager/drive', {
      method: 'POST',
      token: tokens.school,
      json: { accessToken: 'ya29.token' },
    });
    expect(answer.status).toBe(502);
    expect((await json<{ detail: string }>(answer)).detail).toBe('Google Drive cannot be reached right now.');
    expect(hits).toBe(before);
  });

  it('OpenID discovery on a loopback name: the login page says the provider is unavailable, no call made', async () => {
    const before = hits;
    const answer = await server.call('/en/oidc/authorize', { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toContain('oidcError=oidc.unavailable');
    expect(hits).toBe(before);
  });
});
