import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxIdsTo } from './accounts-mail.ts';
import { json, startServer, type TestServer } from './harness.ts';

/**
 * The disclosure log and consent records (issue 35, part 2; docs/privacy.md): a student's data
 * read by an API key or a OneRoster client leaves one line naming the students; the school's
 * own staff in the browser leave none. A withdrawn consent stops a notification's mail.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
let apiKey = '';
let keyId = '';
let deniz: { id: number; school: string };
let parentId = 0;

const disclosureCount = async () => Number((await server.sql('select count(*) as n from disclosures'))[0]?.n);

beforeAll(async () => {
  server = await startServer({ KAMPUS_SECRET: 'privacy-disclosures-signing-secret-long-enough' });
  for (const person of ['school', 'parent', 'hq', 'school2', 'admin']) {
    tokens[person] = (await server.login(`${person}@kampus.test`)).token;
  }
  const staff = await server.login('school@kampus.test');
  const response = await server.call(`/en/users/${staff.userId}/generate-api-key`, {
    method: 'POST',
    token: staff.token,
  });
  expect(response.status).toBe(200);
  apiKey = (await json<{ apiKey: string }>(response)).apiKey;
  keyId = String(decodeJwt(apiKey).akey);
  tokens.school = (await server.login('school@kampus.test')).token;
  const family = await json<{ id: number; name: string; school: string }[]>(
    await server.call('/api/students.json?pagination=false', { token: tokens.parent }),
  );
  deniz = family.find((student) => student.name === 'Deniz')!;
  parentId = Number((await server.sql("select id from users where email = 'parent@kampus.test'"))[0]?.id);
});
afterAll(() => server.close());

describe('the disclosure log', () => {
  it('is written by an API key reading students, not by staff reading them in the browser', async () => {
    const before = await disclosureCount();
    expect((await server.call('/api/students.json?itemsPerPage=5', { token: tokens.school })).status).toBe(200);
    expect(await disclosureCount()).toBe(before);

    const read = await server.call('/api/students.json?itemsPerPage=5', { token: apiKey });
    expect(read.status).toBe(200);
    const sent = (await json<{ id: number }[]>(read)).map((student) => student.id).sort((a, b) => a - b);
    expect(sent.length).toBeGreaterThan(0);
    const rows = await server.sql(`select * from disclosures order by id desc limit 1`);
    expect(rows[0]).toMatchObject({ client_kind: 'api_key', client: keyId, record_count: sent.length });
    expect(rows[0]!.student_ids).toEqual(sent);
    expect(String(rows[0]!.route)).toContain('/api/students.json');
    expect(await disclosureCount()).toBe(before + 1);

    // A row naming a student (a guardian) counts its student; a read of no student's data writes nothing.
    const guardians = await server.call(`/api/guardians.json?studentId=${deniz.id}`, { token: apiKey });
    expect(guardians.status).toBe(200);
    const [last] = await server.sql('select student_ids from disclosures order by id desc limit 1');
    expect(last!.student_ids).toEqual([deniz.id]);
    const counted = await disclosureCount();
    expect((await server.call('/api/grade_levels.json', { token: apiKey })).status).toBe(200);
    expect(await disclosureCount()).toBe(counted);
  });

  it('is written by any action about one student answered to an API key (a balance, a PDF), not by staff', async () => {
    const balance = `/api/students/${deniz.id}/balance`;
    const notes = `/api/students/${deniz.id}/promissory_notes/pdf`;
    const before = await disclosureCount();
    expect((await server.call(balance, { token: tokens.school })).status).toBe(200);
    expect(await disclosureCount()).toBe(before);

    expect((await server.call(balance, { token: apiKey })).status).toBe(200);
    const pdf = await server.call(notes, { token: apiKey });
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();
    const logged = await server.sql(`select * from disclosures order by id desc limit 2`);
    expect(logged.map((row) => String(row.route))).toEqual([notes, balance]);
    expect(logged).toAllSatisfy(
      (row) => row.client_kind === 'api_key' && row.client === keyId && Number(row.record_count) === 1,
    );
    expect(logged.map((row) => row.student_ids)).toEqual([[deniz.id], [deniz.id]]);
    // A refusal (a student out of the key's reach) discloses nothing.
    const [other] = await server.sql(
      `select id from students where school_id <> ${Number(deniz.school.split('/').pop())} limit 1`,
    );
    expect((await server.call(`/api/students/${Number(other?.id)}/balance`, { token: apiKey })).status).toBe(404);
    expect(await disclosureCount()).toBe(before + 2);
  });

  it('is written by an action answering a class’s students to an API key (the register, an incident), not by staff', async () => {
    const [nineA] = await server.sql(`select id from classes where title = '9-A' limit 1`);
    const register = `/api/attendances/register?classId=${Number(nineA?.id)}&date=2026-11-30`;
    const before = await disclosureCount();
    expect((await server.call(register, { token: tokens.school })).status).toBe(200);
    expect(await disclosureCount()).toBe(before);

    const byKey = await server.call(register, { token: apiKey });
    expect(byKey.status).toBe(200);
    const seated = (await json<{ lines: { student: { id: number } }[] }>(byKey)).lines.map((line) => line.student.id);
    expect(seated).toContain(deniz.id);
    const [line] = await server.sql(
      `select client_kind, client, record_count, student_ids from disclosures order by id desc limit 1`,
    );
    expect(line).toMatchObject({ client_kind: 'api_key', client: keyId, record_count: seated.length });
    expect(line!.student_ids).toEqual([...seated].sort((a, b) => a - b));

    // An incident names its students, whoever they are: the key's line names them too.
    const [incident] = await server.sql(
      `select incident from incident_students where student_id = ${deniz.id} limit 1`,
    );
    const sheet = await server.call(`/api/discipline_incidents/${Number(incident?.incident)}/sheet`, { token: apiKey });
    expect(sheet.status).toBe(200);
    const named = (await json<{ students: { studentId: number }[] }>(sheet)).students.map((part) => part.studentId);
    const [sheetLine] = await server.sql(`select route, student_ids from disclosures order by id desc limit 1`);
    expect(String(sheetLine?.route)).toContain('/sheet');
    expect(sheetLine!.student_ids).toEqual([...new Set(named)].sort((a, b) => a - b));
    expect(await disclosureCount()).toBe(before + 2);
  });

  it('is written by the students’ spreadsheet fetched with an API key, not by staff downloading it', async () => {
    const before = await disclosureCount();
    const byStaff = await server.call('/api/students/export?format=csv', { token: tokens.school });
    expect(byStaff.status).toBe(200);
    await byStaff.text();
    expect(await disclosureCount()).toBe(before);

    const byKey = await server.call('/api/students/export?format=csv', { token: apiKey });
    expect(byKey.status).toBe(200);
    const lines = (await byKey.text()).trim().split('\n').length - 1;
    expect(lines).toBeGreaterThan(0);
    const logged = await server.sql(
      "select client_kind, client, record_count, student_ids from disclosures where route = '/api/students/export' order by id",
    );
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).toAllSatisfy((row) => row.client_kind === 'api_key' && row.client === keyId);
    const ids = logged.flatMap((row) => row.student_ids as number[]);
    // Every exported student once, and the rows counted are the rows sent.
    expect(ids).toHaveLength(lines);
    expect(new Set(ids).size).toBe(lines);
    expect(logged.reduce((sum, row) => sum + Number(row.record_count), 0)).toBe(lines);
    expect(ids).toContain(deniz.id);
  });

  it('is written by a report naming students sent to an API key (its rows’ students), not by one counting them', async () => {
    const before = await disclosureCount();
    expect((await server.call('/api/reports/receipts/table', { token: tokens.school })).status).toBe(200);
    expect(await disclosureCount()).toBe(before);

    const table = await server.call('/api/reports/receipts/table', { token: apiKey });
    expect(table.status).toBe(200);
    const { rows } = await json<{ rows: string[][] }>(table);
    expect(rows.length).toBeGreaterThan(0);
    const [receiptsLine] = await server.sql(
      "select client, record_count, student_ids from disclosures where route = '/api/reports/receipts/table'",
    );
    expect(receiptsLine?.client).toBe(keyId);
    expect(Number(receiptsLine?.record_count)).toBe(rows.length);
    // The students are those of the receipts sent, each once (a student with two receipts is one id).
    const [paid] = await server.sql(
      `select array_agg(distinct student_id order by student_id) as ids from receipts where school_id = (select school_id from students where id = ${deniz.id})`,
    );
    expect(receiptsLine?.student_ids).toEqual(paid?.ids);

    const exported = await server.call('/api/reports/outstanding/export?format=csv', { token: apiKey });
    expect(exported.status).toBe(200);
    const debtors = (await exported.text()).trim().split('\n').length - 1;
    const [owedLine] = await server.sql(
      "select record_count, student_ids from disclosures where route = '/api/reports/outstanding/export'",
    );
    expect(Number(owedLine?.record_count)).toBe(debtors);
    expect(owedLine?.student_ids).toHaveLength(debtors);

    // A table of counts (enrolment by grade level) names no one: nothing is logged.
    const counted = await disclosureCount();
    expect((await server.call('/api/reports/enrolment/table', { token: apiKey })).status).toBe(200);
    expect(await disclosureCount()).toBe(counted);
  });

  it('is written by a OneRoster read, and answers who received a student’s data', async () => {
    const token = await server.call('/ims/oneroster/oauth/token', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${keyId}:${apiKey}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        scope: 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster.readonly',
      }).toString(),
    });
    expect(token.status).toBe(200);
    const bearer = (await json<{ access_token: string }>(token)).access_token;
    const read = await server.call(`/ims/oneroster/rostering/v1p2/students/student-${deniz.id}`, { token: bearer });
    expect(read.status).toBe(200);
    const [row] = await server.sql('select * from disclosures order by id desc limit 1');
    expect(row).toMatchObject({ client_kind: 'oneroster', client: keyId, record_count: 1 });
    expect(row!.student_ids).toEqual([deniz.id]);

    const answer = await server.call(`/api/students/${deniz.id}/disclosures`, { token: tokens.school });
    expect(answer.status).toBe(200);
    const { disclosures } = await json<{ disclosures: { clientKind: string; route: string }[] }>(answer);
    expect(disclosures[0]).toMatchObject({ clientKind: 'oneroster' });
    expect(disclosures.map((line) => line.clientKind)).toContain('api_key');
    // Another school's staff do not reach the student; the family does not read the log.
    expect((await server.call(`/api/students/${deniz.id}/disclosures`, { token: tokens.school2 })).status).toBe(404);
    expect((await server.call(`/api/students/${deniz.id}/disclosures`, { token: tokens.parent })).status).toBe(403);
  });

  it('is read by headquarters and superadmins, and written by no one through the API', async () => {
    expect((await server.call('/api/disclosures.json', { token: tokens.hq })).status).toBe(200);
    expect((await server.call('/api/disclosures.json', { token: tokens.school })).status).toBe(403);
    const forged = await server.call('/api/disclosures', {
      method: 'POST',
      token: tokens.admin,
      json: {
        school: deniz.school,
        clientKind: 'partner',
        client: 'x',
        route: '/',
        studentIds: [],
        at: '2026-01-01 00:00:00',
      },
    });
    expect(forged.status).toBe(403);
  });
});

describe('consents', () => {
  const give = (body: Record<string, unknown>, token = tokens.parent) =>
    server.call('/api/consents', {
      method: 'POST',
      token,
      headers: { 'accept-language': 'en' },
      json: { school: deniz.school, textVersion: '2026-11', ...body },
    });

  it('are given and withdrawn by the parent for their child, with who and when, and read by staff', async () => {
    const given = await give({ student: deniz.id, consentKind: 'photo_publication', given: true });
    expect(given.status).toBe(201);
    const body = await json<{ givenBy: string; at: string }>(given);
    expect(body.givenBy).toBe(`/api/users/${parentId}`);
    expect(body.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await give({ student: deniz.id, consentKind: 'photo_publication', given: false })).status).toBe(201);
    const seen = await json<{ given: boolean }[]>(
      await server.call(`/api/consents.json?student=${deniz.id}&consentKind=photo_publication&order[id]=desc`, {
        token: tokens.school,
      }),
    );
    expect(seen.map((row) => row.given)).toEqual([false, true]);
    expect((await give({ student: deniz.id, consentKind: 'marketing', given: true }, tokens.school)).status).toBe(403);
  });

  it('name one subject, and a parent only themself as the user', async () => {
    const both = await give({ student: deniz.id, user: parentId, consentKind: 'marketing', given: true });
    expect(both.status).toBe(422);
    const [other] = await server.sql("select id from users where email = 'teacher@kampus.test'");
    const someoneElse = await give({ user: Number(other?.id), consentKind: 'notification_email', given: false });
    expect(someoneElse.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string }[] }>(someoneElse);
    expect(problem.violations.map((v) => v.propertyPath)).toEqual(['user']);
  });

  it('withdrawn for SMS, keep the parent out of a bulk SMS: the preview names them and why; given again, they are in', async () => {
    const templates = await json<{ id: number }[]>(
      await server.call('/api/sms_templates.json', { token: tokens.school }),
    );
    const preview = async () => {
      const answer = await server.call('/api/messages/preview', {
        method: 'POST',
        token: tokens.school,
        headers: { 'accept-language': 'en' },
        json: {
          channel: 'sms',
          templateId: templates[0]?.id,
          source: 'students',
          studentIds: [deniz.id],
          audience: 'guardians',
        },
      });
      expect(answer.status).toBe(200);
      return json<{
        reached: { recipientName: string }[];
        unreachable: { recipientName: string; reason: string }[];
      }>(answer);
    };
    const before = await preview();
    expect(before.reached.map((person) => person.recipientName)).toContain('Pelin Veli');

    expect((await give({ user: parentId, consentKind: 'notification_sms', given: false })).status).toBe(201);
    const withdrawn = await preview();
    expect(withdrawn.reached.map((person) => person.recipientName)).not.toContain('Pelin Veli');
    expect(withdrawn.unreachable).toContainEqual(
      expect.objectContaining({ recipientName: 'Pelin Veli', reason: 'withdrew_consent' }),
    );
    expect((await give({ user: parentId, consentKind: 'notification_sms', given: true })).status).toBe(201);
    const given = await preview();
    expect(given.reached.map((person) => person.recipientName)).toContain('Pelin Veli');
    expect(given.unreachable.filter((person) => person.reason === 'withdrew_consent')).toEqual([]);
  });

  it('withdrawn for e-mail, stop the notification’s mail; the in-app notification still comes', async () => {
    const mark = () =>
      server.call('/api/notifications', { method: 'GET', token: tokens.parent }).then((r) => json<unknown[]>(r));
    await server.runJobs();
    const seasons = await json<{ id: number }[]>(
      await server.call(`/api/seasons.json?school=${deniz.school}&isDefault=true`, { token: tokens.school }),
    );
    const absent = (date: string) =>
      server.call('/api/attendances', {
        method: 'POST',
        token: tokens.school,
        json: {
          school: deniz.school,
          season: `/api/seasons/${seasons[0]!.id}`,
          student: `/api/students/${deniz.id}`,
          attendanceDate: date,
          attendanceType: '/api/attendance_types/1',
        },
      });
    // Given: the mail goes.
    let mails = (await outboxIdsTo(server, tokens.admin!, 'parent@kampus.test')).length;
    expect((await absent('2026-10-12')).status).toBe(201);
    await server.runJobs();
    const afterFirst = (await outboxIdsTo(server, tokens.admin!, 'parent@kampus.test')).length;
    expect(afterFirst).toBe(mails + 1);
    mails = afterFirst;
    // Withdrawn: no mail, the in-app notification all the same.
    expect((await give({ user: parentId, consentKind: 'notification_email', given: false })).status).toBe(201);
    const inApp = (await mark()).length;
    expect((await absent('2026-10-13')).status).toBe(201);
    await server.runJobs();
    expect((await outboxIdsTo(server, tokens.admin!, 'parent@kampus.test')).length).toBe(mails);
    expect((await mark()).length).toBe(inApp + 1);
  });
});
