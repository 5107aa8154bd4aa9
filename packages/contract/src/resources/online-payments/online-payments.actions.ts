import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { languageCodes } from '../../constants.ts';
import { binaryBody, idParam } from '../../action/params.ts';
import { recordId } from '../student-finance/finance.actions.ts';
import { CHECKOUT_STATUSES, GATEWAY_PROVIDERS } from './online-payments.resource.ts';

const uuidParam = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  message: 'errors.not_found',
});

const checkoutAnswer = z.object({
  id: z.number().int(),
  reference: z.string(),
  studentId: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  // The gateway's hosted page, answered when the checkout starts; null when read later.
  redirectUrl: z.string().nullable(),
  receipt: z.object({ id: z.number().int(), receiptNumber: z.number().int() }).nullable(),
});

/**
 * POST /api/students/{id}/online-payments: a parent (or a cashier) starts paying installments
 * online. The amount is their open amounts, computed by the server; the answer names the
 * gateway's hosted page to send the browser to. Another family's student is 404.
 */
export const startOnlinePaymentAction = defineAction({
  name: 'startOnlinePayment',
  method: 'POST',
  path: '/api/students/{id}/online-payments',
  summary: "Start paying a student's installments through the school's payment gateway",
  tags: ['online_checkouts'],
  access: ['headquarters', 'campus', 'school', 'parent', 'student'],
  record: { resource: 'students' },
  idempotent: true,
  status: 201,
  input: {
    params: z.object({ id: idParam }),
    body: z.object({
      installments: z.array(recordId).min(1, { error: 'validation.required' }).max(100),
    }),
  },
  output: checkoutAnswer,
  responses: { 404: 'No such student in reach', 422: 'No gateway, or an installment not open' },
});

/** GET /api/students/{id}/online-payments/gateway: whether the student's school takes payments online (no key is ever answered). */
export const onlinePaymentGatewayAction = defineAction({
  name: 'onlinePaymentGateway',
  method: 'GET',
  path: '/api/students/{id}/online-payments/gateway',
  summary: "Whether the student's school takes installments online",
  tags: ['online_checkouts'],
  access: 'signedIn',
  record: { resource: 'students' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({ available: z.boolean(), provider: z.enum(GATEWAY_PROVIDERS).nullable() }),
  responses: { 404: 'No such student in reach' },
});

/** GET /api/online-payments/{reference}/status: where a checkout stands, read by the return page until the webhook lands. */
export const onlineCheckoutStatusAction = defineAction({
  name: 'onlineCheckoutStatus',
  method: 'GET',
  path: '/api/online-payments/{reference}/status',
  summary: 'Where an online payment stands, and its receipt once paid',
  tags: ['online_checkouts'],
  access: { resource: 'online_checkouts', operation: 'read' },
  notARecord: 'the reference is loaded through the caller’s reach by the run function (404 otherwise)',
  input: { params: z.object({ reference: uuidParam }) },
  output: checkoutAnswer,
  responses: { 404: 'No such checkout in reach' },
});

/**
 * POST /api/online-payments/webhook/{provider}/{schoolKey}: the gateway's notice. No session:
 * the signature over the raw body is checked first (401 when wrong, nothing written); a paid
 * event pays the checkout's installments once, through the cashier's payment command.
 */
export const onlinePaymentWebhookAction = defineAction({
  name: 'onlinePaymentWebhook',
  method: 'POST',
  path: '/api/online-payments/webhook/{provider}/{schoolKey}',
  summary: "A payment gateway's signed notice of a checkout's outcome",
  tags: ['online_checkouts'],
  access: 'anonymous',
  requestType: '*/*',
  maxBytes: 64 * 1024,
  notARecord: 'the school key is the gateway settings’ webhook key, found by the signature check',
  input: {
    params: z.object({ provider: z.enum(GATEWAY_PROVIDERS, { error: 'errors.not_found' }), schoolKey: uuidParam }),
    body: binaryBody,
  },
  output: z.object({ received: z.boolean(), outcome: z.string() }),
  responses: { 400: 'Not an event this gateway sends', 401: 'A wrong signature', 404: 'No such gateway' },
});

/** GET /api/gateway-standin/checkout/{reference}: the stand-in gateway's hosted page (a form, no script). */
export const standinCheckoutPageAction = defineAction({
  name: 'standinCheckoutPage',
  method: 'GET',
  path: '/api/gateway-standin/checkout/{reference}',
  summary: "The local stand-in gateway's hosted checkout page",
  tags: ['online_checkouts'],
  access: 'anonymous',
  responseType: 'text/html',
  notARecord: 'the stand-in gateway’s own checkout reference, as a real gateway’s page would take it',
  input: {
    params: z.object({ reference: uuidParam }),
    // The payer's language, named by the checkout's address (a browser's own may be another).
    query: z.object({ lang: z.enum(languageCodes, { error: 'validation.invalid_choice' }).optional() }),
  },
  responses: { 404: 'No such pending checkout' },
});

/** POST /api/gateway-standin/checkout/{reference}/{outcome}: Pay or Cancel on the stand-in page. */
export const standinCheckoutSubmitAction = defineAction({
  name: 'standinCheckoutSubmit',
  method: 'POST',
  path: '/api/gateway-standin/checkout/{reference}/{outcome}',
  summary: 'The stand-in gateway sends its signed webhook and returns the browser to the school',
  tags: ['online_checkouts'],
  access: 'anonymous',
  requestType: '*/*',
  notARecord: 'the stand-in gateway’s own checkout reference',
  input: {
    params: z.object({ reference: uuidParam, outcome: z.enum(['pay', 'cancel'], { error: 'errors.not_found' }) }),
    body: binaryBody,
  },
  status: 303,
  responses: { 404: 'No such pending checkout' },
});

/**
 * POST /api/online-payments/{reference}/return: where a gateway that posts the browser back (iyzico's
 * `callbackUrl`, a form POST with its token) returns it; answers 303 to the web app's return page,
 * which reads the checkout's status. It reads and changes nothing: the payment is the signed
 * notice's work, never an unsigned post's.
 */
export const onlinePaymentReturnAction = defineAction({
  name: 'onlinePaymentReturn',
  method: 'POST',
  path: '/api/online-payments/{reference}/return',
  summary: 'A gateway posts the payer back: 303 to the return page',
  tags: ['online_checkouts'],
  access: 'anonymous',
  requestType: '*/*',
  notARecord: 'a checkout’s reference, only put back into the address of the return page',
  input: { params: z.object({ reference: uuidParam }), body: binaryBody },
  status: 303,
  responses: {},
});
