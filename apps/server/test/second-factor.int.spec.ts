import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { latestMailTo, linkSecret } from './accounts-mail.ts';
import { DEMO_PASSWORD, json, startServer, type TestServer } from './harness.ts';

/**
 * Multi-factor sign-in (issue 35, docs/security.md "Second factor"): an authenticator app
 * enrolled from the account page, asked after the password at every sign-in, its codes and the
 * recovery codes each accepted once, the second step limited like the password.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

type Problem = {
  detail: string;
  error?: string;
  secondFactorRequired?: boolean;
  secondStepToken?: string;
  accessToken?: string;
  userId?: string;
  violations?: { propertyPath: string; message: string }[];
};

const post = (path: string, body: unknown, token?: string, language?: string) =>
  server.call(path, {
    method: 'POST',
    json: body,
    ...(token ? { token } : {}),
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

/** The code an authenticator app shows for `secret` at `at` (the same library the server uses). */
const codeOf = (secret: string, at = Date.now()): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });

/**
 * Moves the clock (the server's too: it runs in this process) 30 seconds further on than the
 * last test did, so each test's code belongs to a step after every code used before it. Once
 * per test: the clock is real again after each.
 */
let shift = 0;
const nextStep = () => {
  shift += 30_000;
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + shift });
};

/** Enrols `email`'s authenticator app; answers its secret and the recovery codes. */
const enrol = async (email: string): Promise<{ secret: string; recoveryCodes: string[] }> => {
  const { token } = await server.login(email);
  const started = await post('/en/second-factor/totp', {}, token);
  expect(started.status).toBe(200);
  const { secret } = await json<{ secret: string }>(started);
  const confirmed = await post('/en/second-factor/totp/confirm', { code: codeOf(secret) }, token);
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: (await json<{ recoveryCodes: string[] }>(confirmed)).recoveryCodes };
};

const firstStep = async (email: string, language = 'en'): Promise<Problem & { status: number }> => {
  const response = await post(`/${language}/login`, { email, pwd: DEMO_PASSWORD });
  return { status: response.status, ...(await json<Problem>(response)) };
};

/** Any signed-in read: the caller's own schools. */
const me = (token: string) => server.call('/en/second-factor', { token });

describe('enrolling an authenticator app', () => {
  it('shows a secret and a QR code image, asks nothing until a first code confirms it, then gives 10 recovery codes once', async () => {
    const { token } = await server.login('teacher@kampus.test');
    const status = async () =>
      json<{ enabled: boolean; recoveryCodesLeft: number; required: boolean }>(
        await server.call('/en/second-factor', { token }),
      );
    expect(await status()).toMatchObject({ enabled: false, recoveryCodesLeft: 0, required: false });
    const started = await post('/en/second-factor/totp', {}, token);
    expect(started.status).toBe(200);
    const enrolment = await json<{ secret: string; uri: string; qrCode: string }>(started);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.uri).toContain('teacher%40kampus.test');
    expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    // Begun, not confirmed: the password alone still signs in.
    expect((await firstStep('teacher@kampus.test')).status).toBe(200);
    // A wrong first code: 422 on the field, in the caller's language; still off.
    const wrong = await post('/tr/second-factor/totp/confirm', { code: '000000' }, token);
    expect(wrong.status).toBe(422);
    expect((await json<Problem>(wrong)).violations?.[0]).toMatchObject({
      propertyPath: 'code',
      message: 'Bu kod yanlış ya da daha önce kullanılmış.',
    });
    const missing = await post('/en/second-factor/totp/confirm', {}, token);
    expect((await json<Problem>(missing)).violations?.[0]?.propertyPath).toBe('code');
    expect((await status()).enabled).toBe(false);
    const confirmed = await post('/en/second-factor/totp/confirm', { code: codeOf(enrolment.secret) }, token);
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(confirmed);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes[0]).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await status()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // Stored hashed and sealed: neither a recovery code nor the secret is in the database as given.
    const stored = JSON.stringify(await server.sql('select * from user_recovery_codes, user_totp'));
    expect(stored).not.toContain(recoveryCodes[0]?.replace(/-/g, ''));
    expect(stored).not.toContain(recoveryCodes[0]);
    expect(stored).not.toContain(enrolment.secret);
    // On already: a second enrolment is refused, the factor unchanged.
    expect((await post('/en/second-factor/totp', {}, token)).status).toBe(409);
    const trail = await server.sql(
      "select action from audit_logs where resource = 'users' and action like 'second_factor%' order by id",
    );
    expect(trail.map((row) => row.action)).toEqual(['second_factor_on']);
  });

  it('an impersonation cannot set up or remove the person’s second factor', async () => {
    const { token: admin } = await server.login('school@kampus.test');
    const target = await server.login('student@kampus.test');
    const started = await post('/en/impersonate', { userId: target.userId, reason: 'Support call' }, admin);
    const { accessToken } = await json<{ accessToken: string }>(started);
    expect((await post('/en/second-factor/totp', {}, accessToken)).status).toBe(403);
    expect((await post('/en/second-factor/disable', { currentPassword: DEMO_PASSWORD }, accessToken)).status).toBe(403);
  });
});

describe('signing in with a second factor', () => {
  let secret = '';
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enrol('parent@kampus.test'));
  });

  it('the right password answers no session but a second step; a right code makes the session', async () => {
    nextStep();
    const first = await firstStep('parent@kampus.test', 'tr');
    expect(first.status).toBe(401);
    expect(first.accessToken).toBeUndefined();
    expect(first.secondFactorRequired).toBe(true);
    // An authenticator app and no passkey: the page does not offer "Use a passkey".
    expect((first as { passkey?: boolean }).passkey).toBe(false);
    expect(first.detail).toBe(
      'Girişi tamamlamak için doğrulama uygulamanızdaki kodu (ya da kurtarma kodlarınızdan birini) girin.',
    );
    const stepToken = String(first.secondStepToken);
    // The second step's token is no access token.
    expect((await me(stepToken)).status).toBe(401);
    const wrong = await post('/tr/login/second-factor', { secondStepToken: stepToken, code: '123456' });
    expect(wrong.status).toBe(401);
    expect((await json<Problem>(wrong)).error).toBe('Bu kod yanlış ya da daha önce kullanılmış.');
    const code = codeOf(secret);
    const right = await post('/en/login/second-factor', { secondStepToken: stepToken, code });
    expect(right.status).toBe(200);
    const session = await json<{ accessToken: string; userId: string }>(right);
    expect((await me(session.accessToken)).status).toBe(200);
    // The same code again, even with a new first step: refused (each code works once).
    const again = await firstStep('parent@kampus.test');
    const replay = await post('/en/login/second-factor', { secondStepToken: again.secondStepToken, code });
    expect(replay.status).toBe(401);
    // A wrong password never reaches the second step.
    const badPassword = await post('/en/login', { email: 'parent@kampus.test', pwd: 'Wrong!pass2026' });
    expect(badPassword.status).toBe(401);
    expect((await json<Problem>(badPassword)).secondStepToken).toBeUndefined();
  });

  it('a recovery code signs in once; its count goes down', async () => {
    const code = String(recoveryCodes[0]);
    const first = await firstStep('parent@kampus.test');
    const used = await post('/en/login/second-factor', {
      secondStepToken: first.secondStepToken,
      code: code.toLowerCase().replace(/-/g, ' '),
    });
    expect(used.status).toBe(200);
    const { accessToken } = await json<{ accessToken: string }>(used);
    const status = await json<{ recoveryCodesLeft: number }>(
      await server.call('/en/second-factor', { token: accessToken }),
    );
    expect(status.recoveryCodesLeft).toBe(9);
    const again = await firstStep('parent@kampus.test');
    expect((await post('/en/login/second-factor', { secondStepToken: again.secondStepToken, code })).status).toBe(401);
  });

  it('a second step older than 5 minutes is refused, asking to sign in again', async () => {
    const first = await firstStep('parent@kampus.test');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    const late = await post('/en/login/second-factor', {
      secondStepToken: first.secondStepToken,
      code: codeOf(secret),
    });
    expect(late.status).toBe(401);
    expect((await json<Problem>(late)).detail).toBe('This sign-in has expired. Please sign in again.');
    const forged = await post('/en/login/second-factor', { secondStepToken: 'x.y.z', code: codeOf(secret) });
    expect(forged.status).toBe(401);
  });

  it('a reset link proves the address, not the second factor: the new password is set, the session waits for a code', async () => {
    const { token: admin } = await server.login('admin@kampus.test');
    const userId = String((await firstStep('parent@kampus.test')).userId);
    expect((await post('/en/reset-password', { email: 'parent@kampus.test' })).status).toBe(200);
    const resetId = linkSecret((await latestMailTo(server, admin, 'parent@kampus.test')).text);
    const set = await post(`/en/reset-password/${resetId}`, {
      userId,
      email: 'parent@kampus.test',
      newPassword: 'Strong!pass1',
    });
    expect(set.status).toBe(401);
    const refused = await json<Problem & { token?: string }>(set);
    expect(refused.token).toBeUndefined();
    nextStep();
    const done = await post('/en/login/second-factor', {
      secondStepToken: refused.secondStepToken,
      code: codeOf(secret),
    });
    expect(done.status).toBe(200);
    expect((await firstStep('parent@kampus.test')).status).toBe(401);
    expect((await post('/en/login', { email: 'parent@kampus.test', pwd: 'Strong!pass1' })).status).toBe(401);
    const viaNew = await json<Problem>(await post('/en/login', { email: 'parent@kampus.test', pwd: 'Strong!pass1' }));
    expect(viaNew.secondFactorRequired).toBe(true);
  });
});

describe('the second step is limited like the password', () => {
  it('past 5 tries from one address, even the right code answers 429', async () => {
    const { secret } = await enrol('student@kampus.test');
    nextStep();
    const first = await firstStep('student@kampus.test');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post('/en/login/second-factor', { secondStepToken: first.secondStepToken, code: '000000' });
      expect(wrong.status).toBe(401);
    }
    const limited = await post('/en/login/second-factor', {
      secondStepToken: first.secondStepToken,
      code: codeOf(secret),
    });
    expect(limited.status).toBe(429);
  });
});

describe('turning it off', () => {
  it('asks the current password or a code; without either 422; then the password alone signs in', async () => {
    const { secret } = await enrol('campus@kampus.test');
    nextStep();
    const first = await firstStep('campus@kampus.test');
    const signedIn = await post('/en/login/second-factor', {
      secondStepToken: first.secondStepToken,
      code: codeOf(secret),
    });
    const { accessToken } = await json<{ accessToken: string }>(signedIn);
    const none = await post('/en/second-factor/disable', {}, accessToken);
    expect(none.status).toBe(422);
    expect((await json<Problem>(none)).violations?.[0]?.propertyPath).toBe('code');
    const wrongPassword = await post('/en/second-factor/disable', { currentPassword: 'Wrong!pass2026' }, accessToken);
    expect(wrongPassword.status).toBe(422);
    expect((await json<Problem>(wrongPassword)).violations?.[0]?.propertyPath).toBe('currentPassword');
    expect((await firstStep('campus@kampus.test')).status).toBe(401);
    const off = await post('/en/second-factor/disable', { currentPassword: DEMO_PASSWORD }, accessToken);
    expect(off.status).toBe(204);
    expect((await firstStep('campus@kampus.test')).status).toBe(200);
    expect(shift).toBeGreaterThan(0);
  });
});

describe('an administrator resets a lost second factor', () => {
  it('headquarters and superadmins only, audited; then the password alone signs in', async () => {
    // The teacher's app was set up in the first test.
    expect((await firstStep('teacher@kampus.test')).status).toBe(401);
    const [teacher] = await server.sql("select uuid from users where email = 'teacher@kampus.test'");
    const path = `/tr/users/${String(teacher?.uuid)}/second-factor`;
    const { token: school } = await server.login('school@kampus.test');
    expect((await server.call(path, { method: 'DELETE', token: school })).status).toBe(403);
    expect((await firstStep('teacher@kampus.test')).status).toBe(401);
    const { token: hq } = await server.login('hq@kampus.test');
    expect((await server.call(path, { method: 'DELETE', token: hq })).status).toBe(204);
    expect((await firstStep('teacher@kampus.test')).status).toBe(200);
    const trail = await server.sql(
      "select a.action, u.email from audit_logs a join users u on u.id = a.user_id where a.action = 'second_factor_reset'",
    );
    expect(trail).toEqual([{ action: 'second_factor_reset', email: 'hq@kampus.test' }]);
  });
});

describe('required by the school group', () => {
  it('staff without a second factor reach nothing but its setup until it is on; families are not held', async () => {
    const { token: admin } = await server.login('admin@kampus.test');
    const [root] = await server.sql('select id from schools where parent_id is null order by id limit 1');
    const set = await server.call('/api/configurations', {
      method: 'POST',
      token: admin,
      json: { school: root?.id, key: 'requireSecondFactor', value: '1' },
    });
    expect(set.status).toBe(201);
    try {
      const { token } = await server.login('school2@kampus.test');
      const blocked = await server.call('/api/schools.json', { token, headers: { 'accept-language': 'tr' } });
      expect(blocked.status).toBe(403);
      expect((await json<Problem>(blocked)).detail).toBe(
        'Okul grubunuz iki adımlı giriş istiyor: devam etmeden önce bir doğrulama uygulaması kurun.',
      );
      const status = await json<{ required: boolean; enabled: boolean }>(
        await server.call('/en/second-factor', { token }),
      );
      expect(status).toMatchObject({ required: true, enabled: false });
      const started = await post('/en/second-factor/totp', {}, token);
      const { secret } = await json<{ secret: string }>(started);
      expect((await post('/en/second-factor/totp/confirm', { code: codeOf(secret) }, token)).status).toBe(200);
      // The same session is free once the app is on.
      expect((await server.call('/api/schools.json', { token })).status).toBe(200);
      // A teacher is not held by the policy.
      const teacher = await server.login('teacher@kampus.test');
      expect((await server.call('/api/schools.json', { token: teacher.token })).status).toBe(200);
    } finally {
      await server.sql("delete from configurations where key = 'requireSecondFactor'");
    }
  });
});

describe('step-up: dangerous acts want a fresh second factor', () => {
  it('impersonation and a new API key: refused once the second factor is older than 5 minutes, allowed after a step-up', async () => {
    const { secret } = await enrol('hq@kampus.test');
    nextStep();
    const first = await firstStep('hq@kampus.test');
    const signedIn = await post('/en/login/second-factor', {
      secondStepToken: first.secondStepToken,
      code: codeOf(secret),
    });
    const { accessToken, userId } = await json<{ accessToken: string; userId: string }>(signedIn);
    const teacher = String((await server.sql("select uuid from users where email = 'teacher@kampus.test'"))[0]?.uuid);
    const later = Date.now() + shift + 10 * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: later });
    const refused = await post('/tr/impersonate', { userId: teacher, reason: 'Support call' }, accessToken);
    expect(refused.status).toBe(403);
    const problem = await json<Problem & { stepUpRequired?: boolean }>(refused);
    expect(problem.stepUpRequired).toBe(true);
    expect(problem.detail).toBe(
      // An authenticator app and no passkey: the code is asked for, no passkey named.
      'Bu işlem için ikinci adımınız yeniden gerekir: doğrulama uygulamanızdan yeni bir kod (5 dakika içinde).',
    );
    // The current password is no longer enough for a key: the second factor is asked.
    const key = await post(`/en/users/${userId}/generate-api-key`, { currentPassword: DEMO_PASSWORD }, accessToken);
    expect(key.status).toBe(403);
    expect((await json<Problem & { stepUpRequired?: boolean }>(key)).stepUpRequired).toBe(true);
    // So are the bulk exports of personal data: the students' spreadsheet, the OneRoster roster, a
    // report's every row and a form's every answer.
    const form = (await server.sql('select id from forms order by id limit 1'))[0]?.id;
    for (const path of [
      '/api/students/export?format=csv',
      '/api/oneroster/export',
      '/api/reports/enrolment/export?format=csv',
      `/api/forms/${String(form)}/submissions/export?format=csv`,
    ]) {
      const exported = await server.call(path, { token: accessToken });
      expect(exported.status, path).toBe(403);
      expect((await json<Problem & { stepUpRequired?: boolean }>(exported)).stepUpRequired, path).toBe(true);
    }
    // A wrong code is no step-up.
    const wrong = await post('/en/step-up', { code: '000000' }, accessToken);
    expect(wrong.status).toBe(422);
    expect((await post('/tr/impersonate', { userId: teacher, reason: 'Support call' }, accessToken)).status).toBe(403);
    expect((await post('/en/step-up', { code: codeOf(secret, later) }, accessToken)).status).toBe(204);
    const made = await post(`/en/users/${userId}/generate-api-key`, {}, accessToken);
    expect(made.status).toBe(200);
    const exported = await server.call('/api/students/export?format=csv', { token: accessToken });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain('studentNumber');
    expect((await server.call('/api/reports/enrolment/export?format=csv', { token: accessToken })).status).toBe(200);
    // A client with the key is never asked: its key was made with the same proof, and it cannot answer a prompt.
    const { apiKey } = await json<{ apiKey: string }>(made);
    vi.setSystemTime(later + 60 * 60_000);
    expect((await server.call('/api/students/export?format=csv', { token: apiKey })).status).toBe(200);
    expect((await server.call('/api/students/export?format=csv', { token: accessToken })).status).toBe(403);
    vi.setSystemTime(later);
    const acting = await post('/en/impersonate', { userId: teacher, reason: 'Support call' }, accessToken);
    expect(acting.status).toBe(200);
    // An impersonation never steps up in the person's name.
    const { accessToken: asTeacher } = await json<{ accessToken: string }>(acting);
    expect((await post('/en/step-up', { code: codeOf(secret, later) }, asTeacher)).status).toBe(403);
  });

  it('someone without a second factor keeps the password rule', async () => {
    const { token } = await server.login('school@kampus.test');
    const teacher = String((await server.sql("select uuid from users where email = 'teacher@kampus.test'"))[0]?.uuid);
    expect((await post('/en/impersonate', { userId: teacher, reason: 'Support call' }, token)).status).toBe(200);
  });
});

describe('the impersonated person sees who acted as them', () => {
  it('names each impersonator and when; nobody else’s entries', async () => {
    const teacher = await server.login('teacher@kampus.test');
    const seen = await json<{ impersonations: { by: string; enterTime: string; exitTime: string | null }[] }>(
      await server.call('/en/impersonated-by', { token: teacher.token }),
    );
    // The step-up tests had headquarters (on a clock moved on) and the school's admin act as the teacher.
    expect(seen.impersonations.map((entry) => entry.by.replace(/^.*\(/, '(')).sort()).toEqual([
      '(hq@kampus.test)',
      '(school@kampus.test)',
    ]);
    expect(seen.impersonations[0]?.enterTime).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const parent = await server.login('admin@kampus.test');
    const none = await json<{ impersonations: unknown[] }>(
      await server.call('/en/impersonated-by', { token: parent.token }),
    );
    expect(none.impersonations).toEqual([]);
  });
});
