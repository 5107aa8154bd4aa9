/**
 * Issue 30, item 5: a parent pays installments online through the local stand-in gateway, and the
 * signed webhook pays them through the cashier's own command (payment, allocation, receipt,
 * notification, audit) exactly once: a replayed or doubled notice pays nothing more, a notice with
 * a wrong signature writes nothing, one whose amount differs is refused and recorded, a cancelled
 * checkout is marked failed, another family's child is 404, and no answer ever holds a secret.
 */
import { createHmac } from 'node:crypto';
import { feeSettings, resources } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signStandinNotice,
  standinNotice,
  STANDIN_SIGNATURE_HEADER,
} from '../src/modules/online-payments/standin-gateway.ts';
import { sealStoredInClear } from '../src/core/seal-stored.ts';
import type { Db } from '../src/db/database.ts';
import { startServer, type TestServer } from './harness.ts';
import { demoTenancy, financeClient, type FinanceClient, type Row } from './support/finance-client.ts';
import { ledgerBreaches, noLedgerBreaches } from './support/ledger-invariant.ts';

interface Checkout {
  id: number;
  reference: string;
  studentId: number;
  amount: string;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  redirectUrl: string | null;
  receipt: { id: number; receiptNumber: number } | null;
}

const SECRET = 'standin-test-secret-for-kampus-9876';

let server: TestServer;
let cashier: FinanceClient;
let parent: FinanceClient;
let tenancy: Awaited<ReturnType<typeof demoTenancy>>;
let gateway: Row;
let children: number[] = [];
let db: Db;

beforeAll(async () => {
  server = await startServer({}, { beforeListen: (_app, services) => (db = services.db) });
  const staff = (await server.login('school@kampus.test')).token;
  const parentToken = (await server.login('parent@kampus.test')).token;
  tenancy = await demoTenancy(server, staff, parentToken);
  cashier = financeClient(server, staff, tenancy);
  parent = financeClient(server, parentToken, tenancy);
  children = (await parent.get<Row[]>('/api/students.json')).map((row) => row.id);
  // The demo's fee settings ask for a minimum tuition; these plans are small.
  const [settings] = await cashier.get<Row[]>(`/api/fee_settings.json?school=${tenancy.schoolId}`);
  await cashier.send('PATCH', `/api/fee_settings/${settings?.id ?? 0}`, feeSettings.deleteWrites);
  // The demo seed configured the stand-in; the test sets a signing secret it knows, as staff do.
  const [seeded] = await cashier.get<Row[]>(`/api/payment_gateways.json?school=${tenancy.schoolId}`);
  const patched = await cashier.send('PATCH', `/api/payment_gateways/${seeded?.id ?? 0}`, {
    gatewayWebhookSecret: SECRET,
  });
  expect(patched.status).toBe(200);
  gateway = (await patched.json()) as Row;
});
afterAll(() => server.close());

/** A fee of 3,000.00 in three installments of 1,000.00 for the child; answers the installments. */
const planFor = async (studentId: number): Promise<Row[]> => {
  const fee = await cashier.send('POST', '/api/student_fees', { studentId, feeName: 'Online', feeAmount: '3000.00' });
  expect(fee.status, await fee.clone().text()).toBe(201);
  const plan = await cashier.send('POST', '/api/installments/plan', {
    studentId,
    total: '3000.00',
    count: 3,
    firstDate: '2026-10-05',
  });
  expect(plan.status, await plan.clone().text()).toBe(201);
  return ((await plan.json()) as { items: Row[] }).items;
};

const start = (studentId: number, installments: number[], client = parent, key = crypto.randomUUID()) =>
  client.send('POST', `/api/students/${studentId}/online-payments`, { installments }, { 'Idempotency-Key': key });

const started = async (studentId: number, installments: number[]): Promise<Checkout> => {
  const response = await start(studentId, installments);
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return JSON.parse(text) as Checkout;
};

const webhook = (body: string, signature: string) =>
  server.call(`/api/online-payments/webhook/standin/${String(gateway.gatewayWebhookKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [STANDIN_SIGNATURE_HEADER]: signature },
    body,
  });

const notice = (checkout: Checkout, outcome: 'pay' | 'cancel' = 'pay', amount = checkout.amount) =>
  signStandinNotice(
    SECRET,
    standinNotice(outcome, {
      reference: checkout.reference,
      checkoutId: `standin_${checkout.reference}`,
      amount,
      currency: checkout.currency,
    }),
  );

const statusOf = async (reference: string, client = parent): Promise<Checkout> =>
  client.get<Checkout>(`/api/online-payments/${reference}/status`);

const paymentsOf = (studentId: number): Promise<Row[]> =>
  cashier.get<Row[]>(`/api/student_payments.json?studentId=${studentId}&pagination=false`);

const count = async (sql: string): Promise<number> => Number((await server.sql(sql))[0]?.n ?? 0);

describe('paying an installment online through the stand-in', () => {
  it('start, hosted page, Pay: one online payment, its receipt, the installment paid and the balance lower', async () => {
    const child = children[0] ?? 0;
    const plan = await planFor(child);
    const before = await parent.get<{ due: string }>(`/api/students/${child}/balance`);
    const gatewayState = await parent.get<{ available: boolean; provider: string }>(
      `/api/students/${child}/online-payments/gateway`,
    );
    expect(gatewayState).toEqual({ available: true, provider: 'standin' });

    const first = plan[0] as Row;
    const checkout = await started(child, [first.id]);
    // The amount is the server's: what the installment still waits for.
    expect(checkout).toMatchObject({ amount: '1000.00', status: 'pending', receipt: null });
    expect(checkout.redirectUrl).toBe(`/api/gateway-standin/checkout/${checkout.reference}?lang=en`);
    const hosted = `/api/gateway-standin/checkout/${checkout.reference}`;

    const page = await server.call(`${hosted}?lang=tr`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('Öde');

    const pay = await server.call(`${hosted}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`/online-payments/${checkout.reference}`);

    const landed = await statusOf(checkout.reference);
    expect(landed.status).toBe('succeeded');
    expect(landed.receipt?.receiptNumber).toBeGreaterThan(0);
    const payments = await paymentsOf(child);
    const online = payments.filter((row) => row.paymentType === 'online');
    expect(online.map((row) => row.paymentAmount)).toEqual(['1000.00']);
    const receipts = await parent.get<Row[]>(`/api/receipts.json?paymentId=${online[0]?.id ?? 0}`);
    expect(receipts.map((row) => [row.id, row.receiptAmount])).toEqual([[landed.receipt?.id, '1000.00']]);
    const installments = await parent.get<Row[]>(`/api/installments.json?studentId=${child}&pagination=false`);
    expect(installments.find((row) => row.id === first.id)).toMatchObject({
      paidAmount: '1000.00',
      isDonePayment: true,
    });
    const after = await parent.get<{ due: string }>(`/api/students/${child}/balance`);
    expect(Number(before.due) - Number(after.due)).toBe(1000);
    // The receipt downloads as the family's PDF.
    const pdf = await server.call(`/api/receipts/${landed.receipt?.id ?? 0}/pdf`, {
      token: (await server.login('parent@kampus.test')).token,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    // The family hears of it as of any payment.
    await server.runJobs();
    const heard = await parent.get<Row[]>('/api/notifications.json?kind=payment&pagination=false');
    expect(heard.length).toBeGreaterThan(0);
    // The page is gone once the checkout is settled.
    expect((await server.call(hosted)).status).toBe(404);
    expect(await ledgerBreaches(server.sql)).toEqual(noLedgerBreaches);
  });

  it('a replayed notice answers 200 and pays nothing more; two at once pay once', async () => {
    const child = children[0] ?? 0;
    const open = await parent.get<Row[]>(`/api/installments.json?studentId=${child}&isDonePayment=false`);
    const target = open.at(-1) as Row;
    const checkout = await started(child, [target.id]);
    const paidBefore = (await paymentsOf(child)).length;
    const { body, signature } = notice(checkout);
    const [one, two] = await Promise.all([webhook(body, signature), webhook(body, signature)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const outcomes = [((await one.json()) as Row).outcome, ((await two.json()) as Row).outcome].sort();
    expect(outcomes).toEqual(['replayed', 'succeeded']);
    const again = await webhook(body, signature);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Row).outcome).toBe('replayed');
    // Another notice of the same checkout (a second event id) is recorded as late and pays nothing.
    const second = notice(checkout);
    expect(((await (await webhook(second.body, second.signature)).json()) as Row).outcome).toBe('late');
    expect((await paymentsOf(child)).length).toBe(paidBefore + 1);
    expect(await ledgerBreaches(server.sql)).toEqual(noLedgerBreaches);
  });

  it('two different notices of one checkout at once pay once', async () => {
    const child = children[1] ?? children[0] ?? 0;
    const plan = await planFor(child);
    const checkout = await started(child, [(plan[0] as Row).id]);
    const paidBefore = (await paymentsOf(child)).length;
    const [a, b] = [notice(checkout), notice(checkout)];
    const answers = await Promise.all([webhook(a.body, a.signature), webhook(b.body, b.signature)]);
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    const outcomes = (
      await Promise.all(answers.map(async (response) => ((await response.json()) as Row).outcome))
    ).sort();
    expect(outcomes).toEqual(['late', 'succeeded']);
    expect((await paymentsOf(child)).length).toBe(paidBefore + 1);
  });
});

describe('a gateway that posts the payer back (iyzico)', () => {
  it('is sent to the return page (303) by its post, which pays nothing; a malformed reference is refused', async () => {
    const child = children[0] ?? 0;
    const [installment] = await planFor(child);
    const checkout = await started(child, [Number(installment?.id)]);
    const back = await server.call(`/api/online-payments/${checkout.reference}/return`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=8d1f0c1e-iyzico-token',
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/online-payments/${checkout.reference}`);
    // The post is not signed: the checkout waits for the gateway's notice.
    expect((await statusOf(checkout.reference)).status).toBe('pending');
    const bad = await server.call('/api/online-payments/not-a-reference/return', {
      method: 'POST',
      body: 'token=x',
      redirect: 'manual',
    });
    expect(bad.status).toBe(404);
  });
});

describe('refusals', () => {
  it('a wrong signature is 401 and writes nothing', async () => {
    const child = children[0] ?? 0;
    const open = await parent.get<Row[]>(`/api/installments.json?studentId=${child}&isDonePayment=false`);
    const checkout = await started(child, [(open[0] as Row).id]);
    const events = await count('select count(*) as n from online_payment_events');
    const payments = await count('select count(*) as n from student_payments');
    const { body, signature } = notice(checkout);
    const forged = await webhook(
      body,
      signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    );
    expect(forged.status).toBe(401);
    const tampered = await webhook(body.replace('"1000.00"', '"1.00"'), signature);
    expect(tampered.status).toBe(401);
    const unsigned = await server.call(`/api/online-payments/webhook/standin/${String(gateway.gatewayWebhookKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unsigned.status).toBe(401);
    const noSchool = await server.call(`/api/online-payments/webhook/standin/${crypto.randomUUID()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [STANDIN_SIGNATURE_HEADER]: signature },
      body,
    });
    expect(noSchool.status).toBe(404);
    const garbage = await webhook('not json', createHmac('sha256', SECRET).update('not json').digest('hex'));
    expect(garbage.status).toBe(400);
    expect(await count('select count(*) as n from online_payment_events')).toBe(events);
    expect(await count('select count(*) as n from student_payments')).toBe(payments);
    expect((await statusOf(checkout.reference)).status).toBe('pending');
  });

  it('a notice whose amount differs is refused and recorded; the checkout stays unpaid', async () => {
    const child = children[0] ?? 0;
    const open = await parent.get<Row[]>(`/api/installments.json?studentId=${child}&isDonePayment=false`);
    const checkout = await started(child, [(open[0] as Row).id]);
    const payments = await count('select count(*) as n from student_payments');
    const { body, signature } = notice(checkout, 'pay', '999.99');
    const refused = await webhook(body, signature);
    expect(refused.status).toBe(422);
    const recorded = await cashier.get<Row[]>(`/api/online_payment_events.json?checkoutId=${checkout.id}`);
    expect(recorded.map((row) => [row.webhookOutcome, row.eventAmount])).toEqual([['amount_mismatch', '999.99']]);
    expect(await count('select count(*) as n from student_payments')).toBe(payments);
    expect((await statusOf(checkout.reference)).status).toBe('pending');
  });

  it('Cancel on the hosted page marks the checkout failed and pays nothing', async () => {
    const child = children[0] ?? 0;
    const open = await parent.get<Row[]>(`/api/installments.json?studentId=${child}&isDonePayment=false`);
    const checkout = await started(child, [(open[0] as Row).id]);
    const payments = await count('select count(*) as n from student_payments');
    const cancel = await server.call(`/api/gateway-standin/checkout/${checkout.reference}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    expect((await statusOf(checkout.reference)).status).toBe('failed');
    expect(await count('select count(*) as n from student_payments')).toBe(payments);
  });

  it("another family's child is 404, a paid installment 422 on it, a teacher 403", async () => {
    expect((await start(tenancy.otherId, [1])).status).toBe(404);
    const child = children[0] ?? 0;
    const paid = (await parent.get<Row[]>(`/api/installments.json?studentId=${child}&isDonePayment=true`))[0] as Row;
    const refused = await start(child, [paid.id]);
    expect(refused.status).toBe(422);
    const problem = (await refused.json()) as { violations: { propertyPath: string; message: string }[] };
    expect(problem.violations[0]?.propertyPath).toBe('installments[0]');
    expect(problem.violations[0]?.message).toBe('This installment has nothing left to pay.');
    // A checkout of another family is 404 too.
    const mine = await started(child, [
      ((await parent.get<Row[]>(`/api/installments.json?studentId=${child}&isDonePayment=false`))[0] as Row).id,
    ]);
    const staffList = await cashier.get<Row[]>(`/api/online_checkouts.json?studentId=${child}`);
    expect(staffList.some((row) => row.id === mine.id)).toBe(true);
    const teacher = (await server.login('teacher@kampus.test')).token;
    expect((await server.call(`/api/online-payments/${mine.reference}/status`, { token: teacher })).status).toBe(403);
  });

  it('the same idempotency key starts one checkout', async () => {
    const child = children[0] ?? 0;
    const open = await parent.get<Row[]>(`/api/installments.json?studentId=${child}&isDonePayment=false`);
    const before = await count('select count(*) as n from online_checkouts');
    const key = crypto.randomUUID();
    const one = await start(child, [(open[0] as Row).id], parent, key);
    const two = await start(child, [(open[0] as Row).id], parent, key);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.headers.get('idempotent-replayed')).toBe('true');
    expect(await two.text()).toBe(await one.text());
    expect(await count('select count(*) as n from online_checkouts')).toBe(before + 1);
  });
});

describe('the gateway settings', () => {
  it('never answer a secret: hints only, to staff only, and the audit trail keeps none', async () => {
    expect(JSON.stringify(gateway)).not.toContain(SECRET);
    expect(gateway.gatewayWebhookSecretHint).toBe('••••9876');
    const list = await cashier.send('GET', `/api/payment_gateways.json?school=${tenancy.schoolId}`);
    const item = await cashier.send('GET', `/api/payment_gateways/${gateway.id}`);
    for (const response of [list, item]) {
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain(SECRET);
    }
    const stripe = await cashier.send('PATCH', `/api/payment_gateways/${gateway.id}`, {
      gatewayProvider: 'stripe',
      gatewayPublicKey: 'pk_test_kampus',
      gatewaySecretKey: 'sk_test_secret_kampus_4321',
    });
    const stripeText = await stripe.text();
    expect(stripe.status, stripeText).toBe(200);
    expect(stripeText).not.toContain('sk_test_secret_kampus_4321');
    expect((JSON.parse(stripeText) as Row).gatewaySecretKeyHint).toBe('••••4321');
    const back = await cashier.send('PATCH', `/api/payment_gateways/${gateway.id}`, { gatewayProvider: 'standin' });
    expect(back.status).toBe(200);
    const parentReads = await parent.send('GET', `/api/payment_gateways.json?school=${tenancy.schoolId}`);
    expect(parentReads.status).toBe(403);
    expect(
      await parent.send('GET', `/api/students/${children[0] ?? 0}/online-payments/gateway`).then((r) => r.text()),
    ).not.toContain(SECRET);
    expect(
      await count(
        `select count(*) as n from audit_logs where cast(coalesce(before, 'null') as text) like '%${SECRET}%' or cast(coalesce(after, 'null') as text) like '%${SECRET}%' or cast(coalesce(after, 'null') as text) like '%sk_test_secret_kampus_4321%'`,
      ),
    ).toBe(0);
  });

  it('keeps the secrets sealed at rest; one stored in clear before sealing still signs, and is sealed at start', async () => {
    const stored = async () =>
      String(
        (
          await server.sql(`select gateway_webhook_secret as s from payment_gateways where id = ${Number(gateway.id)}`)
        )[0]?.s,
      );
    expect(await stored()).toMatch(/^sealed\.v1\./);
    expect(await stored()).not.toContain(SECRET);
    // A Stripe key written through the API is sealed too: the table holds no trace of it.
    const stripe = await cashier.send('PATCH', `/api/payment_gateways/${gateway.id}`, {
      gatewayProvider: 'stripe',
      gatewayPublicKey: 'pk_test_kampus',
      gatewaySecretKey: 'sk_test_sealed_kampus_5555',
    });
    expect(stripe.status).toBe(200);
    expect(await count(`select count(*) as n from payment_gateways where gateway_secret_key like '%sk_test%'`)).toBe(0);
    expect(await count(`select count(*) as n from payment_gateways where gateway_secret_key like 'sealed.v1.%'`)).toBe(
      1,
    );
    await cashier.send('PATCH', `/api/payment_gateways/${gateway.id}`, { gatewayProvider: 'standin' });

    // An installation older than sealing kept the secret in clear: it is read as it is...
    await server.sql(
      `update payment_gateways set gateway_webhook_secret = '${SECRET}' where id = ${Number(gateway.id)}`,
    );
    const child = children[0] ?? 0;
    const [first, second] = await planFor(child);
    const before = await started(child, [Number(first?.id)]);
    const { body, signature } = notice(before);
    expect((await webhook(body, signature)).status).toBe(200);
    expect((await statusOf(before.reference)).status).toBe('succeeded');
    // ...until the start seals it (what boot runs); once sealed, nothing more is to do, and it still signs.
    expect(await sealStoredInClear(db, resources)).toBe(1);
    expect(await sealStoredInClear(db, resources)).toBe(0);
    expect(await stored()).toMatch(/^sealed\.v1\./);
    const after = await started(child, [Number(second?.id)]);
    const again = notice(after);
    expect((await webhook(again.body, again.signature)).status).toBe(200);
    expect((await statusOf(after.reference)).status).toBe('succeeded');
  });

  it('a real gateway without its keys is refused on the missing field', async () => {
    const response = await cashier.send('PATCH', `/api/payment_gateways/${gateway.id}`, {
      gatewayProvider: 'iyzico',
      gatewayPublicKey: null,
      gatewaySecretKey: null,
    });
    expect(response.status).toBe(422);
  });
});
