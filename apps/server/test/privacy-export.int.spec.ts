import { resources } from '@kampus/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, json, startServer, type TestServer } from './harness.ts';

/**
 * The data-subject access export (issue 35, docs/privacy.md): everything Kampus holds about a
 * student, checked against the database itself: every row of every table whose foreign key names
 * the student (found in PostgreSQL's catalogue, not in the declarations the export reads) is in it.
 */
let server: TestServer;
let admin: string;
let studentId: number;

interface Export {
  subject: { resource: string; id: number };
  record: Record<string, unknown>;
  related: Record<string, { id: number }[]>;
  excluded: string[];
}

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('school@kampus.test')).token;
  const [row] = await server.sql(
    "select s.id from students s join users u on u.id = s.user_id where u.email = 'student@kampus.test'",
  );
  studentId = Number(row?.id);
});
afterAll(() => server.close());

const resourceOfTable = new Map(resources.map((resource) => [resource.table ?? resource.name, resource.name]));

/** Every (table, column) whose foreign key points at `table`'s id, from the catalogue. */
const foreignKeysTo = async (table: string) =>
  (await server.sql(`
    select c.conrelid::regclass::text as source, a.attname as column
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = '${table}'::regclass`)) as { source: string; column: string }[];

/**
 * Tables that are no resource and reference a person, left out of the export on purpose: each
 * holds a credential or a request's replay, not information about the person. A new such table
 * fails the test until it is exported or named here with its reason.
 */
const CREDENTIAL_TABLES = [
  'api_keys', // an API key's hash
  'auth_sessions', // a sign-in session's token hash
  'calendar_feeds', // a calendar feed address's secret, as a hash (the person's Calendar tab says whether there is one)
  'idempotency_keys', // a command's stored answer, kept 24 hours
  'lti_launches', // a learning tool launch's one-time hint, kept 2 minutes
  'password_tokens', // a reset link's token hash
  'user_passkeys', // a passkey's public key (its name and dates the person reads on their security page)
  'user_recovery_codes', // second-factor recovery code hashes
  'user_totp', // the authenticator app's secret
  'webauthn_challenges', // a passkey ceremony's one-time challenge, kept 5 minutes
];

const exportOf = (path: string, token = admin) => server.call(path, { token });

describe('GET /api/students/{id}/personal-data', () => {
  it('holds every row of the database that references the student, and of their own account', async () => {
    // A page the student opened: no resource, yet information about them.
    const student = await server.login('student@kampus.test');
    const viewed = await server.call('/en/page-views', {
      method: 'POST',
      token: student.token,
      json: { path: '/homework', title: 'Homework' },
    });
    expect(viewed.status).toBeLessThan(300);
    // The identity provider's id of the student's account, as SCIM keeps it (docs/standards.md).
    await server.sql(
      `insert into scim_users (user_id, external_id) select user_id, 'entra-4f1c' from students where id = ${studentId}`,
    );
    const response = await exportOf(`/api/students/${studentId}/personal-data`);
    expect(response.status).toBe(200);
    const body = await json<Export>(response);
    expect(body.subject).toEqual({ resource: 'students', id: studentId });
    expect(body.record.id).toBe(studentId);
    const [account] = await server.sql(`select user_id from students where id = ${studentId}`);
    const userId = Number(account?.user_id);
    const expected: string[] = [];
    const skipped = new Set<string>();
    for (const [table, id] of [
      ['students', studentId],
      ['users', userId],
    ] as const) {
      for (const key of await foreignKeysTo(table)) {
        // Five tables that are no resource hold information about the person and are exported as such.
        const internal = [
          'page_views',
          'reader_languages',
          'scim_users',
          'lti_score_times',
          'oneroster_result_ids',
        ].includes(key.source);
        const resource = internal ? key.source : resourceOfTable.get(key.source);
        if (resource === undefined) {
          skipped.add(key.source);
          continue;
        }
        const idColumn =
          key.source === 'page_views'
            ? 'id'
            : key.source === 'lti_score_times' || key.source === 'oneroster_result_ids'
              ? 'assignment_id'
              : internal
                ? 'user_id'
                : 'id';
        const rows = await server.sql(`select ${idColumn} as id from ${key.source} where ${key.column} = ${id}`);
        for (const row of rows) expected.push(`${resource}#${Number(row.id)}`);
      }
    }
    const found = new Set(
      Object.entries(body.related).flatMap(([resource, rows]) => rows.map((row) => `${resource}#${row.id}`)),
    );
    // A demo student has enrolments, guardians, attendance, fees and payments: the check is not empty.
    expect(new Set(expected.map((key) => key.split('#')[0])).size).toBeGreaterThan(5);
    expect(expected.filter((key) => !found.has(key))).toEqual([]);
    expect(found.has(`users#${userId}`)).toBe(true);
    expect([...skipped].sort()).toEqual(CREDENTIAL_TABLES);
    expect(body.related.page_views?.length).toBeGreaterThan(0);
    expect(body.related.scim_users).toEqual([{ id: userId, externalId: 'entra-4f1c', deletedAt: null }]);
    // The language they use Kampus in (their call above stated English).
    expect(body.related.reader_languages).toEqual([expect.objectContaining({ id: userId, language: 'en' })]);
  });

  it('never holds a secret: no password hash, token or second-factor secret', async () => {
    const body = await json<Export>(await exportOf(`/api/students/${studentId}/personal-data`));
    const text = JSON.stringify(body);
    const [hash] = await server.sql(
      `select password from users where id = (select user_id from students where id = ${studentId})`,
    );
    expect(typeof hash?.password).toBe('string');
    expect(text).not.toContain(String(hash?.password));
    expect(text).not.toMatch(/"(password|photoKey|token)"/);
    expect(body.excluded.length).toBeGreaterThan(0);
  });

  it('is audited: who exported whose data, and when', async () => {
    await exportOf(`/api/students/${studentId}/personal-data`);
    const entries = await server.sql(
      `select action from audit_logs where resource = 'students' and record_id = ${studentId} and action = 'personal_data_export'`,
    );
    expect(entries.length).toBeGreaterThan(0);
  });

  it('is 404 for staff of another school and refused to a teacher, a parent and the student', async () => {
    const other = (await server.login('school2@kampus.test')).token;
    expect((await exportOf(`/api/students/${studentId}/personal-data`, other)).status).toBe(404);
    for (const who of ['teacher', 'parent', 'student']) {
      const { token } = await server.login(`${who}@kampus.test`);
      expect([403, 404]).toContain((await exportOf(`/api/students/${studentId}/personal-data`, token)).status);
    }
  });
});

describe('GET /{lang}/users/{userId}/personal-data', () => {
  it("holds a guardian's account and the guardian rows naming them", async () => {
    const parent = await server.login('parent@kampus.test');
    const response = await exportOf(`/en/users/${parent.userId}/personal-data`);
    expect(response.status).toBe(200);
    const body = await json<Export>(response);
    const guardianRows = await server.sql(
      "select g.id from guardians g join users u on u.id = g.user_id where u.email = 'parent@kampus.test'",
    );
    expect(guardianRows.length).toBeGreaterThan(0);
    expect((body.related.guardians ?? []).map((row) => row.id).sort()).toEqual(
      guardianRows.map((row) => Number(row.id)).sort(),
    );
  });
});

describe('step-up', () => {
  const codeOf = (secret: string, at = Date.now()): string =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
      timestamp: at,
    });

  it('a caller with a second factor given over 5 minutes ago is asked for it again, then exports', async () => {
    const { token } = await server.login('hq@kampus.test');
    const started = await server.call('/en/second-factor/totp', { method: 'POST', token, json: {} });
    const { secret } = await json<{ secret: string }>(started);
    await server.call('/en/second-factor/totp/confirm', { method: 'POST', token, json: { code: codeOf(secret) } });
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30_000 });
      const first = await json<{ secondStepToken: string }>(
        await server.call('/en/login', { method: 'POST', json: { email: 'hq@kampus.test', pwd: DEMO_PASSWORD } }),
      );
      const signedIn = await server.call('/en/login/second-factor', {
        method: 'POST',
        json: { secondStepToken: first.secondStepToken, code: codeOf(secret) },
      });
      const { accessToken } = await json<{ accessToken: string }>(signedIn);
      const later = Date.now() + 10 * 60_000;
      vi.useFakeTimers({ toFake: ['Date'], now: later });
      const refused = await exportOf(`/api/students/${studentId}/personal-data`, accessToken);
      expect(refused.status).toBe(403);
      expect((await json<{ stepUpRequired?: boolean }>(refused)).stepUpRequired).toBe(true);
      const stepUp = await server.call('/en/step-up', {
        method: 'POST',
        token: accessToken,
        json: { code: codeOf(secret, later) },
      });
      expect(stepUp.status).toBe(204);
      expect((await exportOf(`/api/students/${studentId}/personal-data`, accessToken)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
