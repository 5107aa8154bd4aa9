import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { latestMailTo, linkSecret } from './accounts-mail.ts';

/**
 * One's own credentials (issue 9, item 13, docs/security.md): the e-mail address and password
 * change only with a password sign-in of the last 5 minutes (the spec's flow: sign in again,
 * then PATCH) or with the current password on the account page; a new address takes effect
 * once the link mailed to it is opened. Staff keep changing other people's addresses at once.
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer({ KAMPUS_PUBLIC_URL: 'https://kampus.example.org/' });
  admin = (await server.login('admin@kampus.test')).token;
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const patchUser = (token: string, uuid: string, body: unknown, language = 'en') =>
  server.call(`/api/users/${uuid}`, {
    method: 'PATCH',
    token,
    headers: { 'content-type': 'application/merge-patch+json', 'accept-language': language },
    body: JSON.stringify(body),
  });

const post = (path: string, body: unknown, token?: string) =>
  server.call(path, { method: 'POST', json: body, ...(token ? { token } : {}) });

/** Lets the clock move past the freshness window, as if the token had been stolen a while ago. */
const tenMinutesLater = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });

const confirmSecret = (text: string): string => {
  const match = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation link in: ${text}`);
  return match[1];
};

describe('an older token changes no credentials', () => {
  it('a password sign-in older than 5 minutes: 403 on the own password and e-mail, the name still changes', async () => {
    const { token, userId } = await server.login('parent@kampus.test');
    tenMinutesLater();
    const password = await patchUser(token, userId, { password: 'Stolen!token2026' });
    expect(password.status).toBe(403);
    expect((await json<{ detail: string }>(password)).detail).toBe(
      'To change your e-mail address or password, sign in again with your password (within 5 minutes) or give your current password on the account page.',
    );
    const email = await patchUser(token, userId, { email: 'thief@example.org' }, 'tr');
    expect(email.status).toBe(403);
    expect((await json<{ detail: string }>(email)).detail).toContain('5 dakika içinde');
    // The same address as before is no change.
    expect((await patchUser(token, userId, { email: 'parent@kampus.test', lastName: 'Veli' })).status).toBe(200);
    vi.useRealTimers();
    await expect(server.login('parent@kampus.test')).resolves.toHaveProperty('token');
  });

  it('a token from a reset link is no password sign-in: 403', async () => {
    await post('/en/reset-password', { email: 'student@kampus.test' });
    const resetId = linkSecret((await latestMailTo(server, admin, 'student@kampus.test')).text);
    const link = await json<{ userId: string; email: string }>(await server.call(`/en/reset-password/${resetId}`));
    const reset = await post(`/en/reset-password/${resetId}`, { ...link, newPassword: 'New!pass2026' });
    expect(reset.status).toBe(200);
    const { token } = await json<{ token: string }>(reset);
    expect((await patchUser(token, link.userId, { password: 'Again!pass2026' })).status).toBe(403);
    // Signing in again with the password is what it takes (the spec's flow).
    const fresh = await server.login('student@kampus.test', 'New!pass2026');
    expect((await patchUser(fresh.token, fresh.userId, { password: 'Kampus!2026' })).status).toBe(204);
  });
});

describe('a new e-mail address takes effect once confirmed', () => {
  it('fresh sign-in, PATCH: the address waits, the link to the new address switches it once', async () => {
    const { token, userId } = await server.login('teacher@kampus.test');
    const patched = await patchUser(token, userId, { email: 'New.Teacher@example.org' });
    expect(patched.status).toBe(200);
    const record = await json<{ email: string; pendingEmail?: string }>(patched);
    expect(record.email).toBe('teacher@kampus.test');
    expect(record.pendingEmail).toBe('new.teacher@example.org');
    const mail = await latestMailTo(server, admin, 'new.teacher@example.org');
    expect(mail.subject).toBe('Confirm your new Kampus e-mail address');
    expect(mail.text).toContain('https://kampus.example.org/confirm-email/');
    const secret = confirmSecret(mail.text);
    // Until then the old address signs in, and the link sets no password.
    await expect(server.login('teacher@kampus.test')).resolves.toHaveProperty('token');
    expect((await server.call(`/en/reset-password/${secret}`)).status).toBe(400);

    const confirmed = await post(`/en/confirm-email/${secret}`, {});
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toEqual({ userId, email: 'new.teacher@example.org' });
    expect((await post(`/en/confirm-email/${secret}`, {})).status).toBe(400);
    const signedIn = await server.login('new.teacher@example.org');
    const own = await json<{ email: string; pendingEmail?: string }>(
      await server.call(`/api/users/${userId}`, { token: signedIn.token }),
    );
    expect(own.email).toBe('new.teacher@example.org');
    expect(own.pendingEmail).toBeUndefined();
    // Back to the demo address, the same way.
    await patchUser(signedIn.token, userId, { email: 'teacher@kampus.test' });
    const back = confirmSecret((await latestMailTo(server, admin, 'teacher@kampus.test')).text);
    expect((await post(`/en/confirm-email/${back}`, {})).status).toBe(200);
  });

  it('the account page: the current password in the body instead of a fresh sign-in', async () => {
    const { token, userId } = await server.login('campus@kampus.test');
    tenMinutesLater();
    const wrong = await post('/en/change-email', { currentPassword: 'nope', email: 'campus.new@example.org' }, token);
    expect(wrong.status).toBe(422);
    const taken = await post('/en/change-email', { currentPassword: 'Kampus!2026', email: 'hq@kampus.test' }, token);
    expect(taken.status).toBe(422);
    const asked = await post(
      '/en/change-email',
      { currentPassword: 'Kampus!2026', email: 'campus.new@example.org' },
      token,
    );
    expect(asked.status).toBe(202);
    expect(await json(asked)).toEqual({ email: 'campus@kampus.test', pendingEmail: 'campus.new@example.org' });
    const own = await json<{ email: string; pendingEmail?: string }>(
      await server.call(`/api/users/${userId}`, { token }),
    );
    expect(own).toMatchObject({ email: 'campus@kampus.test', pendingEmail: 'campus.new@example.org' });
    vi.useRealTimers();
    expect((await latestMailTo(server, admin, 'campus.new@example.org')).text.includes('/confirm-email/')).toBe(true);
  });

  it('staff change another person’s address at once, whatever the age of their token', async () => {
    const school = await server.login('school@kampus.test');
    const list = await json<{ uuid: string; email: string }[]>(
      await server.call('/api/users.json?pagination=false&email=student@kampus.test', { token: school.token }),
    );
    const student = list[0];
    if (!student) throw new Error('no student');
    tenMinutesLater();
    const changed = await patchUser(school.token, student.uuid, { email: 'student.renamed@kampus.test' });
    expect(changed.status).toBe(200);
    expect((await json<{ email: string }>(changed)).email).toBe('student.renamed@kampus.test');
    expect((await patchUser(school.token, student.uuid, { email: 'student@kampus.test' })).status).toBe(200);
  });
});
