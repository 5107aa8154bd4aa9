import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, json, startServer, type TestServer } from './harness.ts';
import { softwareAuthenticator, type SoftwareAuthenticator } from './support/software-authenticator.ts';

/**
 * Passkeys as a second factor (issue 35, docs/security.md "Passkeys"): registered on the account,
 * asked at sign-in's second step and at step-up, each challenge answered once, only from the
 * configured origin. The authenticator is software (node:crypto), answering as a browser would.
 */
const ORIGIN = 'https://kampus.example';
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ KAMPUS_PUBLIC_URL: ORIGIN });
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

type Answer = {
  status: number;
  detail?: string;
  error?: string;
  secondStepToken?: string;
  accessToken?: string;
  stepUpRequired?: boolean;
  recoveryCodes?: string[] | null;
  violations?: { propertyPath: string; message: string }[];
};
type Options = { challenge: string; rp: { id?: string }; rpId?: string; allowCredentials?: { id: string }[] };

const post = async (path: string, body: unknown, token?: string): Promise<Answer> => {
  const response = await server.call(path, { method: 'POST', json: body, ...(token ? { token } : {}) });
  const text = await response.text();
  return { status: response.status, ...(text ? (JSON.parse(text) as object) : {}) };
};
const options = async (path: string, body: unknown, token?: string): Promise<Options> => {
  const response = await server.call(path, { method: 'POST', json: body, ...(token ? { token } : {}) });
  expect(response.status).toBe(200);
  return json<Options>(response);
};
const passkeysOf = async (token: string) =>
  (
    await json<{ passkeys: { id: number; name: string; createdAt: string; lastUsedAt: string | null }[] }>(
      await server.call('/en/passkeys', { token }),
    )
  ).passkeys;

/** Registers a software passkey for `email` from a fresh password sign-in; answers it and the session. */
const register = async (email: string, name: string) => {
  const { token } = await server.login(email);
  const authenticator = softwareAuthenticator();
  const created = await options('/en/passkeys/registration-options', {}, token);
  const added = await post('/en/passkeys', { name, response: authenticator.register(created, ORIGIN) }, token);
  expect(added.status).toBe(201);
  return { authenticator, token, added };
};

/** Password, then the passkey: the session, or the refusal of the second step. */
const signInWithPasskey = async (email: string, authenticator: SoftwareAuthenticator, origin = ORIGIN) => {
  const first = await post('/en/login', { email, pwd: DEMO_PASSWORD });
  // The step says the person has a passkey: the page offers it.
  expect(first).toMatchObject({ status: 401, secondFactorRequired: true, passkey: true });
  const asked = await options('/en/login/second-factor/passkey-options', { secondStepToken: first.secondStepToken });
  expect(asked.rpId).toBe('kampus.example');
  expect(asked.allowCredentials?.map((c) => c.id)).toEqual([authenticator.credentialId]);
  const answer = authenticator.authenticate(asked, origin);
  const second = await post('/en/login/second-factor', { secondStepToken: first.secondStepToken, passkey: answer });
  return { first, asked, answer, second };
};

describe('registering a passkey', () => {
  it('stores it with its name, lists it, asks it at sign-in and gives recovery codes with the first factor', async () => {
    const { token, added, authenticator } = await register('campus@kampus.test', 'Office laptop');
    expect(added.recoveryCodes).toHaveLength(10);
    const listed = await passkeysOf(token);
    expect(listed).toEqual([
      { id: expect.any(Number), name: 'Office laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const status = await json<{ passkeys: number }>(await server.call('/en/second-factor', { token }));
    expect(status.passkeys).toBe(1);

    const { second } = await signInWithPasskey('campus@kampus.test', authenticator);
    expect(second.status).toBe(200);
    expect(second.accessToken).toEqual(expect.any(String));
    const [used] = await passkeysOf(String(second.accessToken));
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed registration, a wrong origin, another site and an empty name', async () => {
    const { token } = await server.login('teacher@kampus.test');
    const authenticator = softwareAuthenticator();
    const noName = await post('/en/passkeys', { name: ' ', response: {} }, token);
    expect(noName.violations?.[0]?.propertyPath).toBe('name');

    const forOtherOrigin = await options('/en/passkeys/registration-options', {}, token);
    const wrongOrigin = authenticator.register(forOtherOrigin, 'https://evil.example');
    const refused = await post('/en/passkeys', { name: 'Phone', response: wrongOrigin }, token);
    expect(refused.status).toBe(422);
    expect(refused.violations).toMatchObject([
      { propertyPath: 'response', message: 'This passkey could not be verified for this site.' },
    ]);

    const forOtherSite = await options('/en/passkeys/registration-options', {}, token);
    const otherRp = authenticator.register({ ...forOtherSite, rp: { id: 'evil.example' } }, ORIGIN);
    expect((await post('/en/passkeys', { name: 'Phone', response: otherRp }, token)).status).toBe(422);

    const right = await options('/en/passkeys/registration-options', {}, token);
    const response = authenticator.register(right, ORIGIN);
    expect((await post('/en/passkeys', { name: 'Phone', response }, token)).status).toBe(201);
    const replayed = await post('/en/passkeys', { name: 'Phone again', response }, token);
    expect(replayed.status).toBe(422);
    expect(replayed.violations?.[0]?.message).toBe(
      'This passkey request has expired or was already used. Please try again.',
    );
    expect((await passkeysOf(token)).map((p) => p.name)).toEqual(['Phone']);
  });
});

describe("a passkey at sign-in's second step", () => {
  it('refuses a replayed answer, an answer made on another origin, and an expired challenge', async () => {
    const { authenticator } = await register('school2@kampus.test', 'Laptop');
    const { second, answer, first } = await signInWithPasskey('school2@kampus.test', authenticator);
    expect(second.status).toBe(200);
    const replayed = await post('/en/login/second-factor', { secondStepToken: first.secondStepToken, passkey: answer });
    expect(replayed).toMatchObject({ status: 401, error: 'This code is wrong or was already used.' });
    expect(replayed.accessToken).toBeUndefined();

    const elsewhere = await signInWithPasskey('school2@kampus.test', authenticator, 'https://evil.example');
    expect(elsewhere.second.status).toBe(401);

    const late = await post('/en/login', { email: 'school2@kampus.test', pwd: DEMO_PASSWORD });
    const asked = await options('/en/login/second-factor/passkey-options', { secondStepToken: late.secondStepToken });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    const expired = await post('/en/login/second-factor', {
      secondStepToken: late.secondStepToken,
      passkey: authenticator.authenticate(asked, ORIGIN),
    });
    expect(expired.status).toBe(401);
  });
});

describe('step-up with a passkey, and impersonation by a reason and a time limit', () => {
  it('impersonation wants a step-up and a reason, lasts 30 minutes, and the person sees who, when, how long and why', async () => {
    const { authenticator } = await register('school@kampus.test', 'Desk key');
    const { second } = await signInWithPasskey('school@kampus.test', authenticator);
    const token = String(second.accessToken);
    const student = await server.login('student@kampus.test');
    // Six minutes later the second factor is no longer fresh.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    const refused = await post('/en/impersonate', { userId: student.userId, reason: 'Grades help' }, token);
    expect(refused).toMatchObject({ status: 403, stepUpRequired: true });
    // A passkey and no authenticator app: the message asks for the passkey, not for a code.
    expect((refused as { detail?: string }).detail).toBe(
      'This needs your second factor again: your passkey (within 5 minutes).',
    );

    const asked = await options('/en/step-up/passkey-options', {}, token);
    const stepUp = await post('/en/step-up', { passkey: authenticator.authenticate(asked, ORIGIN) }, token);
    expect(stepUp.status).toBe(204);
    const noReason = await post('/en/impersonate', { userId: student.userId, reason: '  ' }, token);
    expect(noReason.status).toBe(422);
    expect(noReason.violations?.map((v) => v.propertyPath)).toEqual(['reason']);

    const started = await post('/en/impersonate', { userId: student.userId, reason: 'Grades help' }, token);
    expect(started.status).toBe(200);
    const acting = String(started.accessToken);
    const claims = JSON.parse(Buffer.from(acting.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(30 * 60);
    expect((await server.call('/en/impersonate', { token: acting })).status).toBe(200);
    // Past its limit the impersonation's token is refused by itself.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60_000 });
    expect((await server.call('/en/impersonate', { token: acting })).status).toBe(401);
    vi.useRealTimers();

    const seen = await json<{
      impersonations: {
        by: string;
        reason: string | null;
        limitMinutes: number | null;
        enterTime: string;
        endsAt: string | null;
      }[];
    }>(await server.call('/en/impersonated-by', { token: (await server.login('student@kampus.test')).token }));
    const [latest] = seen.impersonations;
    expect(latest).toMatchObject({ reason: 'Grades help', limitMinutes: 30 });
    expect(latest?.by).toContain('school@kampus.test');
    // The end by the limit, in the school's wall clock as the start is written.
    const enter = new Date(`${latest?.enterTime.replace(' ', 'T')}Z`).getTime();
    expect(new Date(`${latest?.endsAt?.replace(' ', 'T')}Z`).getTime() - enter).toBe(30 * 60_000);
  });

  it('a passkey is removed only after a step-up; the last factor takes the recovery codes', async () => {
    const { authenticator, token } = await register('hq@kampus.test', 'Old key');
    const [key] = await passkeysOf(token);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    const refused = await server.call(`/en/passkeys/${key?.id}`, { method: 'DELETE', token });
    expect(refused.status).toBe(403);
    const asked = await options('/en/step-up/passkey-options', {}, token);
    expect((await post('/en/step-up', { passkey: authenticator.authenticate(asked, ORIGIN) }, token)).status).toBe(204);
    expect((await server.call(`/en/passkeys/${key?.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect(await passkeysOf(token)).toEqual([]);
    const status = await json<{ recoveryCodesLeft: number; passkeys: number }>(
      await server.call('/en/second-factor', { token }),
    );
    expect(status).toMatchObject({ recoveryCodesLeft: 0, passkeys: 0 });
    // Without a second factor the password alone signs in again.
    expect((await post('/en/login', { email: 'hq@kampus.test', pwd: DEMO_PASSWORD })).status).toBe(200);
  });
});

describe('required by the school group', () => {
  it('a passkey counts as the second factor the policy wants of staff', async () => {
    const { token: admin } = await server.login('admin@kampus.test');
    const [root] = await server.sql('select id from schools where parent_id is null order by id limit 1');
    const set = await server.call('/api/configurations', {
      method: 'POST',
      token: admin,
      json: { school: root?.id, key: 'requireSecondFactor', value: '1' },
    });
    expect(set.status).toBe(201);
    try {
      // hq removed its passkey above: held by the policy, its session may only enrol one.
      const { token } = await server.login('hq@kampus.test');
      expect((await server.call('/api/schools.json', { token })).status).toBe(403);
      const created = await options('/en/passkeys/registration-options', {}, token);
      const added = await post(
        '/en/passkeys',
        { name: 'Key', response: softwareAuthenticator().register(created, ORIGIN) },
        token,
      );
      expect(added.status).toBe(201);
      expect((await server.call('/api/schools.json', { token })).status).toBe(200);
    } finally {
      await server.sql("delete from configurations where key = 'requireSecondFactor'");
    }
  });
});
