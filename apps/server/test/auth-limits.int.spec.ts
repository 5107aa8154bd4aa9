/**
 * Rate limits and sign-in guards as an attacker meets them: forwarded addresses, concurrent
 * bursts, per-address mail limits, the reset mail made by a job, the second factor of an
 * account under attack, and no password oracle on inactive or expired accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { latestMailTo } from './accounts-mail.ts';

let server: TestServer;

const loginAs = (email: string, pwd: string, from?: string, extra: Record<string, unknown> = {}) =>
  server.call('/en/login', {
    method: 'POST',
    json: { email, pwd, ...extra },
    ...(from ? { headers: { 'x-forwarded-for': from } } : {}),
  });

const post = (path: string, body: unknown, from: string) =>
  server.call(path, { method: 'POST', json: body, headers: { 'x-forwarded-for': from } });

const statusCounts = (statuses: number[]): Record<number, number> =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

const codeIn = (text: string): string => {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
};

const mailsTo = async (adminToken: string, to: string): Promise<number> => {
  const list = await json<{ messages: { to: string }[] }>(await server.call('/en/outbox', { token: adminToken }));
  return list.messages.filter((message) => message.to === to).length;
};

/** Runs the jobs, lets the deliverer send, and counts the mail to an address. */
const settledMailsTo = async (adminToken: string, to: string): Promise<number> => {
  await server.runJobs();
  await new Promise((resolve) => setTimeout(resolve, 700));
  await server.runJobs();
  await new Promise((resolve) => setTimeout(resolve, 700));
  return mailsTo(adminToken, to);
};

describe('without TRUST_PROXY', () => {
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('ignores X-Forwarded-For: wrong logins from one client are limited whatever address they claim', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await loginAs('teacher@kampus.test', 'wrong', `198.51.100.${i + 1}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Many accounts from one client: the per-address limit (4 x 5) holds too.
    const spread = [];
    for (let i = 0; i < 21; i++) {
      spread.push((await loginAs(`nobody${i}@example.org`, 'wrong', `203.0.113.${i + 1}`)).status);
    }
    expect(spread.slice(0, 14)).toEqual(Array(14).fill(401));
    expect(spread.at(-1)).toBe(429);
  });
});

describe('concurrent wrong logins', () => {
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('of 30 at once for one account from one address, exactly 5 are checked and the rest answer 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => loginAs('parent@kampus.test', 'wrong-password')),
    );
    expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 401: 5, 429: 25 });
  });
});

describe('with TRUST_PROXY=127.0.0.1', () => {
  let admin: string;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: '127.0.0.1', KAMPUS_PUBLIC_URL: 'https://kampus.example.org' });
    admin = (await server.login('admin@kampus.test')).token;
  });
  afterAll(() => server.close());

  it('counts the address the trusted proxy saw', async () => {
    for (let i = 0; i < 5; i++) expect((await loginAs('nobody@example.org', 'wrong', '192.0.2.10')).status).toBe(401);
    expect((await loginAs('nobody@example.org', 'wrong', '192.0.2.10')).status).toBe(429);
    // Another client behind the same proxy is not limited by the first one's failures.
    expect((await loginAs('other@example.org', 'wrong', '192.0.2.11')).status).toBe(401);
  });

  it('compares at most 5 of 40 concurrent tries of a code, so the right one sent last among them fails', async () => {
    const email = 'concurrent.guesser@example.org';
    expect((await post('/en/register-emails', { emailAddress: email }, '192.0.2.20')).status).toBe(201);
    const code = codeIn((await latestMailTo(server, admin, email)).text);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const tries = [...Array.from({ length: 39 }, (_, i) => wrong(i)), code];
    const answers = await Promise.all(
      tries.map((verifyCode) => post('/en/verify-email', { emailAddress: email, verifyCode }, '192.0.2.20')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(400));
    expect((await post('/en/verify-email', { emailAddress: email, verifyCode: code }, '192.0.2.20')).status).toBe(400);
  });

  it('mails at most 5 codes to one address of 20 concurrent registrations', async () => {
    const email = 'concurrent.register@example.org';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('/en/register-emails', { emailAddress: email }, `192.0.2.${100 + i}`)),
    );
    expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 201: 5, 429: 15 });
    expect(await settledMailsTo(admin, email)).toBe(5);
  });

  it('mails at most 5 reset links to one account of 15 concurrent requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        post('/en/reset-password', { email: 'school@kampus.test' }, `192.0.2.${150 + i}`),
      ),
    );
    expect(answers).toAllSatisfy((answer) => answer.status === 200);
    expect(await settledMailsTo(admin, 'school@kampus.test')).toBe(5);
  });

  it('sends mail for at most 10 anonymous requests an hour from one client, then 429 in its language', async () => {
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await post('/en/register-emails', { emailAddress: `many${i}@example.org` }, '192.0.2.30')).status);
    }
    expect(statuses).toEqual(Array(10).fill(201));
    const refused = await post('/de/register-emails', { emailAddress: 'many10@example.org' }, '192.0.2.30');
    expect(refused.status).toBe(429);
    expect((await json(refused)).error).toBe(
      'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    );
    const reset = await post('/tr/reset-password', { email: 'teacher@kampus.test' }, '192.0.2.30');
    expect(reset.status).toBe(429);
    expect((await json(reset)).error).toBe('Çok fazla deneme. Lütfen birkaç dakika bekleyip tekrar deneyin.');
    // Another client still may.
    expect((await post('/en/register-emails', { emailAddress: 'many10@example.org' }, '192.0.2.31')).status).toBe(201);
  });

  it('answers a reset request the same for known and unknown addresses, and the job mails the link', async () => {
    const known = await post('/en/reset-password', { email: 'student@kampus.test' }, '192.0.2.40');
    const unknown = await post('/en/reset-password', { email: 'no-such-person@example.org' }, '192.0.2.40');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.text()).toBe(await unknown.text());
    // Nothing is looked up or mailed by the request itself.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await mailsTo(admin, 'student@kampus.test')).toBe(0);
    expect(await server.runJobs()).toBeGreaterThanOrEqual(2);
    const mail = await latestMailTo(server, admin, 'student@kampus.test');
    expect(mail.text).toContain('https://kampus.example.org/reset-password/');
    expect(await mailsTo(admin, 'no-such-person@example.org')).toBe(0);
  });

  it('lets the user in with a mailed code after others failed on the account from many addresses', async () => {
    const email = 'campus@kampus.test';
    for (let i = 0; i < 6; i++) {
      expect((await loginAs(email, `guess-${i}`, `198.18.0.${i + 1}`)).status).toBe(401);
    }
    // Past the account's limit, a right and a wrong password from a fresh address look alike.
    const wrong = await loginAs(email, 'guess-x', '198.18.1.1');
    const right = await loginAs(email, 'Kampus!2026', '198.18.1.2');
    expect([wrong.status, right.status]).toEqual([401, 401]);
    const rightBody = await json(right);
    expect(rightBody).toMatchObject({ codeRequired: true });
    expect(await json(wrong)).toEqual(rightBody);
    // Only the right password mailed a code; a wrong code is refused, the right one lets the user in.
    expect(await settledMailsTo(admin, email)).toBe(1);
    const mail = await latestMailTo(server, admin, email);
    expect(mail.subject).toBe('Your Kampus sign-in code');
    const code = codeIn(mail.text);
    const badCode = await loginAs(email, 'Kampus!2026', '198.18.1.2', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(badCode.status).toBe(401);
    expect(await json(badCode)).toEqual(rightBody);
    const codeWrongPassword = await loginAs(email, 'guess-y', '198.18.1.3', { code });
    expect(await json(codeWrongPassword)).toEqual(rightBody);
    const signedIn = await loginAs(email, 'Kampus!2026', '198.18.1.2', { code });
    expect(signedIn.status).toBe(200);
    expect(await json(signedIn)).toHaveProperty('accessToken');
    expect(await settledMailsTo(admin, email)).toBe(1);
  });

  it('tells an inactive or expired account only to the right password; a wrong one looks like any other', async () => {
    const make = async (email: string, extra: Record<string, unknown>) => {
      const created = await server.call('/api/users', {
        method: 'POST',
        token: admin,
        json: {
          name: 'Quiet',
          lastName: 'Account',
          email,
          userType: '/api/user_types/5',
          schoolId: 3,
          password: 'Secret!234',
          ...extra,
        },
      });
      expect(created.status).toBe(201);
    };
    await make('inactive.one@example.org', { isActive: false });
    await make('expired.one@example.org', { expiresAt: '2020-01-01' });
    await make('active.one@example.org', {});

    const wrongActive = await loginAs('active.one@example.org', 'Wrong!234', '198.19.0.1');
    for (const email of ['inactive.one@example.org', 'expired.one@example.org']) {
      const wrong = await loginAs(email, 'Wrong!234', '198.19.0.2');
      expect(wrong.status).toBe(wrongActive.status);
      expect(await json(wrong)).toEqual(await json(await loginAs('active.one@example.org', 'Wrong!234', '198.19.0.3')));
    }
    expect((await json(await loginAs('inactive.one@example.org', 'Secret!234', '198.19.0.4'))).error).toBe(
      'This account is not active.',
    );
    expect((await json(await loginAs('expired.one@example.org', 'Secret!234', '198.19.0.4'))).error).toBe(
      'This account has expired.',
    );
    // Wrong passwords count alike: the sixth from one address answers 429 on both kinds.
    for (const email of ['inactive.one@example.org', 'active.one@example.org']) {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await loginAs(email, 'Wrong!234', `198.19.1.${email.length}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    }
  });
});
