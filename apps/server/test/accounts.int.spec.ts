import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { users } from '@kampus/contract';
import { defineHooks, installHooks } from '../src/core/hooks.ts';
import { moduleHooks } from '../src/modules/index.ts';
import { Problem } from '../src/core/problem.ts';
import { json, startServer, type TestServer } from './harness.ts';
import { latestMailTo, linkSecret } from './accounts-mail.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  // Every request here comes from one address: the per-address mail limit has its own tests.
  server = await startServer({ KAMPUS_PUBLIC_URL: 'https://kampus.example.org/', KAMPUS_MAILS_PER_IP_HOUR: '1000' });
  admin = (await server.login('admin@kampus.test')).token;
});
afterAll(() => server.close());

const post = (path: string, body: unknown, token?: string) =>
  server.call(path, { method: 'POST', json: body, ...(token ? { token } : {}) });

const codeIn = (text: string): string => {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
};

describe('register and verify', () => {
  it('mails a code in the chosen language, verifies it once, and the person sets a password and signs in', async () => {
    const email = 'new.parent@example.org';
    const registered = await post('/en/register-emails', {
      emailAddress: 'New.Parent@example.org',
      locale: 'tr-TR',
      name: 'Nur',
      lastName: 'Yeni',
    });
    expect(registered.status).toBe(201);
    const mail = await latestMailTo(server, admin, email);
    expect(mail.subject).toBe('Kampus doğrulama kodunuz');
    const code = codeIn(mail.text);

    const wrong = await post('/en/verify-email', {
      emailAddress: email,
      verifyCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error).toBe('Email could not be verified!');

    const verified = await post('/en/verify-email', { emailAddress: email, verifyCode: code });
    expect(verified.status).toBe(200);
    const { userId, resetId } = await json<{ userId: string; resetId: string }>(verified);
    expect((await post('/en/verify-email', { emailAddress: email, verifyCode: code })).status).toBe(400);

    // No password yet: signing in fails until the person sets one.
    expect((await post('/en/login', { email, pwd: 'Strong!pass1' })).status).toBe(401);
    const link = await server.call(`/en/reset-password/${resetId}`);
    expect(await json(link)).toMatchObject({ userId, email, kind: 'register' });
    const set = await post(`/en/reset-password/${resetId}`, { userId, email, newPassword: 'Strong!pass1' });
    expect(set.status).toBe(200);
    expect((await json(set)).userId).toBe(userId);

    const signedIn = await server.login(email, 'Strong!pass1');
    const me = await json(await server.call(`/api/users/${signedIn.userId}`, { token: signedIn.token }));
    expect(me).toMatchObject({ name: 'Nur', lastName: 'Yeni', email, userType: '/api/user_types/9' });
  });

  it('refuses an address already in use, and names a missing or bad address with 422', async () => {
    const taken = await post('/de/register-emails', { emailAddress: 'parent@kampus.test', locale: 'de' });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error).toBe('Der Benutzer existiert bereits!');
    const missing = await post('/en/register-emails', { locale: 'en' });
    expect(missing.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string }[] }>(missing)).violations[0]?.propertyPath).toBe(
      'emailAddress',
    );
    expect((await post('/en/register-emails', { emailAddress: 'not an address' })).status).toBe(422);
    expect((await post('/en/verify-email', { emailAddress: 'x@example.org' })).status).toBe(422);
  });

  it('kills a code after five wrong tries', async () => {
    const email = 'guesser@example.org';
    expect((await post('/en/register-emails', { emailAddress: email, locale: 'en' })).status).toBe(201);
    const code = codeIn((await latestMailTo(server, admin, email)).text);
    const other = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      expect((await post('/en/verify-email', { emailAddress: email, verifyCode: other })).status).toBe(400);
    }
    expect((await post('/en/verify-email', { emailAddress: email, verifyCode: code })).status).toBe(400);
  });

  it("answers 'No school found!' when no school takes self-registrations", async () => {
    const configs = await json<{ id: number }[]>(
      await server.call('/api/configurations.json?key=parentSelfRegistration&pagination=false', { token: admin }),
    );
    for (const config of configs) {
      await server.call(`/api/configurations/${config.id}`, { method: 'DELETE', token: admin });
    }
    const refused = await post('/es/register-emails', { emailAddress: 'nobody@example.org', locale: 'es' });
    expect(refused.status).toBe(404);
    expect((await json(refused)).error).toBe('¡No se encontró ninguna escuela!');
    const schools = await json<{ id: number; title: string }[]>(
      await server.call('/api/schools.json?pagination=false', { token: admin }),
    );
    const high = schools.find((school) => school.title === 'Demo High School');
    const restored = await post(
      '/api/configurations',
      { school: high?.id, key: 'parentSelfRegistration', value: '1' },
      admin,
    );
    expect(restored.status).toBe(201);
  });
});

describe('forgot and reset password', () => {
  it('answers 200 for any address, mails a 24-hour link only to a real one', async () => {
    const unknown = await post('/en/reset-password', { email: 'nobody-here@example.org' });
    expect(unknown.status).toBe(200);
    const known = await post('/en/reset-password', { email: 'teacher@kampus.test' });
    expect(known.status).toBe(200);
    expect(await json(known)).toEqual(await json(await post('/en/reset-password', { email: 'nobody-2@example.org' })));
    const mail = await latestMailTo(server, admin, 'teacher@kampus.test');
    expect(mail.subject).toBe('Reset your Kampus password');
    expect(mail.text).toContain('https://kampus.example.org/reset-password/');
    expect(mail.text).toContain('24 hours');
    const list = await json<{ messages: { to: string }[] }>(await server.call('/en/outbox', { token: admin }));
    expect(list.messages.some((message) => message.to === 'nobody-here@example.org')).toBe(false);
  });

  it('sets the new password once, ends the other sessions, and refuses the used link with 400', async () => {
    const before = await server.login('student@kampus.test');
    await post('/en/reset-password', { email: 'student@kampus.test' });
    const resetId = linkSecret((await latestMailTo(server, admin, 'student@kampus.test')).text);
    const link = await json<{ userId: string; email: string }>(await server.call(`/en/reset-password/${resetId}`));
    expect(link.email).toBe('student@kampus.test');

    const weak = await post(`/en/reset-password/${resetId}`, { ...link, newPassword: 'weakpass' });
    expect(weak.status).toBe(422);
    const wrongUser = await post(`/en/reset-password/${resetId}`, {
      ...link,
      email: 'parent@kampus.test',
      newPassword: 'New!pass2026',
    });
    expect(wrongUser.status).toBe(400);

    const reset = await post(`/en/reset-password/${resetId}`, { ...link, newPassword: 'New!pass2026' });
    expect(reset.status).toBe(200);
    const { token } = await json<{ token: string }>(reset);
    expect((await server.call('/api/grade_levels.json', { token })).status).toBe(200);
    expect((await server.call('/api/grade_levels.json', { token: before.token })).status).toBe(401);
    await server.login('student@kampus.test', 'New!pass2026');

    const again = await post(`/tr/reset-password/${resetId}`, { ...link, newPassword: 'Other!pass2026' });
    expect(again.status).toBe(400);
    expect((await json(again)).error).toBe('Bağlantının süresi dolmuş ya da bağlantı geçersiz.');
    expect((await server.call(`/en/reset-password/${resetId}`)).status).toBe(400);
    expect((await server.call('/en/reset-password/not-a-real-link-secret-at-all')).status).toBe(400);
  });
});

describe('reset mail flooding', () => {
  it('mails at most five reset links an hour to one account, and still answers 200', async () => {
    const before = await json<{ messages: { to: string }[] }>(await server.call('/en/outbox', { token: admin }));
    const already = before.messages.filter((message) => message.to === 'hq@kampus.test').length;
    for (let i = 0; i < 7; i++) {
      expect((await post('/en/reset-password', { email: 'hq@kampus.test' })).status).toBe(200);
    }
    const count = async () => {
      await server.runJobs();
      const list = await json<{ messages: { to: string }[] }>(await server.call('/en/outbox', { token: admin }));
      return list.messages.filter((message) => message.to === 'hq@kampus.test').length - already;
    };
    for (let tries = 0; tries < 50 && (await count()) < 5; tries++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));
    expect(await count()).toBe(5);
  });
});

describe('change password on the account page', () => {
  it('checks the current password first, then the rule, and ends every session', async () => {
    const { token } = await server.login('campus@kampus.test');
    const wrong = await post(
      '/en/change-password',
      { currentPassword: 'Wrong!pass1', newPassword: 'Fresh!pass2026' },
      token,
    );
    expect(wrong.status).toBe(422);
    const body = await json<{ violations: { propertyPath: string; message: string }[] }>(wrong);
    expect(body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'currentPassword', message: 'Your current password is wrong.' }),
    ]);
    const weak = await post('/en/change-password', { currentPassword: 'Kampus!2026', newPassword: 'short' }, token);
    expect(weak.status).toBe(422);
    const changed = await post(
      '/en/change-password',
      { currentPassword: 'Kampus!2026', newPassword: 'Fresh!pass2026' },
      token,
    );
    expect(changed.status).toBe(204);
    expect((await server.call('/api/grade_levels.json', { token })).status).toBe(401);
    await server.login('campus@kampus.test', 'Fresh!pass2026');
    expect((await post('/en/change-password', { currentPassword: 'x', newPassword: 'Fresh!pass2026' })).status).toBe(
      401,
    );
  });
});

describe('invitations', () => {
  it('mails a set-password link to a user created without a password, valid for a week', async () => {
    const { token } = await server.login('school@kampus.test');
    const response = await server.call('/api/users', {
      method: 'POST',
      token,
      headers: { 'accept-language': 'de' },
      json: { name: 'Ina', lastName: 'Eingeladen', email: 'invited@example.org', userType: 6 },
    });
    expect(response.status).toBe(201);
    const user = await json<{ uuid: string }>(response);
    const mail = await latestMailTo(server, admin, 'invited@example.org');
    // The invitation names the school that made the account (issue 27).
    expect(mail.subject).toBe('Ihr Kampus-Konto bei Demo High School');
    expect(mail.text).toContain('Hallo Ina');
    expect(mail.text).toContain('7 Tagen');
    const resetId = linkSecret(mail.text);
    const link = await json(await server.call(`/en/reset-password/${resetId}`));
    expect(link).toMatchObject({ userId: user.uuid, email: 'invited@example.org', kind: 'invite' });
    const set = await post(`/en/reset-password/${resetId}`, {
      userId: user.uuid,
      email: 'invited@example.org',
      newPassword: 'Invited!2026',
    });
    expect(set.status).toBe(200);
    await server.login('invited@example.org', 'Invited!2026');
  });

  it('invites no one when the create fails, even after the invitation was queued, nor a user made with a password', async () => {
    // A later hook of the same create refuses this address: the transaction rolls back after
    // the invitation hook has queued its mail.
    installHooks([
      ...moduleHooks,
      defineHooks(users, {
        afterCreate: (_tx, _ctx, row) => {
          if (row.email === 'rolledback@example.org') throw new Problem(409, 'errors.conflict');
        },
      }),
    ]);
    onTestFinished(() => installHooks(moduleHooks));
    const { token } = await server.login('school@kampus.test');
    const rolledBack = await post(
      '/api/users',
      { name: 'Roll', lastName: 'Back', email: 'rolledback@example.org', userType: 6 },
      token,
    );
    expect(rolledBack.status).toBe(409);
    expect(await json(await server.call('/api/users.json?email=rolledback@example.org', { token }))).toEqual([]);
    const refused = await post(
      '/api/users',
      { name: 'No', lastName: 'Body', email: 'refused@example.org', userType: 1 },
      token,
    );
    expect(refused.status).toBe(422);
    const withPassword = await post(
      '/api/users',
      { name: 'Has', lastName: 'Password', email: 'haspassword@example.org', userType: 6, password: 'Given!2026' },
      token,
    );
    expect(withPassword.status).toBe(201);
    await post('/en/reset-password', { email: 'teacher@kampus.test' });
    await latestMailTo(server, admin, 'teacher@kampus.test');
    const list = await json<{ messages: { to: string }[] }>(await server.call('/en/outbox', { token: admin }));
    const recipients = list.messages.map((message) => message.to);
    expect(recipients).not.toContain('refused@example.org');
    expect(recipients).not.toContain('rolledback@example.org');
    expect(recipients).not.toContain('haspassword@example.org');
  });
});

describe('outbox', () => {
  it('is for superadmins only', async () => {
    const hq = await server.login('hq@kampus.test');
    expect((await server.call('/en/outbox', { token: hq.token })).status).toBe(403);
    expect((await server.call('/en/outbox')).status).toBe(401);
    const list = await json<{ transport: string; messages: { id: string }[] }>(
      await server.call('/en/outbox', { token: admin }),
    );
    expect(list.transport).toBe('outbox');
    const first = list.messages[0];
    expect(first).toBeDefined();
    expect((await server.call(`/en/outbox/${first?.id ?? ''}`, { token: hq.token })).status).toBe(403);
    expect((await server.call('/en/outbox/..%2F..%2Fetc%2Fpasswd', { token: admin })).status).toBe(404);
  });
});

describe('account resources and their reach', () => {
  it('keeps devices to their user', async () => {
    const parent = await server.login('parent@kampus.test');
    const student = await server.login('teacher@kampus.test');
    const me = await json<{ id: number }>(await server.call(`/api/users/${parent.userId}`, { token: parent.token }));
    const created = await post(
      '/api/devices',
      { deviceId: 'browser-1', name: 'Firefox on Linux', user: me.id },
      parent.token,
    );
    expect(created.status).toBe(201);
    const device = await json<{ id: number; user: string }>(created);
    expect(device.user).toMatch(/^\/api\/users\/\d+$/);
    expect((await post('/api/devices', { deviceId: 'browser-1', user: me.id }, parent.token)).status).toBe(422);
    const theirs = await json<unknown[]>(await server.call('/api/devices.json', { token: student.token }));
    expect(theirs).toEqual([]);
    expect((await server.call(`/api/devices/${device.id}`, { token: student.token })).status).toBe(404);
    expect((await server.call(`/api/devices/${device.id}`, { method: 'DELETE', token: student.token })).status).toBe(
      404,
    );
    expect((await post('/api/devices', { deviceId: 'x', user: device.user }, student.token)).status).toBe(403);
    expect((await server.call(`/api/devices/${device.id}`, { method: 'DELETE', token: parent.token })).status).toBe(
      204,
    );
  });

  it('files delete-personal-data requests for oneself, read by the staff of that school only', async () => {
    const parent = await server.login('parent@kampus.test');
    const me = await json<{ id: number; schoolId: number }>(
      await server.call(`/api/users/${parent.userId}`, { token: parent.token }),
    );
    const filed = await post(
      '/api/delete_personal_data_requests',
      {
        requestText: 'Please delete my data.',
        requestedDate: '2026-11-22',
        user: `/api/users/${me.id}`,
        school: me.schoolId,
      },
      parent.token,
    );
    expect(filed.status).toBe(201);
    const request = await json<{ id: number }>(filed);
    const forOther = await post(
      '/api/delete_personal_data_requests',
      { requestText: 'x', requestedDate: '2026-11-22', user: '/api/users/1', school: me.schoolId },
      parent.token,
    );
    expect(forOther.status).toBe(403);
    const empty = await post(
      '/api/delete_personal_data_requests',
      { requestedDate: '2026-11-22', user: `/api/users/${me.id}` },
      parent.token,
    );
    expect(empty.status).toBe(422);
    const school = await server.login('school@kampus.test');
    const school2 = await server.login('school2@kampus.test');
    expect(
      (await server.call(`/api/delete_personal_data_requests/${request.id}`, { token: school.token })).status,
    ).toBe(200);
    expect(
      (await server.call(`/api/delete_personal_data_requests/${request.id}`, { token: school2.token })).status,
    ).toBe(404);
    const teacher = await server.login('teacher@kampus.test');
    expect(await json(await server.call('/api/delete_personal_data_requests.json', { token: teacher.token }))).toEqual(
      [],
    );
    expect(await json(await server.call('/api/delete_personal_data_requests.json', { token: school2.token }))).toEqual(
      [],
    );
  });

  it('lets no one but a superadmin write a social link directly', async () => {
    const { token } = await server.login('parent@kampus.test');
    const forged = await post('/api/google_users', { googleUserId: '123', googleEmail: 'x@gmail.com' }, token);
    expect(forged.status).toBe(403);
  });
});
