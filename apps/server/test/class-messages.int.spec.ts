/**
 * Messages that reach everyone and say what happened (issue 27, part 4): a teacher writes to the
 * parents of a class they teach (and only such a class), each parent at their account's address
 * with the guardian record's as the fallback; the preview names who will not be reached and why;
 * the delivery log says per recipient what left. This server has NO SMS gateway configured: the
 * preview says so and nothing is marked sent. The HTTP adapter itself is tried against a local
 * stand-in: accepted, refused (an error status, or a 200 that the gateway's answer says is not).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch } from '../src/integrations/outbound/outbound-fetch.ts';
import { parseOutboundAllow } from '../src/integrations/outbound/outbound-policy.ts';
import { loadSmsSettings, createSmsGateway, SmsNotSent } from '../src/integrations/sms/sms-gateway.ts';
import { json, readOk, startServer, type TestServer, violationPaths } from './harness.ts';
import { startSmsGateway } from './support/sms-gateway.ts';

type Login = { token: string; userId: string };
interface Preview {
  total: number;
  reached: { recipientName: string; studentName: string | null; address: string; addressFrom: string }[];
  unreachable: { recipientName: string; studentName: string | null; reason: string }[];
  sample: { body: string; subject: string | null }[];
  sms: { gateway: string; encoding: string; characters: number; parts: number; totalParts: number } | null;
}
interface Send {
  id: number;
  total: number;
  sent: number;
  failed: number;
  sendState: string;
}
interface Delivery {
  recipientName: string;
  address: string;
  deliveryState: string;
  error: string | null;
  sentAt: string | null;
}
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}

let server: TestServer;
let staff: Login;
let teacher: Login;
let parent: Login;
let outsider: Login;
let nineA: { id: number; title: string };
let notTaught: number;
let theirClass: number;

const get = <T>(path: string, token: string): Promise<T> => readOk<T>(server, path, token);
const post = (path: string, token: string, body: unknown, headers: Record<string, string> = {}) =>
  server.call(path, { method: 'POST', token, json: body, headers });
const patch = (path: string, token: string, body: unknown) =>
  server.call(path, {
    method: 'PATCH',
    token,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/merge-patch+json' },
  });
const pathsOf = violationPaths;

const MAIL = { channel: 'mail', audience: 'guardians', subject: 'Trip on Friday', text: 'Dear {guardianName}, ...' };

beforeAll(async () => {
  server = await startServer({});
  [staff, teacher, parent, outsider] = (await Promise.all(
    ['school@kampus.test', 'teacher@kampus.test', 'parent@kampus.test', 'school2@kampus.test'].map((email) =>
      server.login(email),
    ),
  )) as [Login, Login, Login, Login];
  const rows = await get<{ id: number; title: string }[]>('/api/classes.json?order[title]=asc', staff.token);
  nineA = rows.find((row) => row.title === '9-A') ?? { id: 0, title: '' };
  const season = await get<{ season: string }>(`/api/classes/${nineA.id}`, staff.token);
  const made = await post('/api/classes', staff.token, { title: '9-Z', season: season.season, school: undefined });
  expect(made.status, await made.clone().text()).toBe(201);
  notTaught = (await json<{ id: number }>(made)).id;
  theirClass = (await get<{ id: number }[]>('/api/classes.json', outsider.token))[0]?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

describe('recipient groups', () => {
  it('the parents of 9-A: the account’s address first, the guardian record’s as the fallback', async () => {
    // One guardian has only the record's address; parent@ has an account (and no address on the record).
    const [student] = await get<{ id: number; name: string; lastName: string }[]>(
      `/api/students.json?order[lastName]=desc&itemsPerPage=1&gradeLevel=${(
        await get<{ gradeLevel: string }>(`/api/classes/${nineA.id}`, staff.token)
      ).gradeLevel
        .split('/')
        .pop()}`,
      staff.token,
    );
    const [guardian] = await get<{ id: number; user: string | null }[]>(
      `/api/guardians.json?studentId=${student?.id}`,
      staff.token,
    );
    expect(guardian?.user).toBeNull();
    expect(
      (await patch(`/api/guardians/${guardian?.id}`, staff.token, { email: 'record-only@example.com' })).status,
    ).toBe(200);

    const response = await post(`/api/classes/${nineA.id}/messages/preview`, teacher.token, MAIL);
    expect(response.status).toBe(200);
    const preview = await json<Preview>(response);
    const account = preview.reached.find((person) => person.address === 'parent@kampus.test');
    expect(account).toMatchObject({ recipientName: 'Pelin Veli', addressFrom: 'account' });
    expect(preview.reached.find((person) => person.address === 'record-only@example.com')).toMatchObject({
      addressFrom: 'record',
    });
    // The rest have a phone on the record and no e-mail anywhere: named, with the reason.
    expect(preview.total).toBe(preview.reached.length);
    expect(preview.unreachable.length).toBeGreaterThan(0);
    expect(preview.unreachable).toAllSatisfy((person) => person.reason === 'no_address' && person.studentName);
    expect(preview.total + preview.unreachable.length).toBe(10);
    expect(preview.sms).toBeNull();
  });

  it('lists a student with no guardian at all', async () => {
    const members = await get<{ student: string }[]>(
      `/api/class_students.json?classId=${nineA.id}&pagination=false`,
      staff.token,
    );
    // The last one: not parent@'s child (the class's first), whose mail the next test reads.
    const studentId = Number(String(members.at(-1)?.student).split('/').pop());
    const theirs = await get<{ id: number; user: string | null }[]>(
      `/api/guardians.json?studentId=${studentId}`,
      staff.token,
    );
    expect(theirs).toAllSatisfy((row) => row.user === null);
    for (const row of theirs)
      expect((await server.call(`/api/guardians/${row.id}`, { method: 'DELETE', token: staff.token })).status).toBe(
        204,
      );
    const preview = await json<Preview>(await post(`/api/classes/${nineA.id}/messages/preview`, teacher.token, MAIL));
    expect(preview.unreachable).toContainEqual(expect.objectContaining({ reason: 'no_guardian', recipientName: '' }));
  });

  it('the teachers of a grade level, the students of a course, all parents of the school (staff)', async () => {
    const level = (await get<{ gradeLevel: string }>(`/api/classes/${nineA.id}`, staff.token)).gradeLevel;
    const levelId = Number(String(level).split('/').pop());
    const teachers = await json<Preview>(
      await post('/api/messages/preview', staff.token, {
        ...MAIL,
        source: 'grade_level',
        sourceId: levelId,
        audience: 'teachers',
      }),
    );
    expect(teachers.reached.map((person) => person.address)).toEqual(['teacher@kampus.test']);
    const school = await json<Preview>(
      await post('/api/messages/preview', staff.token, { ...MAIL, source: 'school', audience: 'guardians' }),
    );
    // 40 students, one without a guardian (above); parent@ has two children, and a text that names
    // neither reaches them once.
    expect(school.reached.filter((person) => person.address === 'parent@kampus.test')).toHaveLength(1);
    expect(school.total + school.unreachable.length).toBe(39);
    const [course] = await get<{ id: number; gradeLevel: string | null }[]>('/api/courses.json', staff.token);
    if (course?.gradeLevel) {
      const students = await post('/api/messages/preview', staff.token, {
        ...MAIL,
        source: 'course',
        sourceId: course.id,
        audience: 'students',
      });
      expect(students.status).toBe(200);
    }
  });

  it('a teacher writes only to their own classes, staff within their school, never across schools', async () => {
    expect((await post(`/api/classes/${notTaught}/messages/preview`, teacher.token, MAIL)).status).toBe(404);
    expect((await post(`/api/classes/${notTaught}/messages/send`, teacher.token, MAIL)).status).toBe(404);
    expect((await post(`/api/classes/${notTaught}/messages/preview`, staff.token, MAIL)).status).toBe(200);
    expect((await post(`/api/classes/${theirClass}/messages/preview`, staff.token, MAIL)).status).toBe(404);
    expect((await post(`/api/classes/${theirClass}/messages/preview`, teacher.token, MAIL)).status).toBe(404);
    expect((await post(`/api/classes/${nineA.id}/messages/preview`, outsider.token, MAIL)).status).toBe(404);
    expect((await post(`/api/classes/${nineA.id}/messages/preview`, parent.token, MAIL)).status).toBe(403);
    // The school-wide groups are staff's.
    expect((await post('/api/messages/preview', teacher.token, { ...MAIL, source: 'school' })).status).toBe(403);
  });

  it('names what is missing: the text, the subject of a mail, an unknown placeholder', async () => {
    const none = await post(`/api/classes/${nineA.id}/messages/preview`, teacher.token, { channel: 'mail' });
    expect(none.status).toBe(422);
    expect(pathsOf(await json<Problem>(none)).sort()).toEqual(['subject', 'text']);
    const typo = await post(`/api/classes/${nineA.id}/messages/preview`, teacher.token, {
      channel: 'sms',
      text: 'Hello {parentNmae}',
    });
    expect(typo.status).toBe(422);
    expect(pathsOf(await json<Problem>(typo))).toEqual(['text']);
  });
});

describe('sending and the delivery log', () => {
  it('a teacher’s mail to the parents of 9-A: one log line per parent reached, readable after sending', async () => {
    const response = await post(`/api/classes/${nineA.id}/messages/send`, teacher.token, MAIL, {
      'idempotency-key': 'class-mail-1',
    });
    expect(response.status).toBe(201);
    const send = await json<Send>(response);
    await server.runJobs();
    const done = await get<Send>(`/api/message_sends/${send.id}`, teacher.token);
    expect(done).toMatchObject({ sendState: 'done', failed: 0 });
    expect(done.sent).toBe(done.total);
    const log = await get<Delivery[]>(`/api/message_deliveries.json?send=${send.id}&pagination=false`, teacher.token);
    expect(log.map((line) => line.address)).toContain('parent@kampus.test');
    expect(log).toAllSatisfy((line) => line.deliveryState === 'sent' && line.sentAt);
    // Another school sees nothing of it.
    expect((await server.call(`/api/message_sends/${send.id}`, { token: outsider.token })).status).toBe(404);
    expect(await get<Delivery[]>(`/api/message_deliveries.json?send=${send.id}`, outsider.token)).toEqual([]);
  });

  it('with no SMS gateway: the preview warns, counts the parts, and nothing is marked sent', async () => {
    const text = 'Veli toplantısı Cuma 17:00, {studentName}.';
    const preview = await json<Preview>(
      await post(`/api/classes/${nineA.id}/messages/preview`, teacher.token, { channel: 'sms', text }),
    );
    expect(preview.sms).toMatchObject({ gateway: 'none', encoding: 'ucs2', parts: 1 });
    expect(preview.sms?.totalParts).toBe(preview.total);
    const send = await json<Send>(
      await post(`/api/classes/${nineA.id}/messages/send`, teacher.token, { channel: 'sms', text }),
    );
    await server.runJobs();
    const done = await get<Send>(`/api/message_sends/${send.id}`, teacher.token);
    expect(done).toMatchObject({ sendState: 'done', sent: 0 });
    expect(done.failed).toBe(done.total);
    const log = await get<Delivery[]>(`/api/message_deliveries.json?send=${send.id}&pagination=false`, teacher.token);
    expect(log).toAllSatisfy((line) => line.deliveryState === 'failed' && line.error === 'gateway_not_configured');
    expect(log).toAllSatisfy((line) => line.sentAt === null);
  });
});

describe('the SMS adapter against a local HTTP stand-in', () => {
  const message = { to: '+905551112233', text: 'Merhaba', key: 'adapter-1' };

  /** The stand-in listens on loopback: these calls go straight out, their failures kept here. */
  const reported: { target: string; error: unknown }[] = [];
  const direct = { fetch, report: (target: string, error: unknown) => reported.push({ target, error }) };

  it('accepted: the gateway answered 2xx (and, when asked, a body that says so)', async () => {
    const standIn = await startSmsGateway();
    try {
      const settings = loadSmsSettings({
        SMS_GATEWAY_URL: standIn.url,
        SMS_GATEWAY_USER: 'okul',
        SMS_GATEWAY_PASSWORD: 'secret',
        SMS_GATEWAY_SENDER: 'DEMOOKUL',
        SMS_GATEWAY_ACCEPT: '"status":"queued"',
      });
      const gateway = createSmsGateway(settings, '/nonexistent', direct);
      expect(gateway.kind).toBe('http');
      await gateway.send(message);
      expect(standIn.messages).toEqual([
        expect.objectContaining({ to: message.to, text: 'Merhaba', authorization: `Basic ${btoa('okul:secret')}` }),
      ]);
    } finally {
      await standIn.close();
    }
  });

  it('refused: an error status, or a 200 whose answer is not an acceptance (Netgsm-style)', async () => {
    const standIn = await startSmsGateway();
    try {
      standIn.failing = true;
      const refusing = createSmsGateway(loadSmsSettings({ SMS_GATEWAY_URL: standIn.url }), '/nonexistent', direct);
      await expect(refusing.send(message)).rejects.toThrow('gateway_refused (503)');
      standIn.failing = false;
      const netgsm = createSmsGateway(
        loadSmsSettings({ SMS_GATEWAY_URL: standIn.url, SMS_GATEWAY_ACCEPT: '^0[0-2]\\b' }),
        '/nonexistent',
        direct,
      );
      const refusal = netgsm.send({ ...message, key: 'adapter-2' }).catch((error: unknown) => error);
      expect(await refusal).toBeInstanceOf(SmsNotSent);
      expect(((await refusal) as SmsNotSent).code).toBe('gateway_refused');
      // The gateway's own words go to the server log, not to the delivery line a teacher reads.
      expect(((await refusal) as SmsNotSent).message).toBe('gateway_refused');
      expect(String((reported.at(-1)?.error as Error).message)).toContain('SMS gateway refused');
    } finally {
      await standIn.close();
    }
  });

  it('unreachable through the guard: the delivery line names no address, the server log does', async () => {
    const guarded = { fetch: guardedFetch(parseOutboundAllow(undefined)), report: direct.report };
    const gateway = createSmsGateway(loadSmsSettings({ SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' }), '/tmp', guarded);
    const refusal = (await gateway.send(message).catch((error: unknown) => error)) as SmsNotSent;
    expect(refusal).toBeInstanceOf(SmsNotSent);
    expect(refusal.message).toBe('gateway_unreachable');
    expect(reported.at(-1)?.target).toBe('http://127.0.0.1:9/sms');
    expect(String((reported.at(-1)?.error as Error).message)).toContain('127.0.0.1');
  });

  it('not configured: no URL is no gateway, and every message is refused', async () => {
    const gateway = createSmsGateway(loadSmsSettings({}), '/nonexistent', direct);
    expect(gateway.kind).toBe('none');
    await expect(gateway.send(message)).rejects.toThrow('gateway_not_configured');
    expect(createSmsGateway(loadSmsSettings({ SMS_GATEWAY_URL: 'local' }), '/tmp', direct).kind).toBe('local');
  });
});
