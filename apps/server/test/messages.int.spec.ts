/**
 * SMS and mail templates and bulk sending (issue 14, item 2) as clients see them: placeholders
 * checked and filled from real records, a preview, a send through the job queue to a local
 * stand-in of an HTTP SMS gateway with a per-recipient delivery log, retries that send nobody
 * twice, and nothing of it visible to another school or to a teacher.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, readOk, startServer, type TestServer, violationPaths } from './harness.ts';
import { startSmsGateway, type SmsGatewayStandIn } from './support/sms-gateway.ts';

type Login = { token: string; userId: string };
interface Send {
  id: number;
  total: number;
  sent: number;
  failed: number;
  sendState: string;
  channel: string;
}
interface Delivery {
  id: number;
  recipientName: string;
  address: string;
  body: string;
  mailSubject: string | null;
  deliveryState: string;
  attempts: number;
  error: string | null;
}
interface Problem {
  detail?: string;
  violations?: { propertyPath: string; message: string }[];
}

let server: TestServer;
let gateway: SmsGatewayStandIn;
let staff: Login;
let teacher: Login;
let outsider: Login;
let smsTemplateId: number;
let firstClass: { id: number; title: string };

const get = <T>(path: string, token: string): Promise<T> => readOk<T>(server, path, token);

const post = (path: string, token: string, body: unknown, headers: Record<string, string> = {}) =>
  server.call(path, { method: 'POST', token, json: body, headers });

const pathsOf = violationPaths;

beforeAll(async () => {
  gateway = await startSmsGateway();
  server = await startServer({
    SMS_GATEWAY_URL: gateway.url,
    SMS_GATEWAY_AUTH: 'Bearer gateway-secret',
  });
  [staff, teacher, outsider] = (await Promise.all(
    ['school@kampus.test', 'teacher@kampus.test', 'school2@kampus.test'].map((email) => server.login(email)),
  )) as [Login, Login, Login];
  const templates = await get<{ id: number; title: string }[]>('/api/sms_templates.json', staff.token);
  smsTemplateId = templates.find((template) => template.title === 'Parents’ evening')?.id ?? 0;
  const classRows = await get<{ id: number; title: string }[]>('/api/classes.json?order[title]=asc', staff.token);
  firstClass = classRows[0] ?? { id: 0, title: '' };
});
afterAll(async () => {
  await server.close();
  await gateway.close();
});

describe('templates', () => {
  it('lists the communication placeholders among the message parameters', async () => {
    const us = await get<{ parameter: string }[]>(
      '/api/message_parameters.json?countryCode=US&pagination=false',
      staff.token,
    );
    expect(us.map((row) => row.parameter)).toEqual(
      expect.arrayContaining(['{guardianName}', '{className}', '{studentName}']),
    );
    const tr = await get<{ parameter: string }[]>(
      '/api/message_parameters.json?countryCode=TR&pagination=false',
      staff.token,
    );
    expect(tr.map((row) => row.parameter)).toEqual(expect.arrayContaining(['{veliAdi}', '{ogrenciAdi}']));
  });

  it('refuses a placeholder nobody knows, naming the field in the caller’s language', async () => {
    const response = await server.call('/api/sms_templates', {
      method: 'POST',
      token: staff.token,
      json: { title: 'Typo', body: 'Dear {guardianNme}, hello' },
      headers: { 'accept-language': 'de' },
    });
    expect(response.status).toBe(422);
    const problem = await json<Problem>(response);
    expect(problem.violations).toEqual([
      expect.objectContaining({ propertyPath: 'body', message: expect.stringContaining('Platzhalter') }),
    ]);
    expect((await get<{ title: string }[]>('/api/sms_templates.json', staff.token)).map((t) => t.title)).not.toContain(
      'Typo',
    );
  });

  it('creates an SMS template (200, as the contract lists it) and a mail template', async () => {
    const sms = await post('/api/sms_templates', staff.token, {
      title: 'Trip',
      body: '{studentName} leaves at 8:00. {schoolName}',
    });
    expect(sms.status).toBe(200);
    const mail = await post('/api/mail_templates', staff.token, {
      title: 'Welcome',
      mailSubject: 'Welcome, {studentName}',
      body: 'Dear {guardianName}, {studentName} starts in {className} on {date}.',
    });
    expect(mail.status).toBe(200);
  });

  it('keeps a school’s templates from another school', async () => {
    expect((await server.call(`/api/sms_templates/${smsTemplateId}`, { token: outsider.token })).status).toBe(404);
    const theirs = await get<{ id: number }[]>('/api/sms_templates.json', outsider.token);
    expect(theirs.map((row) => row.id)).not.toContain(smsTemplateId);
  });
});

describe('preview', () => {
  it('renders the template with a real student, guardian and class', async () => {
    const response = await post('/api/messages/preview', staff.token, {
      channel: 'sms',
      templateId: smsTemplateId,
      source: 'class',
      sourceId: firstClass.id,
      audience: 'guardians',
    });
    expect(response.status).toBe(200);
    const preview = await json<{ total: number; sample: { recipientName: string; address: string; body: string }[] }>(
      response,
    );
    expect(preview.total).toBe(10);
    const first = preview.sample[0];
    expect(first?.body).toContain(`parent meeting of ${firstClass.title}`);
    expect(first?.body).toContain(first?.recipientName ?? 'missing');
    expect(first?.body).toContain('Demo High School');
    expect(first?.body).not.toMatch(/\{[A-Za-z]+\}/);
  });

  it('names what is wrong: a template of another school, a class missing', async () => {
    const theirs = await get<{ id: number }[]>('/api/sms_templates.json', outsider.token);
    const other = await post('/api/messages/preview', staff.token, {
      channel: 'sms',
      templateId: theirs[0]?.id,
      source: 'school',
    });
    expect(other.status).toBe(422);
    expect(pathsOf(await json<Problem>(other))).toEqual(['templateId']);
    const noClass = await post('/api/messages/preview', staff.token, {
      channel: 'sms',
      templateId: smsTemplateId,
      source: 'class',
    });
    expect(noClass.status).toBe(422);
    expect(pathsOf(await json<Problem>(noClass))).toEqual(['sourceId']);
    const badChannel = await post('/api/messages/preview', staff.token, {
      channel: 'fax',
      templateId: smsTemplateId,
      source: 'school',
    });
    expect(badChannel.status).toBe(422);
    expect(pathsOf(await json<Problem>(badChannel))).toEqual(['channel']);
  });

  it('is for staff only', async () => {
    const response = await post('/api/messages/preview', teacher.token, {
      channel: 'sms',
      templateId: smsTemplateId,
      source: 'school',
    });
    expect(response.status).toBe(403);
  });
});

describe('bulk SMS', () => {
  let send: Send;

  it('sends the whole school (40 guardians) through the queue with one log line each', async () => {
    const response = await post(
      '/api/messages/send',
      staff.token,
      { channel: 'sms', templateId: smsTemplateId, source: 'school', audience: 'guardians' },
      { 'idempotency-key': 'bulk-school-1' },
    );
    expect(response.status).toBe(201);
    send = await json<Send>(response);
    expect(send).toMatchObject({ total: 40, sent: 0, sendState: 'queued', channel: 'sms' });
    // The same key again answers the same send and starts nothing new.
    const again = await post(
      '/api/messages/send',
      staff.token,
      { channel: 'sms', templateId: smsTemplateId, source: 'school', audience: 'guardians' },
      { 'idempotency-key': 'bulk-school-1' },
    );
    expect((await json<Send>(again)).id).toBe(send.id);

    const started = performance.now();
    await server.runJobs();
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `bulk SMS: 40 messages in ${seconds.toFixed(2)} s, ${(40 / seconds).toFixed(0)} messages/s (one worker, ${server.driver})`,
    );

    const after = await get<Send>(`/api/message_sends/${send.id}`, staff.token);
    expect(after).toMatchObject({ total: 40, sent: 40, failed: 0, sendState: 'done' });
    const log = await get<Delivery[]>(`/api/message_deliveries.json?send=${send.id}&pagination=false`, staff.token);
    expect(log).toHaveLength(40);
    expect(log).toAllSatisfy((line) => line.deliveryState === 'sent' && line.attempts === 1);
    expect(new Set(log.map((line) => line.address)).size).toBe(40);

    const mine = gateway.messages.filter((message) => log.some((line) => line.address === message.to));
    expect(mine).toHaveLength(40);
    expect(gateway.replays).toBe(0);
    for (const line of log) expect(mine.find((message) => message.to === line.address)?.text).toBe(line.body);
    expect(mine).toAllSatisfy((message) => message.authorization === 'Bearer gateway-secret');
  });

  it('retries a recipient the gateway refused, with the same key, and sends nobody twice', async () => {
    const before = gateway.messages.length;
    const response = await post('/api/messages/send', staff.token, {
      channel: 'sms',
      templateId: smsTemplateId,
      source: 'class',
      sourceId: firstClass.id,
    });
    const classSend = await json<Send>(response);
    gateway.failing = true;
    await server.runJobs();
    const failedOnce = await get<Delivery[]>(`/api/message_deliveries.json?send=${classSend.id}`, staff.token);
    expect(failedOnce).toAllSatisfy((line) => line.deliveryState === 'pending' && line.attempts === 1 && line.error);
    expect((await get<Send>(`/api/message_sends/${classSend.id}`, staff.token)).sendState).toBe('sending');

    gateway.failing = false;
    // The retry waits its back-off: bring it forward rather than sleep.
    await server.sql(`update jobs set run_at = now() where state = 'pending'`);
    await server.runJobs();
    const done = await get<Send>(`/api/message_sends/${classSend.id}`, staff.token);
    expect(done).toMatchObject({ total: 10, sent: 10, sendState: 'done' });
    expect(gateway.messages.length - before).toBe(10);
  });

  it('shows nothing of a send to another school, and lets no one write the log', async () => {
    expect((await server.call(`/api/message_sends/${send.id}`, { token: outsider.token })).status).toBe(404);
    const theirs = await get<Delivery[]>(`/api/message_deliveries.json?send=${send.id}`, outsider.token);
    expect(theirs).toEqual([]);
    const write = await post('/api/message_sends', staff.token, { channel: 'sms' });
    expect(write.status).toBe(403);
    expect(
      (await post('/api/messages/send', teacher.token, { channel: 'sms', templateId: smsTemplateId, source: 'school' }))
        .status,
    ).toBe(403);
  });
});

describe('bulk mail', () => {
  it('fills subject and body per recipient and queues each mail once', async () => {
    const mail = await get<{ id: number; title: string }[]>('/api/mail_templates.json', staff.token);
    const welcome = mail.find((template) => template.title === 'Welcome');
    const students = await get<{ id: number; name: string; lastName: string }[]>(
      '/api/students.json?itemsPerPage=2',
      staff.token,
    );
    const ids = students.map((student) => student.id);
    for (const id of ids) {
      const [guardian] = await get<{ id: number }[]>(`/api/guardians.json?studentId=${id}`, staff.token);
      const patched = await server.call(`/api/guardians/${guardian?.id}`, {
        method: 'PATCH',
        token: staff.token,
        body: JSON.stringify({ email: `guardian${id}@example.com` }),
        headers: { 'content-type': 'application/merge-patch+json' },
      });
      expect(patched.status).toBe(200);
    }
    const response = await post('/api/messages/send', staff.token, {
      channel: 'mail',
      templateId: welcome?.id,
      source: 'students',
      studentIds: ids,
    });
    expect(response.status).toBe(201);
    const send = await json<Send>(response);
    await server.runJobs();
    const log = await get<Delivery[]>(`/api/message_deliveries.json?send=${send.id}`, staff.token);
    expect(log.map((line) => line.address).sort()).toEqual(ids.map((id) => `guardian${id}@example.com`).sort());
    const student = students[0];
    const line = log.find((entry) => entry.address === `guardian${student?.id}@example.com`);
    expect(line?.mailSubject).toBe(`Welcome, ${student?.name} ${student?.lastName}`);
    expect(line?.deliveryState).toBe('sent');
  });

  it('refuses a send nobody can receive', async () => {
    const mail = await get<{ id: number }[]>('/api/mail_templates.json', staff.token);
    // A student with neither an account nor an e-mail on the record (the account's address comes first).
    const students = await get<{ id: number; user: unknown; email: string | null }[]>(
      '/api/students.json?pagination=false',
      staff.token,
    );
    const unreachable = students.find((student) => !student.user && !student.email);
    const response = await post('/api/messages/send', staff.token, {
      channel: 'mail',
      templateId: mail[0]?.id,
      source: 'students',
      studentIds: [unreachable?.id],
      audience: 'students',
    });
    expect(response.status).toBe(422);
    expect(pathsOf(await json<Problem>(response))).toEqual(['source']);
  });
});
