import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CheckoutRequest, GatewaySettings } from './gateway.ts';
import { secretHint } from './gateways.ts';
import { iyzicoAuthorization, iyzicoCheckoutRequest, iyzicoGateway, iyzicoNoticeSignature } from './iyzico-gateway.ts';
import { signStandinNotice, standinGateway, standinNotice } from './standin-gateway.ts';
import { stripeGateway, stripeSessionRequest } from './stripe-gateway.ts';

/*
 * The real gateways cannot be called from here (no network): their signature checks and the
 * requests they build are tested against fixtures computed here, from the algorithms as Stripe and
 * iyzico document them (HMAC-SHA256 written out again with node:crypto, not through the module).
 */
const header = (headers: Record<string, string>) => (name: string) => headers[name];
const noFetch = () => Promise.reject(new Error('no network in unit tests'));
const request: CheckoutRequest = {
  amount: '1250.50',
  currency: 'EUR',
  reference: '0b7c3f5e-8d1a-4c2b-9e6f-1a2b3c4d5e6f',
  returnUrl: 'https://school.example/online-payments/0b7c3f5e-8d1a-4c2b-9e6f-1a2b3c4d5e6f',
  postBackUrl: 'https://school.example/api/online-payments/0b7c3f5e-8d1a-4c2b-9e6f-1a2b3c4d5e6f/return',
  description: 'Demo High School 0b7c3f5e',
  payer: { id: '7', name: 'Pelin', surname: 'Veli', email: 'parent@kampus.test', ip: '203.0.113.9' },
  language: 'en',
};

describe('Stripe', () => {
  const settings: GatewaySettings = {
    provider: 'stripe',
    publicKey: 'pk_test_1',
    secretKey: 'sk_test_abc',
    webhookSecret: 'whsec_fixture_secret',
  };
  const event = {
    id: 'evt_1',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_1',
        client_reference_id: request.reference,
        amount_total: 125050,
        currency: 'eur',
        payment_status: 'paid',
      },
    },
  };
  const body = JSON.stringify(event);
  const t = 1_790_000_000;
  const signed = (payload: string, at = t, secret = settings.webhookSecret) =>
    `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex')}`;
  const now = new Date(t * 1000 + 30_000);
  const verify = (payload: string, signature: string, when = now) =>
    stripeGateway(settings, noFetch).verifyWebhook(
      new TextEncoder().encode(payload),
      header({ 'stripe-signature': signature }),
      when,
    );

  it('accepts a notice signed over `t.body` and reads the amount in cents exactly', () => {
    expect(verify(body, signed(body))).toEqual({
      ok: true,
      event: {
        eventId: 'evt_1',
        kind: 'succeeded',
        reference: request.reference,
        checkoutId: 'cs_test_1',
        amount: '1250.50',
        currency: 'EUR',
      },
    });
    // Several v1 signatures (a secret being rolled): any one matching is enough.
    const rolled = `t=${t},v1=${'0'.repeat(64)},${signed(body).split(',')[1] ?? ''}`;
    expect(verify(body, rolled).ok).toBe(true);
  });

  it('refuses a changed body, another secret, an old timestamp and a missing header', () => {
    expect(verify(body.replace('125050', '1'), signed(body))).toMatchObject({ ok: false, status: 401 });
    expect(verify(body, signed(body, t, 'whsec_other'))).toMatchObject({ ok: false, status: 401 });
    expect(verify(body, signed(body), new Date((t + 301) * 1000))).toMatchObject({ ok: false, status: 401 });
    expect(
      stripeGateway(settings, noFetch).verifyWebhook(new TextEncoder().encode(body), header({}), now),
    ).toMatchObject({ ok: false, status: 401 });
  });

  it('reads an expired session as failed and other events as ignored', () => {
    const expired = JSON.stringify({ ...event, id: 'evt_2', type: 'checkout.session.expired' });
    expect(verify(expired, signed(expired))).toMatchObject({ ok: true, event: { kind: 'failed' } });
    const other = JSON.stringify({ ...event, id: 'evt_3', type: 'customer.created' });
    expect(verify(other, signed(other))).toMatchObject({ ok: true, event: { kind: 'ignored' } });
  });

  it('builds the Checkout Session request as Stripe takes it', () => {
    const { url, init } = stripeSessionRequest(settings, request);
    expect(url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(init.headers.authorization).toBe('Bearer sk_test_abc');
    expect(init.headers['idempotency-key']).toBe(request.reference);
    const form = new URLSearchParams(init.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('client_reference_id')).toBe(request.reference);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('125050');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('success_url')).toBe(request.returnUrl);
  });

  it('answers the session id and its hosted page through the fetch it is given', async () => {
    const asked: string[] = [];
    const fetch = (input: string | URL) => {
      asked.push(String(input));
      return Promise.resolve(Response.json({ id: 'cs_test_9', url: 'https://checkout.stripe.com/c/pay/cs_test_9' }));
    };
    expect(await stripeGateway(settings, fetch).createCheckout(request)).toEqual({
      checkoutId: 'cs_test_9',
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_9',
    });
    expect(asked).toEqual(['https://api.stripe.com/v1/checkout/sessions']);
  });
});

describe('iyzico', () => {
  const settings: GatewaySettings = {
    provider: 'iyzico',
    publicKey: 'sandbox-apikey',
    secretKey: 'sandbox-secretkey',
    webhookSecret: '',
  };
  const notice = {
    paymentConversationId: request.reference,
    merchantId: 3382172,
    token: 'e828c62d-fd12-4b1a-ad5a-380f15fe6596',
    status: 'SUCCESS',
    iyziReferenceCode: '77e1635c-6b39-475a-8b7b-ca15ad0cd4ac',
    iyziEventType: 'CHECKOUT_FORM_AUTH',
    iyziEventTime: 1721825036103,
    iyziPaymentId: 22483975,
  };
  const body = JSON.stringify(notice);
  // secretKey + iyziEventType + iyziPaymentId + token + paymentConversationId + status, HMAC-SHA256 hex.
  const documented = createHmac('sha256', settings.secretKey)
    .update(
      `${settings.secretKey}CHECKOUT_FORM_AUTH22483975e828c62d-fd12-4b1a-ad5a-380f15fe6596${request.reference}SUCCESS`,
    )
    .digest('hex');

  it('signs a checkout form notice as iyzico documents X-IYZ-SIGNATURE-V3', () => {
    expect(iyzicoNoticeSignature(settings.secretKey, notice)).toBe(documented);
  });

  it('accepts the documented signature and refuses any other', () => {
    const gateway = iyzicoGateway(settings, noFetch);
    const raw = new TextEncoder().encode(body);
    expect(gateway.verifyWebhook(raw, header({ 'x-iyz-signature-v3': documented }), new Date())).toEqual({
      ok: true,
      event: {
        eventId: notice.iyziReferenceCode,
        kind: 'succeeded',
        reference: request.reference,
        checkoutId: notice.token,
        amount: null,
        currency: null,
      },
    });
    const failed = new TextEncoder().encode(JSON.stringify({ ...notice, status: 'FAILURE' }));
    expect(gateway.verifyWebhook(failed, header({ 'x-iyz-signature-v3': documented }), new Date())).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(gateway.verifyWebhook(raw, header({}), new Date())).toMatchObject({ ok: false, status: 401 });
  });

  it('builds the IYZWSv2 authorization over random key, path and body', () => {
    const path = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
    const signature = createHmac('sha256', settings.secretKey).update(`rnd123${path}{"a":1}`).digest('hex');
    const expected = Buffer.from(`apiKey:sandbox-apikey&randomKey:rnd123&signature:${signature}`).toString('base64');
    expect(iyzicoAuthorization(settings, 'rnd123', path, '{"a":1}')).toBe(`IYZWSv2 ${expected}`);
    const built = iyzicoCheckoutRequest(settings, request, 'rnd123');
    expect(built.url).toBe(`https://sandbox-api.iyzipay.com${path}`);
    expect(built.init.headers['x-iyzi-rnd']).toBe('rnd123');
    expect(built.init.headers.authorization).toBe(iyzicoAuthorization(settings, 'rnd123', path, built.init.body));
    expect(JSON.parse(built.init.body)).toMatchObject({
      conversationId: request.reference,
      price: '1250.50',
      paidPrice: '1250.50',
      currency: 'EUR',
      // iyzico posts the browser back: the route that answers 303 to the return page.
      callbackUrl: request.postBackUrl,
    });
  });

  it("asks the checkout form's result for the amount a notice does not carry", async () => {
    const asked: string[] = [];
    const fetch = (input: string | URL) => {
      asked.push(String(input));
      return Promise.resolve(
        Response.json({ status: 'success', paymentStatus: 'SUCCESS', paidPrice: 1250.5, currency: 'EUR' }),
      );
    };
    const confirmed = await iyzicoGateway(settings, fetch).confirm?.({
      eventId: 'x',
      kind: 'succeeded',
      reference: request.reference,
      checkoutId: notice.token,
      amount: null,
      currency: null,
    });
    expect(confirmed).toMatchObject({ kind: 'succeeded', amount: '1250.50', currency: 'EUR' });
    expect(asked).toEqual(['https://sandbox-api.iyzipay.com/payment/iyzipos/checkoutform/auth/ecom/detail']);
  });
});

describe('the stand-in', () => {
  const settings: GatewaySettings = {
    provider: 'standin',
    publicKey: '',
    secretKey: '',
    webhookSecret: 's3cret-standin',
  };
  it('verifies its own signed notice and refuses a tampered one', () => {
    const { body, signature } = signStandinNotice(
      settings.webhookSecret,
      standinNotice('pay', { reference: request.reference, checkoutId: 'c1', amount: '10.00', currency: 'TRY' }),
    );
    const gateway = standinGateway(settings);
    const raw = (text: string) => new TextEncoder().encode(text);
    expect(gateway.verifyWebhook(raw(body), header({ 'x-standin-signature': signature }), new Date())).toMatchObject({
      ok: true,
      event: { kind: 'succeeded', amount: '10.00', reference: request.reference },
    });
    expect(
      gateway.verifyWebhook(
        raw(body.replace('10.00', '1.00')),
        header({ 'x-standin-signature': signature }),
        new Date(),
      ),
    ).toMatchObject({ ok: false, status: 401 });
  });

  it('shows a secret as its last four characters only', () => {
    expect(secretHint('whsec_abcdefgh1234')).toBe('••••1234');
    expect(secretHint('short')).toBe('••••');
  });
});
