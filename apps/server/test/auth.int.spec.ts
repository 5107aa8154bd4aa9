import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ KAMPUS_LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => server.close());

describe('login and logout', () => {
  it('answers the user uuid and a token that opens the API', async () => {
    const response = await server.call('/en/login', {
      method: 'POST',
      json: { email: 'admin@kampus.test', pwd: 'Kampus!2026' },
    });
    expect(response.status).toBe(200);
    const body = await json<{ userId: string; accessToken: string }>(response);
    expect(body.userId).toMatch(/^[0-9a-f-]{36}$/);
    const me = await server.call(`/api/users/${body.userId}`, { token: body.accessToken });
    expect(me.status).toBe(200);
    const user = await json(me);
    expect(user.email).toBe('admin@kampus.test');
    expect(user).not.toHaveProperty('password');
    expect(user.expiresAt).toBe('0000-00-00');
    expect(user.isActive).toBe('1');
  });

  it('refuses a wrong password with 401 and the reason in the path language', async () => {
    const response = await server.call('/tr/login', {
      method: 'POST',
      json: { email: 'school@kampus.test', pwd: 'nope' },
    });
    expect(response.status).toBe(401);
    const body = await json(response);
    expect(body.error).toBe('E-posta adresi veya şifre hatalı.');
  });

  it('names the missing fields with 422', async () => {
    const response = await server.call('/en/login', { method: 'POST', json: { email: '' } });
    expect(response.status).toBe(422);
    const body = await json<{ violations: { propertyPath: string }[] }>(response);
    expect(body.violations.map((v) => v.propertyPath).sort()).toEqual(['email', 'pwd']);
  });

  it('rate-limits repeated failures with 429, even with the right password', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await server.call('/en/login', {
        method: 'POST',
        json: { email: 'campus@kampus.test', pwd: 'wrong' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const right = await server.call('/en/login', {
      method: 'POST',
      json: { email: 'campus@kampus.test', pwd: 'Kampus!2026' },
    });
    expect(right.status).toBe(429);
  });

  it('refuses a token after logout', async () => {
    const { token } = await server.login('teacher@kampus.test');
    expect((await server.call('/api/grade_levels.json', { token })).status).toBe(200);
    expect((await server.call('/en/logout', { method: 'POST', token })).status).toBe(204);
    const after = await server.call('/api/grade_levels.json', { token });
    expect(after.status).toBe(401);
    expect(after.headers.get('content-type')).toContain('application/problem+json');
  });

  it('refuses a token after a password change, and the new password works', async () => {
    const { token, userId } = await server.login('student@kampus.test');
    const weak = await server.call(`/api/users/${userId}`, {
      method: 'PATCH',
      token,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ password: 'short' }),
    });
    expect(weak.status).toBe(422);
    const changed = await server.call(`/api/users/${userId}`, {
      method: 'PATCH',
      token,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ password: 'N3w!password' }),
    });
    expect(changed.status).toBe(204);
    expect((await server.call(`/api/users/${userId}`, { token })).status).toBe(401);
    await expect(server.login('student@kampus.test')).rejects.toThrow(/401/);
    await expect(server.login('student@kampus.test', 'N3w!password')).resolves.toHaveProperty('token');
  });

  it('refuses a forged or missing token', async () => {
    expect((await server.call('/api/schools.json')).status).toBe(401);
    expect((await server.call('/api/schools.json', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' })).status).toBe(401);
  });

  it('stores passwords as argon2id hashes, never in clear', async () => {
    const { token } = await server.login('admin@kampus.test');
    const created = await server.call('/api/users', {
      method: 'POST',
      token,
      json: {
        name: 'Hash',
        lastName: 'Check',
        email: 'hash@kampus.test',
        userType: '/api/user_types/5',
        schoolId: 3,
        password: 'Secret!234',
      },
    });
    expect(created.status).toBe(201);
    expect(await json(created)).not.toHaveProperty('password');
    await expect(server.login('hash@kampus.test', 'Secret!234')).resolves.toHaveProperty('token');
  });
});
