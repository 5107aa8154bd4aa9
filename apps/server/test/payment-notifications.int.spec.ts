/**
 * Communication meets finance (issue 14, items 2 and 8): a payment taken tells the student's
 * guardians (in the app, then by mail and SMS as each chose) after the payment has committed,
 * through the job queue, and a refused SMS never touches the payment; bulk sending's "overdue
 * payers" are the guardians of students with installments past their date, per school, with the
 * amount due as a message parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, outboxIdsTo } from './accounts-mail.ts';
import { json, startServer, type TestServer } from './harness.ts';
import { demoTenancy, financeClient, type FinanceClient, type Row } from './support/finance-client.ts';
import { startSmsGateway, type SmsGatewayStandIn } from './support/sms-gateway.ts';

interface Notification {
  id: number;
  kind: string;
  title: string;
  body: string;
  isRead: boolean;
}

let server: TestServer;
let gateway: SmsGatewayStandIn;
let cashier: FinanceClient;
let outsiderToken = '';
let tenancy: Awaited<ReturnType<typeof demoTenancy>>;
const tokens: Record<string, string> = {};
let parentId = 0;

const notificationsOf = async (who: string): Promise<Notification[]> =>
  json<Notification[]>(await server.call('/api/notifications.json?pagination=false', { token: tokens[who] }));

/** The child's unpaid installments: a plan's share is paid by naming them (docs/finance.md), in date order. */
const openInstallments = async (): Promise<number[]> =>
  (
    await cashier.get<{ id: number }[]>(
      `/api/installments.json?studentId=${tenancy.childId}&isDonePayment=false&pagination=false&order[installmentDate]=asc`,
    )
  ).map((row) => row.id);

const pay = async (amount: string, key: string) =>
  cashier.send(
    'POST',
    '/api/student_payments',
    {
      studentId: tenancy.childId,
      paymentAmount: amount,
      paymentDate: '2026-02-01',
      paymentType: 'cash',
      installments: await openInstallments(),
    },
    { 'idempotency-key': key },
  );

beforeAll(async () => {
  gateway = await startSmsGateway();
  server = await startServer({ SMS_GATEWAY_URL: gateway.url });
  for (const person of ['school', 'parent', 'student', 'teacher'])
    tokens[person] = (await server.login(`${person}@kampus.test`)).token;
  outsiderToken = (await server.login('school2@kampus.test')).token;
  tenancy = await demoTenancy(server, tokens.school!, tokens.parent!);
  cashier = financeClient(server, tokens.school!, tenancy);
  const admin = (await server.login('admin@kampus.test')).token;
  tokens.admin = admin;
  parentId = (
    await json<{ id: number }[]>(await server.call('/api/users.json?email=parent@kampus.test', { token: admin }))
  )[0]!.id;
  // The child owes 1000.00 of fees; 400.00 of it is an installment long past its date.
  const fees = await cashier.send('POST', '/api/student_fees/bulk', {
    items: [{ studentId: tenancy.childId, feeName: 'Tuition', feeAmount: '1000.00' }],
  });
  expect(fees.status, await fees.clone().text()).toBe(201);
  for (const [installmentDate, amount] of [
    ['2026-01-15', '400.00'],
    ['2099-01-15', '600.00'],
  ] as const) {
    const made = await cashier.send('POST', '/api/installments', {
      school: `/api/schools/${tenancy.schoolId}`,
      season: `/api/seasons/${tenancy.seasonId}`,
      studentId: tenancy.childId,
      installmentDate,
      amount,
    });
    expect(made.status, await made.clone().text()).toBe(201);
  }
});
afterAll(async () => {
  await server.close();
  await gateway.close();
});

describe('overdue payers', () => {
  let templateId = 0;

  it('are the guardians of students with installments past their date, each told the amount due', async () => {
    const template = await server.call('/api/sms_templates', {
      method: 'POST',
      token: tokens.school,
      json: { title: 'Overdue', body: 'Dear {guardianName}, {studentName} owes {amountDue}.' },
    });
    expect(template.status, await template.clone().text()).toBe(200);
    templateId = (await json<{ id: number }>(template)).id;
    const sent = await cashier.send(
      'POST',
      '/api/messages/send',
      { channel: 'sms', templateId, source: 'overdue_payers', audience: 'guardians' },
      { 'idempotency-key': 'overdue-payers-1' },
    );
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { id } = await json<{ id: number }>(sent);
    const log = await cashier.get<{ body: string; address: string }[]>(
      `/api/message_deliveries.json?send=${id}&pagination=false`,
    );
    const child = await cashier.get<Row & { name: string; lastName: string }>(`/api/students/${tenancy.childId}`);
    const childLines = log.filter((line) => line.body.includes(`${child.name} ${child.lastName} owes`));
    // Only the installment past its date is due, not the one of 2099.
    expect(childLines.length).toBeGreaterThan(0);
    for (const line of childLines) expect(line.body).toMatch(/ owes 400\.00\.$/);

    // Every student in the send has an unpaid installment dated before today; nobody else is in it.
    const today = new Date().toISOString().slice(0, 10);
    const unpaid = await cashier.get<{ studentId: number; installmentDate: string }[]>(
      `/api/installments.json?isDonePayment=false&pagination=false`,
    );
    const overdueIds = new Set(unpaid.filter((row) => row.installmentDate < today).map((row) => row.studentId));
    const preview = await cashier.send('POST', '/api/messages/preview', {
      channel: 'sms',
      templateId,
      source: 'overdue_payers',
      audience: 'students',
    });
    expect(preview.status).toBe(200);
    const { total, withoutAddress } = await json<{ total: number; withoutAddress: number }>(preview);
    expect(total + withoutAddress).toBe(overdueIds.size);
  });

  it('of another school never include this school’s students', async () => {
    const theirs = await server.call('/api/sms_templates', {
      method: 'POST',
      token: outsiderToken,
      json: { title: 'Overdue', body: '{studentName} owes {amountDue}.' },
    });
    const { id } = await json<{ id: number }>(theirs);
    const preview = await server.call('/api/messages/preview', {
      method: 'POST',
      token: outsiderToken,
      json: { channel: 'sms', templateId: id, source: 'overdue_payers', audience: 'students' },
    });
    expect(preview.status).toBe(200);
    const { sample } = await json<{ sample: { body: string }[] }>(preview);
    const child = await cashier.get<Row & { name: string; lastName: string }>(`/api/students/${tenancy.childId}`);
    expect(sample.map((line) => line.body).join('\n')).not.toContain(`${child.name} ${child.lastName}`);
  });
});

describe('payment receipt notification', () => {
  it('comes after the payment commits, in the app at once and by mail and SMS as the guardian chose', async () => {
    const choice = await server.call('/api/notification_preferences', {
      method: 'POST',
      token: tokens.parent,
      json: { user: parentId, byMail: true, bySms: true },
    });
    expect(choice.status).toBe(201);
    const before = await notificationsOf('parent');
    const mailBefore = await outboxIdsTo(server, tokens.admin!, 'parent@kampus.test');

    const paid = await pay('250.00', 'receipt-notification-1');
    expect(paid.status, await paid.clone().text()).toBe(201);
    // Queued with the payment, not written inside it: nothing yet until the job runs.
    expect(await notificationsOf('parent')).toHaveLength(before.length);
    expect(await server.runJobs()).toBeGreaterThan(0);

    const after = await notificationsOf('parent');
    expect(after).toHaveLength(before.length + 1);
    const receipt = after.find((row) => row.kind === 'payment')!;
    expect(receipt).toMatchObject({ isRead: false, title: expect.stringContaining('Payment received for') });
    const [number] = await cashier.get<{ receiptNumber: number }[]>(
      `/api/receipts.json?studentId=${tenancy.childId}&order[receiptNumber]=desc`,
    );
    // The amount and the day as the guardian reads them (English here), never an ISO date.
    expect(receipt.body).toContain('250.00');
    expect(receipt.body).toContain('Feb 1, 2026');
    expect(receipt.body).not.toContain('2026-02-01');
    expect(receipt.body).toContain(String(number!.receiptNumber));

    // The mail leaves the queue as soon as it is sent: read it where it lands, the outbox.
    const mail = await latestMailTo(server, tokens.admin!, 'parent@kampus.test', mailBefore.at(-1));
    expect(mail.text).toContain('250.00');
    expect(await outboxIdsTo(server, tokens.admin!, 'parent@kampus.test')).toHaveLength(mailBefore.length + 1);
    const atGateway = gateway.messages.filter((message) => message.reference === `notification-${receipt.id}`);
    expect(atGateway).toHaveLength(1);
    expect(atGateway[0]!.text).toContain('250.00');
    const [line] = await server.sql(`select status from sms_outbox where channel_ref = 'notification:${receipt.id}'`);
    expect(line).toMatchObject({ status: 'sent' });

    // The student, the teacher and another school see none of it.
    expect((await notificationsOf('student')).some((row) => row.kind === 'payment')).toBe(false);
    expect((await server.call(`/api/notifications/${receipt.id}`, { token: tokens.teacher })).status).toBe(404);
  });

  it('the same Idempotency-Key pays once and notifies once', async () => {
    const count = (await notificationsOf('parent')).length;
    expect((await pay('250.00', 'receipt-notification-1')).headers.get('idempotent-replayed')).toBe('true');
    await server.runJobs();
    expect(await notificationsOf('parent')).toHaveLength(count);
  });

  it('a gateway that refuses fails neither the payment nor the in-app notification', async () => {
    gateway.failing = true;
    const count = (await notificationsOf('parent')).length;
    const paid = await pay('100.00', 'receipt-notification-2');
    expect(paid.status).toBe(201);
    await server.runJobs();
    gateway.failing = false;
    const after = await notificationsOf('parent');
    expect(after).toHaveLength(count + 1);
    const payments = await cashier.get<{ paymentAmount: string }[]>(
      `/api/student_payments.json?studentId=${tenancy.childId}&isRefund=false`,
    );
    expect(payments.map((row) => row.paymentAmount).sort()).toEqual(['100.00', '250.00']);
    const newest = after.find((row) => row.body.includes('100.00'))!;
    const [line] = await server.sql(
      `select status, error from sms_outbox where channel_ref = 'notification:${newest.id}'`,
    );
    expect(line).toMatchObject({ status: 'pending' });
    expect(String(line!.error)).toContain('503');
  });

  it('a refund notifies nobody', async () => {
    const payments = await cashier.get<{ id: number; paymentAmount: string }[]>(
      `/api/student_payments.json?studentId=${tenancy.childId}&isRefund=false`,
    );
    const payment = payments.find((row) => row.paymentAmount === '100.00');
    const count = (await notificationsOf('parent')).length;
    const refund = await cashier.send(
      'POST',
      `/api/student_payments/${payment!.id}/refund`,
      { amount: '50.00' },
      { 'idempotency-key': 'receipt-refund-1' },
    );
    expect(refund.status, await refund.clone().text()).toBe(201);
    await server.runJobs();
    expect(await notificationsOf('parent')).toHaveLength(count);
  });

  it("is written in the guardian's own language, the amount and the day as they write them", async () => {
    // The guardian uses Kampus in Turkish; the cashier takes the payment in English.
    const turkish = { token: tokens.parent, headers: { 'accept-language': 'tr' } };
    expect((await server.call('/api/notifications.json', turkish)).status).toBe(200);
    const before = (await notificationsOf('parent')).length;
    const paid = await pay('123.45', 'receipt-notification-tr');
    expect(paid.status, await paid.clone().text()).toBe(201);
    await server.runJobs();
    const after = await notificationsOf('parent');
    expect(after).toHaveLength(before + 1);
    const receipt = after.find((row) => row.kind === 'payment' && row.body.includes('123,45'));
    expect(receipt?.title).toBe('Deniz Öğrenci için ödeme alındı');
    expect(receipt?.body).toMatch(/^Deniz Öğrenci için 1 Şub 2026 tarihinde ₺\s?123,45 tutarında ödeme alındı/);
    expect(receipt?.body).not.toContain('123.45');
    // Back to English for the tests after this one.
    await server.call('/api/notifications.json', { token: tokens.parent, headers: { 'accept-language': 'en' } });
  });
});
