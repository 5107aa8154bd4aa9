import { jwtVerify, errors as joseErrors } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * Partner sign-on (issue 15, item 7): students and parents get the partner's address with a
 * signed, short-lived JWT; the partner verifies it with its own secret. Staff and teachers are
 * refused; a partner that is not set up is 503. Also the public site links of the login page.
 */
const VCLOUD_SECRET = 'vcloud-shared-secret-of-at-least-32-bytes!';
const VCLOUD_URL = 'https://vcloud.example/sso/kampus';
let server: TestServer;
const people: Record<string, { token: string; userId: string }> = {};

beforeAll(async () => {
  server = await startServer({
    SSO_VCLOUD_URL: VCLOUD_URL,
    SSO_VCLOUD_SECRET: VCLOUD_SECRET,
    SSO_TOKEN_SECONDS: '30',
    KAMPUS_PUBLIC_URL: 'https://kampus.school.example',
    KAMPUS_PRIVACY_URL: 'https://kampus.school.example/privacy',
    KAMPUS_TERMS_URL: 'https://kampus.school.example/terms',
  });
  for (const who of ['admin', 'school', 'teacher', 'parent', 'student']) {
    people[who] = await server.login(`${who}@kampus.test`);
  }
});
afterAll(() => server.close());

const signOn = (as: string, partner = 'vcloud') => server.call(`/en/sso/${partner}`, { token: people[as]?.token });

const tokenOf = (url: string): string => new URL(url).searchParams.get('token') ?? '';
const key = new TextEncoder().encode(VCLOUD_SECRET);

describe('partner sign-on', () => {
  it('gives a student the partner’s address with a token the partner verifies', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { url } = await json<{ url: string }>(await signOn('student'));
    expect(url.startsWith(`${VCLOUD_URL}?token=`)).toBe(true);
    const { payload, protectedHeader } = await jwtVerify(tokenOf(url), key, {
      audience: 'vcloud',
      issuer: 'https://kampus.school.example',
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.sub).toBe(people.student?.userId);
    expect(payload.name).toBe('Deniz Öğrenci');
    expect(payload.kind).toBe('student');
    expect(payload.school).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    expect(payload.jti).toEqual(expect.any(String));
    // Short-lived: 30 s as configured.
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(30);
    expect(payload.iat ?? 0).toBeGreaterThanOrEqual(before);
  });

  it('signs a parent on too, under their own name', async () => {
    const { url } = await json<{ url: string }>(await signOn('parent'));
    const { payload } = await jwtVerify(tokenOf(url), key, { audience: 'vcloud' });
    expect(payload.sub).toBe(people.parent?.userId);
    expect(payload.kind).toBe('parent');
  });

  it('makes a token no other partner accepts, and none that verifies with another secret', async () => {
    const { url } = await json<{ url: string }>(await signOn('student'));
    await expect(jwtVerify(tokenOf(url), key, { audience: 'dijidemi' })).rejects.toBeInstanceOf(
      joseErrors.JWTClaimValidationFailed,
    );
    await expect(jwtVerify(tokenOf(url), new TextEncoder().encode('another-secret'))).rejects.toBeInstanceOf(
      joseErrors.JWSSignatureVerificationFailed,
    );
  });

  it('makes a token that has expired once its time is up', async () => {
    const { url } = await json<{ url: string }>(await signOn('student'));
    const later = new Date(Date.now() + 31_000);
    await expect(jwtVerify(tokenOf(url), key, { audience: 'vcloud', currentDate: later })).rejects.toBeInstanceOf(
      joseErrors.JWTExpired,
    );
  });

  it('refuses staff, teachers and superadmins: a partner never receives a staff identity', async () => {
    for (const who of ['school', 'teacher', 'admin']) {
      const response = await signOn(who);
      expect(response.status, who).toBe(403);
      expect(JSON.stringify(await response.json())).not.toContain('token=');
    }
  });

  it('answers 503 for a partner that is not set up, 404 for one that does not exist, 401 signed out', async () => {
    expect((await signOn('student', 'dijidemi')).status).toBe(503);
    expect((await signOn('student', 'elsewhere')).status).toBe(404);
    expect((await server.call('/en/sso/vcloud')).status).toBe(401);
  });
});

describe('site links', () => {
  it('are public and come from the server’s configuration; an unset one is null', async () => {
    expect(await json(await server.call('/en/site-links'))).toEqual({
      marketing: null,
      privacy: 'https://kampus.school.example/privacy',
      terms: 'https://kampus.school.example/terms',
    });
  });
});

describe("the spec's account texts", () => {
  it("answers 'Account type could not be found!' for an account type that is not google or facebook", async () => {
    const response = await server.call('/en/social-link/myspace', {
      method: 'POST',
      token: people.parent?.token,
      json: { idToken: 'x' },
    });
    expect(response.status).toBe(404);
    expect((await json<{ error: string }>(response)).error).toBe('Account type could not be found!');
    const turkish = await server.call('/tr/social-login/myspace', { method: 'POST', json: { idToken: 'x' } });
    expect((await json<{ error: string }>(turkish)).error).toBe('Hesap türü bulunamadı!');
  });
});
