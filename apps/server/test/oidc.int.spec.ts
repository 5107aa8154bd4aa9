import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort, json, startServer, type TestServer } from './harness.ts';
import { CookieJar, browse } from './support/browser-dance.ts';
import { CLIENT_SECRET, KAMPUS_CLIENT, listenProvider, type TestProvider } from './support/oidc-provider.ts';

/*
 * OpenID Connect sign-in against a real provider (oidc-provider) on loopback: the whole redirect
 * dance as a browser makes it, through the provider's own login and consent pages.
 */
let provider: TestProvider;
let server: TestServer;
let publicUrl = '';

beforeAll(async () => {
  provider = await listenProvider();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  server = await startServer(
    {
      KAMPUS_PUBLIC_URL: publicUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: KAMPUS_CLIENT,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_NAME: 'School ID',
    },
    { port },
  );
  await provider.configure(`${publicUrl}/oidc/callback`);
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});
beforeEach(() => provider.mint('valid'));

/** Signs in at the provider as `login` (any password) and answers where Kampus sends the browser back. */
const signInAs = async (login: string, jar = new CookieJar()) => {
  const { landed } = await browse(jar, `${server.url}/en/oidc/authorize`, `${publicUrl}/login`, {
    login,
    password: 'anything',
  });
  return { landed, jar };
};

const refusal = (landed: URL): string | null => landed.searchParams.get('oidcError');

const sessionCount = async (): Promise<number> =>
  Number((await server.sql('select count(*) as n from auth_sessions'))[0]?.n);

describe('OpenID Connect sign-in', () => {
  it('tells the login page which provider to offer', async () => {
    const response = await server.call('/en/oidc/provider');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ name: 'School ID' });
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, and keeps them in an HttpOnly cookie', async () => {
    const response = await server.call('/en/oidc/authorize', { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('client_id')).toBe(KAMPUS_CLIENT);
    expect(location.searchParams.get('redirect_uri')).toBe(`${publicUrl}/oidc/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^kampus_oidc=.+; Max-Age=600; Path=\/oidc; HttpOnly; SameSite=Lax$/);
    // Neither the verifier nor the state is readable in the clear by the page or anyone between.
    expect(cookie).not.toContain(location.searchParams.get('state') ?? '-');
  });

  it('signs a user with a verified e-mail in: the same session a password gives, and the sign-in is audited', async () => {
    const before = await sessionCount();
    const { landed, jar } = await signInAs('Teacher@Kampus.test');
    expect(refusal(landed)).toBeNull();
    const fragment = new URLSearchParams(landed.hash.slice(1));
    const token = fragment.get('oidcToken') ?? '';
    const userId = fragment.get('userId') ?? '';
    expect(await sessionCount()).toBe(before + 1);
    // The state cookie is spent.
    expect(jar.has(publicUrl, 'kampus_oidc')).toBe(false);

    const byPassword = await server.login('teacher@kampus.test');
    expect(userId).toBe(byPassword.userId);
    const schools = await server.call(`/en/users/${userId}/schools`, { token });
    expect(schools.status).toBe(200);
    const passwordSchools = await server.call(`/en/users/${userId}/schools`, { token: byPassword.token });
    expect(await schools.json()).toEqual(await passwordSchools.json());

    const sessions = await server.sql(
      `select s.method from auth_sessions s join users u on u.id = s.user_id where u.uuid = '${userId}'`,
    );
    expect(sessions.map((row) => row.method).sort()).toEqual(['oidc', 'password']);

    // What an auditor sees: who came in, through which provider, from where.
    const admin = await server.login('admin@kampus.test');
    const teacher = await json<{ id: number }>(await server.call(`/api/users/${userId}`, { token: admin.token }));
    const trail = await json<{ resource: string; user: string; ip: string; after: Record<string, unknown> }[]>(
      await server.call(`/api/audit_logs.json?action=oidc_login`, { token: admin.token }),
    );
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      resource: 'users',
      recordId: teacher.id,
      user: `/api/users/${teacher.id}`,
      ip: '127.0.0.1',
      after: { issuer: provider.issuer, subject: 'Teacher@Kampus.test', email: 'teacher@kampus.test' },
    });
  });

  it('never creates an account: an e-mail no Kampus user has is refused', async () => {
    const before = await sessionCount();
    const users = Number((await server.sql('select count(*) as n from users'))[0]?.n);
    const { landed } = await signInAs('newcomer@elsewhere.test');
    expect(refusal(landed)).toBe('oidc.unknown_email');
    expect(landed.hash).toBe('');
    expect(await sessionCount()).toBe(before);
    expect(Number((await server.sql('select count(*) as n from users'))[0]?.n)).toBe(users);
  });

  it('refuses an e-mail the provider has not verified, even of an existing account', async () => {
    const before = await sessionCount();
    const { landed } = await signInAs('unverified:teacher@kampus.test');
    expect(refusal(landed)).toBe('oidc.unverified_email');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an inactive or expired account as a password sign-in does, with the same message', async () => {
    const admin = await server.login('admin@kampus.test');
    const make = async (email: string, extra: Record<string, unknown>) => {
      const created = await server.call('/api/users', {
        method: 'POST',
        token: admin.token,
        json: { name: 'Quiet', lastName: 'Account', email, userType: '/api/user_types/5', schoolId: 3, ...extra },
      });
      expect(created.status).toBe(201);
    };
    await make('inactive.oidc@example.org', { isActive: false });
    await make('expired.oidc@example.org', { expiresAt: '2020-01-01' });
    const before = await sessionCount();
    expect(refusal((await signInAs('inactive.oidc@example.org')).landed)).toBe('login.inactive');
    expect(refusal((await signInAs('expired.oidc@example.org')).landed)).toBe('login.expired');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an ID token addressed to another application', async () => {
    provider.mint('other-audience');
    const before = await sessionCount();
    const { landed } = await signInAs('teacher@kampus.test');
    expect(refusal(landed)).toBe('oidc.wrong_audience');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an expired ID token', async () => {
    provider.mint('expired');
    const before = await sessionCount();
    const { landed } = await signInAs('teacher@kampus.test');
    expect(refusal(landed)).toBe('oidc.expired_token');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    provider.mint('other-nonce');
    const before = await sessionCount();
    const { landed } = await signInAs('teacher@kampus.test');
    expect(refusal(landed)).toBe('oidc.bad_state');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a return this browser did not start, or whose state was changed', async () => {
    const jar = new CookieJar();
    const start = await server.call('/en/oidc/authorize', { redirect: 'manual' });
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const noCookie = await server.call(`/oidc/callback?code=abc&state=${state}`, { redirect: 'manual' });
    expect(noCookie.status).toBe(302);
    expect(refusal(new URL(noCookie.headers.get('location') ?? ''))).toBe('oidc.bad_state');

    jar.store(new URL(server.url), start);
    const changed = await server.call(`/oidc/callback?code=abc&state=${state}x`, {
      redirect: 'manual',
      headers: { cookie: jar.header(new URL(server.url)) },
    });
    expect(refusal(new URL(changed.headers.get('location') ?? ''))).toBe('oidc.bad_state');
  });

  it('says so when the user cancels at the provider', async () => {
    const jar = new CookieJar();
    const { landed } = await browse(jar, `${server.url}/en/oidc/authorize`, `${provider.issuer}/interaction/`);
    // The development login page's "Cancel" link: the provider answers access_denied.
    const aborted = await browse(jar, `${landed.href.replace(/\/login$/, '')}/abort`, `${publicUrl}/login`);
    expect(refusal(aborted.landed)).toBe('oidc.denied');
  });
});
