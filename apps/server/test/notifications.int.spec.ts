/**
 * Parent notifications (issue 14, item 8; docs/mail.md): a student marked absent gives each of
 * their guardians with an account an in-app notification at once, and, per the guardian's
 * choice, a mail (mail queue) and an SMS through the job queue. The SMS leaves by the same
 * adapter as bulk sending (the HTTP gateway, here its local stand-in), logged in `sms_outbox`.
 * Nobody else sees them.
 */
import { displayMoney, languageLocales } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, outboxIdsTo } from './accounts-mail.ts';
import { json, startServer, type TestServer } from './harness.ts';
import { startSmsGateway, type SmsGatewayStandIn } from './support/sms-gateway.ts';

let server: TestServer;
let gateway: SmsGatewayStandIn;
const tokens: Record<string, string> = {};
let parentId = 0;
let deniz: { id: number; school: string };
let season = '';

beforeAll(async () => {
  gateway = await startSmsGateway();
  server = await startServer({ SMS_GATEWAY_URL: gateway.url });
  for (const person of ['school', 'teacher', 'parent', 'student'])
    tokens[person] = (await server.login(`${person}@kampus.test`)).token;
  const admin = (await server.login('admin@kampus.test')).token;
  tokens.admin = admin;
  parentId = (
    await json<{ id: number }[]>(await server.call('/api/users.json?email=parent@kampus.test', { token: admin }))
  )[0]!.id;
  const family = await json<{ id: number; name: string; school: string }[]>(
    await server.call('/api/students.json?pagination=false', { token: tokens.parent }),
  );
  deniz = family.find((student) => student.name === 'Deniz')!;
  const seasons = await json<{ id: number; isDefault: boolean; school: string }[]>(
    await server.call(`/api/seasons.json?school=${deniz.school}&isDefault=true`, { token: tokens.school }),
  );
  season = `/api/seasons/${seasons[0]!.id}`;
});
afterAll(async () => {
  await server.close();
  await gateway.close();
});

const notificationsOf = async (who: string) =>
  json<{ id: number; kind: string; title: string; body: string; isRead: boolean }[]>(
    await server.call('/api/notifications.json?pagination=false', { token: tokens[who] }),
  );

const mark = (attendanceType: number, date: string) =>
  server.call('/api/attendances', {
    method: 'POST',
    token: tokens.school,
    headers: { 'accept-language': 'en' },
    json: {
      school: deniz.school,
      season,
      student: `/api/students/${deniz.id}`,
      attendanceDate: date,
      attendanceType: `/api/attendance_types/${attendanceType}`,
    },
  });

describe('absence notifications', () => {
  it('absent: the guardian is notified at once, by mail and SMS as chosen; others see nothing', async () => {
    const choice = await server.call('/api/notification_preferences', {
      method: 'POST',
      token: tokens.parent,
      json: { user: parentId, byMail: true, bySms: true },
    });
    expect(choice.status).toBe(201);
    const before = (await notificationsOf('parent')).length;
    expect((await mark(1, '2026-10-05')).status).toBe(201);
    const after = await notificationsOf('parent');
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({
      kind: 'absence',
      isRead: false,
      title: 'Your child Deniz Öğrenci was marked absent',
    });
    expect(after[0]!.body).toBe('Deniz Öğrenci was marked absent on Oct 5, 2026.');
    // The student and the teacher get none; nobody reads the parent's.
    expect(await notificationsOf('student')).toEqual([]);
    expect((await server.call(`/api/notifications/${after[0]!.id}`, { token: tokens.teacher })).status).toBe(404);

    const mailBefore = await outboxIdsTo(server, tokens.admin!, 'parent@kampus.test');
    expect(await server.runJobs()).toBeGreaterThan(0);
    // The mail leaves the queue as soon as it is sent: read it where it lands, the outbox.
    const mail = await latestMailTo(server, tokens.admin!, 'parent@kampus.test', mailBefore.at(-1));
    expect(mail.text).toContain('Deniz Öğrenci');
    expect(await outboxIdsTo(server, tokens.admin!, 'parent@kampus.test')).toHaveLength(mailBefore.length + 1);
    const sms = await server.sql(`select phone, text, status, sent_at from sms_outbox where user_id = ${parentId}`);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ status: 'sent' });
    expect(sms[0]!.sent_at).not.toBeNull();
    expect(String(sms[0]!.text)).toContain('Deniz Öğrenci');
    // Sent through the gateway (the bulk sending's adapter), to the guardian's phone, under a key naming the notification.
    const atGateway = gateway.messages.filter((message) => message.reference === `notification-${after[0]!.id}`);
    expect(atGateway).toEqual([expect.objectContaining({ to: sms[0]!.phone, text: sms[0]!.text })]);

    // Read state: the reader marks theirs read.
    const read = await server.call(`/api/notifications/${after[0]!.id}`, {
      method: 'PATCH',
      token: tokens.parent,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ isRead: true }),
    });
    expect(read.status).toBe(200);
    // Nobody writes notifications through the API.
    const forged = await server.call('/api/notifications', {
      method: 'POST',
      token: tokens.parent,
      json: { user: parentId, kind: 'absence', title: 'x' },
    });
    expect(forged.status).toBe(403);
  });

  it('late is no absence: no notification; mail only when SMS is off', async () => {
    const count = (await notificationsOf('parent')).length;
    expect((await mark(2, '2026-10-06')).status).toBe(201);
    expect(await notificationsOf('parent')).toHaveLength(count);
    const [choice] = await json<{ id: number }[]>(
      await server.call(`/api/notification_preferences.json?user=${parentId}`, { token: tokens.parent }),
    );
    await server.call(`/api/notification_preferences/${choice!.id}`, {
      method: 'PATCH',
      token: tokens.parent,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ bySms: false }),
    });
    const atGateway = gateway.messages.length;
    expect((await mark(1, '2026-10-07')).status).toBe(201);
    await server.runJobs();
    expect(await server.sql(`select id from sms_outbox where user_id = ${parentId}`)).toHaveLength(1);
    expect(gateway.messages).toHaveLength(atGateway);
  });

  it('a gateway that refuses: the absence stays, the SMS line keeps the error and is sent once it answers', async () => {
    const [choice] = await json<{ id: number }[]>(
      await server.call(`/api/notification_preferences.json?user=${parentId}`, { token: tokens.parent }),
    );
    await server.call(`/api/notification_preferences/${choice!.id}`, {
      method: 'PATCH',
      token: tokens.parent,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ bySms: true }),
    });
    gateway.failing = true;
    expect((await mark(1, '2026-10-08')).status).toBe(201);
    await server.runJobs();
    const [line] = await server.sql(
      `select id, status, error from sms_outbox where user_id = ${parentId} order by id desc limit 1`,
    );
    expect(line).toMatchObject({ status: 'pending' });
    expect(String(line!.error)).toContain('503');
    gateway.failing = false;
    // The retry waits for its back-off; make it due now, as time would.
    await server.sql(`update jobs set run_at = now() where task = 'messages.send-sms' and state = 'pending'`);
    await server.runJobs();
    const [sent] = await server.sql(`select status from sms_outbox where id = ${Number(line!.id)}`);
    expect(sent).toMatchObject({ status: 'sent' });
  });
});

describe('choices per kind', () => {
  const preference = async () =>
    (
      await json<{ id: number; kindsOff: unknown }[]>(
        await server.call(`/api/notification_preferences.json?user=${parentId}`, { token: tokens.parent }),
      )
    )[0]!;
  const patch = async (body: Record<string, unknown>) =>
    server.call(`/api/notification_preferences/${(await preference()).id}`, {
      method: 'PATCH',
      token: tokens.parent,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify(body),
    });

  it('an absence turned off by e-mail and SMS comes in the app only; turned on again, by both', async () => {
    const kept = await patch({
      byMail: true,
      bySms: true,
      kindsOff: { mail: ['absence', 'payment'], sms: ['absence'] },
    });
    expect(kept.status).toBe(200);
    // Stored in the catalogue's order, each kind once.
    expect((await preference()).kindsOff).toEqual({ mail: ['absence', 'payment'], sms: ['absence'] });
    const mailsBefore = await outboxIdsTo(server, tokens.admin!, 'parent@kampus.test');
    const texts = (await server.sql(`select id from sms_outbox where user_id = ${parentId}`)).length;
    const notices = (await notificationsOf('parent')).length;
    expect((await mark(1, '2026-10-12')).status).toBe(201);
    await server.runJobs();
    expect(await notificationsOf('parent')).toHaveLength(notices + 1);
    // No text: its line would be written by the job just run.
    expect(await server.sql(`select id from sms_outbox where user_id = ${parentId}`)).toHaveLength(texts);

    expect((await patch({ kindsOff: { mail: ['payment'] } })).status).toBe(200);
    expect((await mark(1, '2026-10-13')).status).toBe(201);
    await server.runJobs();
    expect(await server.sql(`select id from sms_outbox where user_id = ${parentId}`)).toHaveLength(texts + 1);
    // Mail leaves in order: once the 13th's has arrived, a mail of the 12th would have too. None did.
    const mail = await latestMailTo(server, tokens.admin!, 'parent@kampus.test', mailsBefore.at(-1));
    expect(mail.text).toContain('Oct 13, 2026');
    expect(await outboxIdsTo(server, tokens.admin!, 'parent@kampus.test')).toHaveLength(mailsBefore.length + 1);
  });

  it('refuses a channel or kind it does not know, and changes nothing', async () => {
    const before = (await preference()).kindsOff;
    for (const kindsOff of [
      { fax: ['absence'] },
      { mail: ['birthday'] },
      { mail: 'absence' },
      ['absence'],
      'absence',
    ]) {
      const refused = await patch({ kindsOff });
      expect(refused.status, JSON.stringify(kindsOff)).toBe(422);
      expect((await json<{ violations: { propertyPath: string }[] }>(refused)).violations[0]?.propertyPath).toBe(
        'kindsOff',
      );
    }
    expect((await preference()).kindsOff).toEqual(before);
  });
});

describe('installments coming due', () => {
  it('tells the guardians once, three days ahead on the school’s clock, with what is left to pay; a paid one not', async () => {
    // Two installments of Deniz's falling due in three days on the school's clock: one partly
    // paid, one paid.
    const [row] = await server.sql(
      `select s.school_id as school, (select id from seasons where school_id = s.school_id and is_default) as season,
         to_char(now() at time zone coalesce(sc.timezone, 'UTC'), 'YYYY-MM-DD') as today
       from students s join schools sc on sc.id = s.school_id where s.id = ${deniz.id}`,
    );
    const due = new Date(Date.parse(`${String(row?.today)}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    const [coming] = await server.sql(
      `insert into installments (school_id, season_id, student_id, installment_no, installment_date, amount, paid_amount)
       values (${Number(row?.school)}, ${Number(row?.season)}, ${deniz.id}, 7, '${due}', 1250.00, 250.50) returning id, installment_no as n`,
    );
    await server.sql(
      `insert into installments (school_id, season_id, student_id, installment_no, installment_date, amount, paid_amount, is_done_payment)
       values (${Number(row?.school)}, ${Number(row?.season)}, ${deniz.id}, 8, '${due}', 100.00, 100.00, true)`,
    );
    const child = { name: 'Deniz Öğrenci' };
    const morning = async () => {
      await server.sql(
        `update jobs set run_at = now() - interval '1 minute' where task = 'finance.installment-due' and state = 'pending'`,
      );
      await server.runJobs();
    };
    await morning();
    const told = (await notificationsOf('parent')).filter((notice) => notice.kind === 'installment_due');
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${due}T00:00:00Z`),
    );
    expect(told).toEqual([
      expect.objectContaining({
        title: `Installment ${Number(coming?.n)} of ${String(child?.name)} due ${day}`,
        // 1,250.00 less 250.50 paid, in the school's currency as the reader's language writes it.
        body: expect.stringContaining(`, ${displayMoney('999.50', 'TRY', languageLocales.en)}, is due on ${day}.`),
      }),
    ]);
    // The next morning's run is queued; run again today: nobody is told twice.
    expect(
      await server.sql(`select id from jobs where task = 'finance.installment-due' and state = 'pending'`),
    ).toHaveLength(1);
    await morning();
    expect((await notificationsOf('parent')).filter((notice) => notice.kind === 'installment_due')).toHaveLength(1);
    expect((await notificationsOf('teacher')).filter((notice) => notice.kind === 'installment_due')).toEqual([]);
  });
});
