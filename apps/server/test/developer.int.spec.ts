import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * The developer API key (students spec sections 3, 4, 7, 8; api-contract section 2): a signed
 * token with the user's uuid and an expiry, answered once and kept only as a hash; a new key
 * revokes the one before; the key acts with exactly its user's rights; bad keys are rate-limited.
 */
const SECRET = 'developer-spec-signing-secret-of-enough-length';
let server: TestServer;

interface NewKey {
  apiKey: string;
  expiresAt: string;
}

const newKey = async (token: string, userId: string, how: 'GET' | 'POST' = 'POST'): Promise<NewKey> => {
  const path = how === 'GET' ? `/en/users/${userId}/api-key` : `/en/users/${userId}/generate-api-key`;
  const response = await server.call(path, { method: how, token });
  expect(response.status).toBe(200);
  return json<NewKey>(response);
};

const students = (token: string) => server.call('/api/students.json?pagination=false', { token });
const studentIds = async (token: string): Promise<number[]> => {
  const response = await students(token);
  expect(response.status).toBe(200);
  return (await json<{ id: number }[]>(response)).map((row) => row.id).sort((a, b) => a - b);
};

const status = async (token: string, userId: string) =>
  json<{ key: { createdAt: string; expiresAt: string; lastUsedAt: string | null } | null }>(
    await server.call(`/en/users/${userId}/api-key/status`, { token }),
  );

const sign = (claims: Record<string, unknown>, secret: string, exp: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub ?? 'nobody'))
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

beforeAll(async () => {
  server = await startServer({ KAMPUS_SECRET: SECRET, KAMPUS_LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('an API key lists students, and a new key or a revocation stops the old one', () => {
  it('made, used, replaced, revoked', async () => {
    const admin = await server.login('school@kampus.test');
    const expected = await studentIds(admin.token);
    expect(expected.length).toBeGreaterThan(0);

    const first = await newKey(admin.token, admin.userId);
    expect(first.apiKey.split('.')).toHaveLength(3);
    expect(new Date(first.expiresAt).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    expect(await studentIds(first.apiKey)).toEqual(expected);
    const used = await status(admin.token, admin.userId);
    expect(used.key?.lastUsedAt).not.toBeNull();

    // The contract's GET makes a new key as well; the first one is refused from then on.
    const second = await newKey(admin.token, admin.userId, 'GET');
    expect(second.apiKey).not.toBe(first.apiKey);
    const refused = await students(first.apiKey);
    expect(refused.status).toBe(401);
    expect((await json<{ detail: string }>(refused)).detail).toMatch(/revoked|replaced|expired/);
    expect(await studentIds(second.apiKey)).toEqual(expected);

    const revoke = await server.call(`/en/users/${admin.userId}/api-key`, { method: 'DELETE', token: admin.token });
    expect(revoke.status).toBe(204);
    expect((await students(second.apiKey)).status).toBe(401);
    expect((await status(admin.token, admin.userId)).key).toBeNull();
    // The user's own session is untouched by all of this.
    expect((await students(admin.token)).status).toBe(200);
  });

  it('keeps only a hash of the key, and the audit trail records making and revoking it', async () => {
    const admin = await server.login('school@kampus.test');
    const key = await newKey(admin.token, admin.userId);
    const rows = await server.sql(
      `select k.key_hash from api_keys k join users u on u.id = k.user_id where u.uuid = '${admin.userId}' and k.revoked_at is null`,
    );
    expect(rows).toEqual([{ key_hash: createHash('sha256').update(key.apiKey).digest('hex') }]);
    const everything = JSON.stringify(await server.sql('select * from api_keys'));
    expect(everything).not.toContain(key.apiKey);
    const trail = await server.sql(
      `select a.action from audit_logs a join users u on u.id = a.user_id where u.uuid = '${admin.userId}' and a.resource = 'api_keys' order by a.id`,
    );
    expect(trail.map((row) => row.action)).toEqual([
      'generate_api_key',
      'generate_api_key',
      'revoke_api_key',
      'generate_api_key',
    ]);
    expect(JSON.stringify(await server.sql(`select * from audit_logs where resource = 'api_keys'`))).not.toContain(
      key.apiKey,
    );
  });
});

describe('a key has exactly the rights of its user', () => {
  it("a parent's key reads what the parent reads, and is refused what the parent is refused", async () => {
    const parent = await server.login('parent@kampus.test');
    const key = await newKey(parent.token, parent.userId);
    const own = await studentIds(parent.token);
    expect(own.length).toBeGreaterThan(0);
    expect(await studentIds(key.apiKey)).toEqual(own);
    const admin = await server.login('school@kampus.test');
    expect(own.length).toBeLessThan((await studentIds(admin.token)).length);
    for (const path of ['/api/users.json', '/api/bank_accounts.json', `/en/users/${admin.userId}/schools`]) {
      const withToken = await server.call(path, { token: parent.token });
      const withKey = await server.call(path, { token: key.apiKey });
      expect([path, withKey.status]).toEqual([path, withToken.status]);
    }
  });

  it('only the user makes or sees their key: not another user, not an impersonation, not the key itself', async () => {
    const admin = await server.login('school@kampus.test');
    const parent = await server.login('parent@kampus.test');
    expect(
      (await server.call(`/en/users/${parent.userId}/generate-api-key`, { method: 'POST', token: admin.token })).status,
    ).toBe(403);
    expect((await server.call(`/en/users/${parent.userId}/api-key/status`, { token: admin.token })).status).toBe(403);
    const superadmin = await server.login('admin@kampus.test');
    expect((await server.call(`/en/users/${parent.userId}/api-key`, { token: superadmin.token })).status).toBe(403);

    const acting = await json<{ accessToken: string }>(
      await server.call('/en/impersonate', {
        method: 'POST',
        token: admin.token,
        json: { userId: parent.userId, reason: 'Key test' },
      }),
    );
    const asParent = await server.call(`/en/users/${parent.userId}/generate-api-key`, {
      method: 'POST',
      token: acting.accessToken,
    });
    expect(asParent.status).toBe(403);
    expect((await json<{ detail: string }>(asParent)).detail).toMatch(/acting as another user/);

    // Starting an impersonation ended the admin's session (the token was swapped): sign in again.
    const own = await server.login('school@kampus.test');
    const key = await newKey(own.token, own.userId);
    const byKey = await server.call(`/tr/users/${own.userId}/generate-api-key`, { method: 'POST', token: key.apiKey });
    expect(byKey.status).toBe(403);
    expect((await json<{ detail: string }>(byKey)).detail).toMatch(/API anahtarı/);
    expect((await students(key.apiKey)).status).toBe(200);
  });
});

describe('forged and expired keys', () => {
  it('a key signed with another secret, an expired key and a re-signed key of a real row are refused', async () => {
    const admin = await server.login('school@kampus.test');
    const key = await newKey(admin.token, admin.userId);
    const [row] = await server.sql(
      `select k.id from api_keys k join users u on u.id = k.user_id where u.uuid = '${admin.userId}' and k.revoked_at is null`,
    );
    const keyId = String(row?.id);
    const inAYear = Math.floor(Date.now() / 1000) + 86_400 * 365;
    const forged = await sign({ akey: keyId, sub: admin.userId }, 'someone-elses-secret-of-enough-length', inAYear);
    const expired = await sign({ akey: keyId, sub: admin.userId }, SECRET, Math.floor(Date.now() / 1000) - 60);
    // Signed with the server's own secret and naming a live row, but not the token that row's hash is of.
    const resigned = await sign({ akey: keyId, sub: admin.userId, jti: 'other' }, SECRET, inAYear);
    for (const token of [forged, expired, resigned, `${key.apiKey}x`]) {
      const response = await students(token);
      expect(response.status).toBe(401);
    }
    expect((await students(key.apiKey)).status).toBe(200);
  });

  it('too many bad keys from one address answer 429, as failed sign-ins do', async () => {
    const forged = await sign(
      { akey: '00000000-0000-4000-8000-000000000000', sub: 'x' },
      'someone-elses-secret-of-enough-length',
      Math.floor(Date.now() / 1000) + 3600,
    );
    const answers: number[] = [];
    for (let i = 0; i < 14; i += 1) answers.push((await students(forged)).status);
    // KAMPUS_LOGIN_MAX_FAILURES=3: twelve bad keys per address and window (earlier tests sent some).
    expect(answers).toContain(429);
    expect(answers.slice(answers.indexOf(429))).toEqual(answers.slice(answers.indexOf(429)).map(() => 429));
    // The answers before the first 429 (none, if earlier tests spent the window) are all 401.
    expect(answers.filter((s) => s !== 429 && s !== 401)).toEqual([]);
    const limited = await students(forged);
    expect(limited.status).toBe(429);
  });
});

const impersonate = async (token: string, userId: string): Promise<string> => {
  const started = await server.call('/en/impersonate', { method: 'POST', token, json: { userId, reason: 'Key test' } });
  expect(started.status).toBe(200);
  return (await json<{ accessToken: string }>(started)).accessToken;
};

describe('a session made from an API key never outgrows the key (issue 26)', () => {
  it('impersonating with a key and coming back: the session makes no key and ends when the key is revoked', async () => {
    const admin = await server.login('school@kampus.test');
    const teacher = await server.login('teacher@kampus.test');
    const key = await newKey(admin.token, admin.userId);
    const acting = await impersonate(key.apiKey, teacher.userId);
    const back = await server.call('/en/impersonate/cancel', { method: 'POST', token: acting });
    expect(back.status).toBe(200);
    const returned = (await json<{ accessToken: string }>(back)).accessToken;
    expect((await students(returned)).status).toBe(200);
    // The session it came back to is the key's, not a sign-in: no key from it, password or not.
    const minted = await server.call(`/en/users/${admin.userId}/generate-api-key`, {
      method: 'POST',
      token: returned,
      json: { currentPassword: 'Kampus!2026' },
    });
    expect(minted.status).toBe(403);
    expect((await json<{ detail: string }>(minted)).detail).toBe(
      'An API key cannot make, show or revoke API keys: sign in with your password.',
    );
    expect((await server.call(`/en/users/${admin.userId}/api-key`, { token: returned })).status).toBe(403);
    // The owner revokes the key: the session made from it ends at once.
    const owner = await server.login('school@kampus.test');
    const revoke = await server.call(`/en/users/${owner.userId}/api-key`, { method: 'DELETE', token: owner.token });
    expect(revoke.status).toBe(204);
    expect((await students(returned)).status).toBe(401);
    expect((await students(owner.token)).status).toBe(200);
  });

  it('an impersonation started with a key ends when the owner replaces the key', async () => {
    const admin = await server.login('school@kampus.test');
    const parent = await server.login('parent@kampus.test');
    const key = await newKey(admin.token, admin.userId);
    const acting = await impersonate(key.apiKey, parent.userId);
    expect((await server.call(`/api/users/${parent.userId}`, { token: acting })).status).toBe(200);
    const owner = await server.login('school@kampus.test');
    await newKey(owner.token, owner.userId);
    expect((await server.call(`/api/users/${parent.userId}`, { token: acting })).status).toBe(401);
  });
});

describe('making a key wants the current password or a fresh sign-in (issue 26)', () => {
  it('a sign-in older than 5 minutes: 422 without the password or with a wrong one, 200 with it', async () => {
    const hq = await server.login('hq@kampus.test');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
    const path = `/en/users/${hq.userId}/generate-api-key`;
    const missing = await server.call(path, { method: 'POST', token: hq.token });
    expect(missing.status).toBe(422);
    expect(
      (await json<{ violations: { propertyPath: string; code: string; message: string }[] }>(missing)).violations,
    ).toEqual([
      {
        propertyPath: 'currentPassword',
        code: 'accounts.current_password_required',
        message:
          'Enter your current password to confirm (or sign in again: a sign-in of the last 5 minutes needs none).',
      },
    ]);
    // The old client's GET carries no password: refused the same way.
    expect((await server.call(`/tr/users/${hq.userId}/api-key`, { token: hq.token })).status).toBe(422);
    const wrong = await server.call(path, { method: 'POST', token: hq.token, json: { currentPassword: 'guess' } });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(await json(wrong))).toContain('Your current password is wrong.');
    expect((await status(hq.token, hq.userId)).key).toBeNull();
    const made = await server.call(path, { method: 'POST', token: hq.token, json: { currentPassword: 'Kampus!2026' } });
    expect(made.status).toBe(200);
    vi.useRealTimers();
    expect((await students((await json<NewKey>(made)).apiKey)).status).toBe(200);
  });
});
