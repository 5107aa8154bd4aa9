import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/*
 * The providers' key sets are served by a local HTTP server; tokens are signed with its private
 * keys, exactly as Google or Facebook sign theirs. The server under test knows only the JWKS URL.
 */
const GOOGLE_CLIENT = 'kampus-test.apps.googleusercontent.com';
const FACEBOOK_APP = '1234567890';

let server: TestServer;
let jwksServer: Server;
let googleKey: CryptoKey;
let facebookKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  const facebook = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  facebookKey = facebook.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const sets: Record<string, unknown> = {
    '/google/certs': { keys: [{ ...(await exportJWK(google.publicKey)), kid: 'g1', alg: 'RS256', use: 'sig' }] },
    '/facebook/jwks': { keys: [{ ...(await exportJWK(facebook.publicKey)), kid: 'f1', alg: 'RS256', use: 'sig' }] },
  };
  jwksServer = createServer((request, response) => {
    const set = sets[request.url ?? ''];
    response.writeHead(set ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(set ?? {}));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`;
  server = await startServer({
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
    GOOGLE_JWKS_URL: `${base}/google/certs`,
    FACEBOOK_APP_ID: FACEBOOK_APP,
    FACEBOOK_JWKS_URL: `${base}/facebook/jwks`,
  });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

const idToken = (
  key: CryptoKey,
  claims: { sub: string; email?: string },
  options: { kid?: string; issuer?: string; audience?: string; expires?: string } = {},
) =>
  new SignJWT({ email: claims.email })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'g1' })
    .setSubject(claims.sub)
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? GOOGLE_CLIENT)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '10m')
    .sign(key);

afterEach(() => {
  vi.useRealTimers();
});

const post = (path: string, body: unknown, token?: string) =>
  server.call(path, { method: 'POST', json: body, ...(token ? { token } : {}) });

describe('social login', () => {
  it("answers 'Google user not registered!' in the path language for an account no one linked", async () => {
    const token = await idToken(googleKey, { sub: 'google-111', email: 'someone@gmail.com' });
    const en = await post('/en/social-login/google', { idToken: token });
    expect(en.status).toBe(404);
    expect((await json(en)).error).toBe('Google user not registered!');
    const tr = await post('/tr/social-login/google', { idToken: token });
    expect((await json(tr)).error).toBe('Google kullanıcısı kayıtlı değil!');
  });

  it('links a verified Google account on the account page, then signs its user in with it; unlinking ends that', async () => {
    const parent = await server.login('parent@kampus.test');
    const token = await idToken(googleKey, { sub: 'google-222', email: 'Pelin.Veli@gmail.com' });
    const linked = await post('/en/social-link/google', { idToken: token }, parent.token);
    expect(linked.status).toBe(201);
    const link = await json<{ id: number; googleUserId: string; googleEmail: string; user: string }>(linked);
    expect(link).toMatchObject({ googleUserId: 'google-222', googleEmail: 'pelin.veli@gmail.com' });
    expect((await post('/en/social-link/google', { idToken: token }, parent.token)).status).toBe(200);

    const mine = await json<unknown[]>(await server.call('/api/google_users.json', { token: parent.token }));
    expect(mine).toHaveLength(1);
    const teacher = await server.login('teacher@kampus.test');
    expect(await json(await server.call('/api/google_users.json', { token: teacher.token }))).toEqual([]);
    // Someone else cannot take over the link with the same Google account.
    const taken = await post('/en/social-link/google', { idToken: token }, teacher.token);
    expect(taken.status).toBe(409);

    const login = await post('/en/social-login/google', { idToken: token });
    expect(login.status).toBe(200);
    const answer = await json<{ userId: string; accessToken: string }>(login);
    expect(answer.userId).toBe(parent.userId);
    const me = await server.call(`/api/users/${answer.userId}`, { token: answer.accessToken });
    expect((await json(me)).email).toBe('parent@kampus.test');

    expect((await server.call(`/api/google_users/${link.id}`, { method: 'DELETE', token: parent.token })).status).toBe(
      204,
    );
    expect((await post('/en/social-login/google', { idToken: token })).status).toBe(404);
  });

  it('refuses tokens that are not good: wrong key, audience, issuer, expired, or no token', async () => {
    const parent = await server.login('parent@kampus.test');
    await post('/en/social-link/google', { idToken: await idToken(googleKey, { sub: 'google-333' }) }, parent.token);
    const bad = [
      await idToken(strangerKey, { sub: 'google-333' }),
      await idToken(googleKey, { sub: 'google-333' }, { audience: 'someone-else' }),
      await idToken(googleKey, { sub: 'google-333' }, { issuer: 'https://evil.example.org' }),
      await idToken(googleKey, { sub: 'google-333' }, { expires: '-1m' }),
      'not.a.token',
    ];
    for (const token of bad) {
      const response = await post('/en/social-login/google', { idToken: token });
      expect(response.status).toBe(401);
      expect((await json(response)).error).toBe('The sign-in could not be verified.');
    }
    expect((await post('/en/social-login/google', {})).status).toBe(422);
    expect((await post('/en/social-login/myspace', { idToken: 'x' })).status).toBe(404);
    expect((await post('/en/social-link/google', { idToken: bad[0] }, parent.token)).status).toBe(401);
    expect((await post('/en/social-link/google', { idToken: bad[0] })).status).toBe(401);
  });

  it('does the same for Facebook with its own key set and app id', async () => {
    const student = await server.login('student@kampus.test');
    const token = await idToken(
      facebookKey,
      { sub: 'fb-444', email: 'deniz@example.org' },
      { kid: 'f1', issuer: 'https://www.facebook.com', audience: FACEBOOK_APP },
    );
    const unknown = await post('/de/social-login/facebook', { idToken: token });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error).toBe('Facebook-Benutzer nicht registriert!');
    // A Google-signed token is no Facebook token.
    const google = await idToken(
      googleKey,
      { sub: 'fb-444' },
      { audience: FACEBOOK_APP, issuer: 'https://www.facebook.com' },
    );
    expect((await post('/en/social-link/facebook', { idToken: google }, student.token)).status).toBe(401);
    expect((await post('/en/social-link/facebook', { idToken: token }, student.token)).status).toBe(201);
    const login = await post('/en/social-login/facebook', { idToken: token });
    expect(login.status).toBe(200);
    expect((await json(login)).userId).toBe(student.userId);
    const providers = await json(await server.call('/en/social-providers'));
    expect(providers).toEqual({ google: GOOGLE_CLIENT, facebook: FACEBOOK_APP });
  });
});

describe('a link is a credential (issue 26)', () => {
  it('an older session links only with the current password, and a password change removes the link and the keys', async () => {
    const campus = await server.login('campus@kampus.test');
    const key = await json<{ apiKey: string }>(
      await post(`/en/users/${campus.userId}/generate-api-key`, {}, campus.token),
    );
    // Valid for an hour: the clock moves ten minutes on below.
    const token = await idToken(googleKey, { sub: 'google-555', email: 'thief@gmail.com' }, { expires: '1h' });
    // Ten minutes on, as a stolen token would be used: no link without the password.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
    const bare = await post('/es/social-link/google', { idToken: token }, campus.token);
    expect(bare.status).toBe(422);
    const violations = (await json<{ violations: { propertyPath: string; message: string }[] }>(bare)).violations;
    expect(violations.map((violation) => violation.propertyPath)).toEqual(['currentPassword']);
    expect(violations[0]?.message).toMatch(/^Indique su contraseña actual/);
    expect(
      (await post('/en/social-link/google', { idToken: token, currentPassword: 'wrong' }, campus.token)).status,
    ).toBe(422);
    // An API key is no password sign-in either.
    expect((await post('/en/social-link/google', { idToken: token }, key.apiKey)).status).toBe(422);
    expect((await post('/en/social-login/google', { idToken: token })).status).toBe(404);
    const linked = await post(
      '/en/social-link/google',
      { idToken: token, currentPassword: 'Kampus!2026' },
      campus.token,
    );
    expect(linked.status).toBe(201);
    expect((await post('/en/social-login/google', { idToken: token })).status).toBe(200);
    vi.useRealTimers();

    // The owner changes the password: the link and the key end with the old password.
    const changed = await post(
      '/en/change-password',
      { currentPassword: 'Kampus!2026', newPassword: 'Fresh!start2026' },
      campus.token,
    );
    expect(changed.status).toBe(204);
    expect((await post('/en/social-login/google', { idToken: token })).status).toBe(404);
    expect((await server.call('/api/students.json', { token: key.apiKey })).status).toBe(401);
    const again = await server.login('campus@kampus.test', 'Fresh!start2026');
    expect(await json(await server.call('/api/google_users.json', { token: again.token }))).toEqual([]);
    expect(
      (
        await post(
          '/en/change-password',
          { currentPassword: 'Fresh!start2026', newPassword: 'Kampus!2026' },
          again.token,
        )
      ).status,
    ).toBe(204);
  });
});
