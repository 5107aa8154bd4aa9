import { DRIVE_SCOPE } from '@kampus/contract';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * The local Drive (GOOGLE_DRIVE=local, the default without GOOGLE_CLIENT_ID): its sign-in page
 * runs an OAuth 2.0 implicit grant as Google's does, and the Drive tab's listing reads the demo
 * drive in DATA_DIR/drive with the token it issued.
 */
const AUTHORIZE = '/local-drive/o/oauth2/v2/auth';
const dataDir = mkdtempSync(join(tmpdir(), 'kampus-local-drive-'));
let server: TestServer;
let token: string;
let callback: string;

interface Page {
  files: { id: string; name: string; mimeType: string; size?: string; modifiedTime?: string; parents?: string[] }[];
  nextPageToken: string | null;
}

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir });
  token = (await server.login('school@kampus.test')).token;
  callback = `${server.url}/drive-callback.html`;
});
afterAll(() => server.close());

const authorizeQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: 'kampus',
    redirect_uri: callback,
    response_type: 'token',
    scope: DRIVE_SCOPE,
    state: 'state-1',
    ...overrides,
  });

/** The person's decision on the sign-in page, as its form posts it. */
const decide = (decision: 'allow' | 'cancel') =>
  server.call(AUTHORIZE, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `${authorizeQuery().toString()}&decision=${decision}`,
  });

const fragmentOf = (response: Response): URLSearchParams => {
  const location = response.headers.get('location') ?? '';
  expect(location.startsWith(`${callback}#`)).toBe(true);
  return new URLSearchParams(location.slice(location.indexOf('#') + 1));
};

/** A Drive access token as the sign-in page hands it to the callback page. */
const signIn = async (): Promise<string> => fragmentOf(await decide('allow')).get('access_token') ?? '';

const list = (accessToken: string, pageToken?: string) =>
  server.call('/api/filemanager/drive', {
    method: 'POST',
    token,
    json: { accessToken, ...(pageToken === undefined ? {} : { pageToken }) },
  });

describe('the local Drive', () => {
  it('is where the Drive tab signs in when no Google client id is set, for staff and teachers', async () => {
    const settings = await server.call('/api/filemanager/drive/sign-in', { token });
    expect(settings.status).toBe(200);
    expect(await settings.json()).toEqual({
      provider: 'local',
      authorizationUrl: AUTHORIZE,
      clientId: 'kampus',
      scope: DRIVE_SCOPE,
    });
    const parent = (await server.login('parent@kampus.test')).token;
    expect((await server.call('/api/filemanager/drive/sign-in', { token: parent })).status).toBe(403);
  });

  it('shows its sign-in page in the reader’s language, as a form posting back to itself', async () => {
    const page = await server.call(`${AUTHORIZE}?${authorizeQuery().toString()}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('<h1>Sign in to the local Drive</h1>');
    expect(html).toContain('Kampus wants to see the names, types, sizes and dates of the files in the local Drive.');
    expect(html).toContain(`<form method="post" action="${AUTHORIZE}">`);
    expect(html).toContain('value="state-1"');
    const turkish = await server.call(`${AUTHORIZE}?${authorizeQuery().toString()}`, {
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
    });
    expect(await turkish.text()).toContain('<h1>Yerel Drive’da oturum açın</h1>');
    // The app's own language, as the tab sends it, before the browser's.
    const arabic = await server.call(`${AUTHORIZE}?${authorizeQuery({ hl: 'ar' }).toString()}`, {
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
    });
    const arabicPage = await arabic.text();
    expect(arabicPage).toContain('<html lang="ar" dir="rtl">');
    expect(arabicPage).toContain('<h1>تسجيل الدخول إلى Drive المحلي</h1>');
  });

  it('sends nothing to an address that is not Kampus’s own callback page, and says why', async () => {
    for (const redirect of [
      'https://attacker.example/drive-callback.html',
      `${server.url}/login`,
      `${callback}?next=/`,
      'not a url',
    ]) {
      const refused = await server.call(`${AUTHORIZE}?${authorizeQuery({ redirect_uri: redirect }).toString()}`, {
        redirect: 'manual',
      });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('location')).toBeNull();
      expect(await refused.text()).toContain('redirect_uri_mismatch');
    }
    const stranger = await server.call(`${AUTHORIZE}?${authorizeQuery({ client_id: 'someone-else' }).toString()}`);
    expect(stranger.status).toBe(400);
    expect(await stranger.text()).toContain('The application that sent you here is not known to the local Drive.');
  });

  it('answers a wrong response type or a wider scope with the implicit grant’s errors', async () => {
    const code = await server.call(`${AUTHORIZE}?${authorizeQuery({ response_type: 'code' }).toString()}`, {
      redirect: 'manual',
    });
    expect(code.status).toBe(302);
    expect(Object.fromEntries(fragmentOf(code))).toEqual({ error: 'unsupported_response_type', state: 'state-1' });
    const wide = await server.call(
      `${AUTHORIZE}?${authorizeQuery({ scope: 'https://www.googleapis.com/auth/drive' }).toString()}`,
      { redirect: 'manual' },
    );
    expect(Object.fromEntries(fragmentOf(wide))).toEqual({ error: 'invalid_scope', state: 'state-1' });
  });

  it('hands a token to the callback page on Allow, and access_denied on Cancel', async () => {
    const allowed = fragmentOf(await decide('allow'));
    expect(allowed.get('token_type')).toBe('Bearer');
    expect(allowed.get('expires_in')).toBe('3599');
    expect(allowed.get('scope')).toBe(DRIVE_SCOPE);
    expect(allowed.get('state')).toBe('state-1');
    expect(allowed.get('access_token')?.length).toBeGreaterThan(20);
    expect(Object.fromEntries(fragmentOf(await decide('cancel')))).toEqual({
      error: 'access_denied',
      state: 'state-1',
    });
  });

  it('lists the demo drive ten a page with Drive’s fields, and what is added to the folder', async () => {
    const accessToken = await signIn();
    const first = await list(accessToken);
    expect(first.status).toBe(200);
    const page = await json<Page>(first);
    expect(page.files).toHaveLength(10);
    expect(page.files[0]).toMatchObject({
      kind: 'drive#file',
      name: 'Lesson plans',
      mimeType: 'application/vnd.google-apps.folder',
    });
    const folderId = page.files[0]?.id;
    expect(page.files[1]).toMatchObject({ name: 'Week 1 - Linear equations.md', mimeType: 'text/markdown' });
    expect(page.files[1]?.parents).toEqual([folderId]);
    expect(page.files.find((file) => file.name === 'Class photo.png')).toMatchObject({ mimeType: 'image/png' });
    expect(Number(page.files[1]?.size)).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(page.files[1]?.modifiedTime ?? ''))).toBe(false);
    expect(page.nextPageToken).toBe('10');

    const second = await json<Page>(await list(accessToken, '10'));
    expect(second.files.map((file) => file.name)).toEqual(['Staff handbook.txt', 'Timetable 2026-2027.csv']);
    expect(second.nextPageToken).toBeNull();

    writeFileSync(join(dataDir, 'drive', 'Zoo trip.txt'), 'Bus at 09:00.\n');
    const grown = await json<Page>(await list(accessToken, '10'));
    expect(grown.files.map((file) => file.name)).toEqual([
      'Staff handbook.txt',
      'Timetable 2026-2027.csv',
      'Zoo trip.txt',
    ]);
  });

  it('refuses as Google does: a tampered or foreign token, a page token it never gave', async () => {
    const accessToken = await signIn();
    const tampered = await list(`${accessToken.slice(0, -4)}AAAA`);
    expect(tampered.status).toBe(502);
    expect((await json<{ detail: string }>(tampered)).detail).toBe(
      'The local Drive answered: Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    );
    // A Kampus session is not a Drive token, and a Drive token opens nothing of Kampus.
    expect((await list(token)).status).toBe(502);
    expect((await server.call('/api/students', { token: accessToken })).status).toBe(401);
    const wrongPage = await list(accessToken, '900');
    expect(wrongPage.status).toBe(502);
    expect((await json<{ detail: string }>(wrongPage)).detail).toBe('The local Drive answered: Invalid Value');
  });
});
