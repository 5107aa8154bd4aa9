import { parseMoney } from '@kampus/contract';
import { randomBytes } from 'node:crypto';
import type { OutboundFetch } from '../../integrations/outbound/outbound-fetch.ts';
import {
  hmacHex,
  jsonBody,
  refused,
  sameSignature,
  stringOf,
  type CheckoutRequest,
  type GatewayAdapter,
  type GatewaySettings,
} from './gateway.ts';

const INITIALIZE = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
const DETAIL = '/payment/iyzipos/checkoutform/auth/ecom/detail';

/** iyzico's sandbox keys start with `sandbox-`; they talk to the sandbox API. */
const iyzicoBase = (settings: GatewaySettings): string =>
  settings.publicKey.startsWith('sandbox-') ? 'https://sandbox-api.iyzipay.com' : 'https://api.iyzipay.com';

/**
 * The IYZWSv2 authorization iyzico documents: HMAC-SHA256 (hex) with the secret key over
 * `randomKey + uri path + JSON body`, sent as base64 of `apiKey:…&randomKey:…&signature:…`.
 */
export const iyzicoAuthorization = (
  settings: GatewaySettings,
  randomKey: string,
  path: string,
  body: string,
): string => {
  const signature = hmacHex(settings.secretKey, `${randomKey}${path}${body}`);
  const token = `apiKey:${settings.publicKey}&randomKey:${randomKey}&signature:${signature}`;
  return `IYZWSv2 ${Buffer.from(token, 'utf8').toString('base64')}`;
};

const signedRequest = (settings: GatewaySettings, path: string, payload: object, randomKey: string) => {
  const body = JSON.stringify(payload);
  return {
    url: `${iyzicoBase(settings)}${path}`,
    init: {
      method: 'POST',
      headers: {
        authorization: iyzicoAuthorization(settings, randomKey, path, body),
        'x-iyzi-rnd': randomKey,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body,
    },
  };
};

/**
 * The Checkout Form initialize request. iyzico requires a buyer and addresses; Kampus sends the
 * payer it knows and, for what a school does not keep (identity number, address), the
 * placeholders iyzico's own samples use. `conversationId` and `basketId` are our reference.
 */
export const iyzicoCheckoutRequest = (settings: GatewaySettings, request: CheckoutRequest, randomKey: string) => {
  const address = {
    contactName: `${request.payer.name} ${request.payer.surname}`.trim(),
    city: '-',
    country: 'Turkey',
    address: '-',
  };
  return signedRequest(
    settings,
    INITIALIZE,
    {
      locale: request.language === 'tr' ? 'tr' : 'en',
      conversationId: request.reference,
      price: request.amount,
      paidPrice: request.amount,
      currency: request.currency,
      basketId: request.reference,
      paymentGroup: 'PRODUCT',
      // iyzico posts the browser back (a form with its token): the route that turns it into a GET.
      callbackUrl: request.postBackUrl,
      buyer: {
        id: request.payer.id,
        name: request.payer.name || '-',
        surname: request.payer.surname || '-',
        email: request.payer.email,
        identityNumber: '11111111111',
        registrationAddress: '-',
        city: '-',
        country: 'Turkey',
        ip: request.payer.ip,
      },
      billingAddress: address,
      basketItems: [
        {
          id: request.reference,
          name: request.description,
          category1: 'Education',
          itemType: 'VIRTUAL',
          price: request.amount,
        },
      ],
    },
    randomKey,
  );
};

/** The checkout form's result by its token: what iyzico says was paid (its notice carries no amount). */
const iyzicoDetailRequest = (settings: GatewaySettings, reference: string, token: string, randomKey: string) =>
  signedRequest(settings, DETAIL, { locale: 'tr', conversationId: reference, token }, randomKey);

/**
 * The `X-IYZ-SIGNATURE-V3` of a hosted-page (checkout form) notice, as iyzico documents it:
 * HMAC-SHA256 (hex) with the secret key over secretKey + iyziEventType + iyziPaymentId + token +
 * paymentConversationId + status.
 */
export const iyzicoNoticeSignature = (secretKey: string, notice: Record<string, unknown>): string =>
  hmacHex(
    secretKey,
    [secretKey, notice.iyziEventType, notice.iyziPaymentId, notice.token, notice.paymentConversationId, notice.status]
      .map((part) => stringOf(part) ?? '')
      .join(''),
  );

const newRandomKey = (): string => `${Date.now()}${randomBytes(4).toString('hex')}`;

/** iyzico (Turkey): the Checkout Form through the outbound guard; notices checked with X-IYZ-SIGNATURE-V3. */
export const iyzicoGateway = (settings: GatewaySettings, fetch: OutboundFetch): GatewayAdapter => {
  const call = async ({ url, init }: ReturnType<typeof signedRequest>): Promise<Record<string, unknown>> => {
    const response = await fetch(url, init);
    const answer = jsonBody(new Uint8Array(await response.arrayBuffer()));
    if (!response.ok || !answer || answer.status !== 'success') throw new Error(`iyzico refused (${response.status})`);
    return answer;
  };
  return {
    createCheckout: async (request) => {
      const answer = await call(iyzicoCheckoutRequest(settings, request, newRandomKey()));
      const token = stringOf(answer.token);
      const page = stringOf(answer.paymentPageUrl);
      if (!token || !page) throw new Error('iyzico answered no payment page');
      return { checkoutId: token, redirectUrl: page };
    },
    verifyWebhook: (rawBody, header) => {
      const given = header('x-iyz-signature-v3');
      if (!given || !settings.secretKey) return refused(401, 'no signature');
      const notice = jsonBody(rawBody);
      if (!notice) return refused(400, 'not an iyzico notice');
      if (!sameSignature(iyzicoNoticeSignature(settings.secretKey, notice), given))
        return refused(401, 'wrong signature');
      const token = stringOf(notice.token);
      const reference = stringOf(notice.paymentConversationId);
      const status = stringOf(notice.status);
      if (!token || !reference || !status) return refused(400, 'not a checkout form notice');
      const kind = status === 'SUCCESS' ? 'succeeded' : status === 'FAILURE' ? 'failed' : 'ignored';
      return {
        ok: true,
        event: {
          eventId: stringOf(notice.iyziReferenceCode) ?? `${token}:${status}`,
          kind,
          reference,
          checkoutId: token,
          amount: null,
          currency: null,
        },
      };
    },
    confirm: async (event) => {
      if (event.kind !== 'succeeded' || !event.checkoutId) return event;
      const detail = await call(iyzicoDetailRequest(settings, event.reference, event.checkoutId, newRandomKey()));
      const paid = detail.paymentStatus === 'SUCCESS';
      return {
        ...event,
        kind: paid ? 'succeeded' : 'failed',
        amount: parseMoney(detail.paidPrice) ?? null,
        currency: stringOf(detail.currency),
      };
    },
  };
};
