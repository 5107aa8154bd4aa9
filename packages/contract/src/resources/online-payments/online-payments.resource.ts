import {
  access,
  dateTime,
  defineResource,
  enumOf,
  int,
  json,
  money,
  ref,
  refId,
  secret,
  staff,
  staffAndFamilyReads,
  text,
  uuid,
} from '../../resource/index.ts';

/** The gateways a school may take card payments through; `standin` runs the same flow with no account (docs/online-payments.md). */
export const GATEWAY_PROVIDERS = ['standin', 'iyzico', 'stripe'] as const;
export type GatewayProvider = (typeof GATEWAY_PROVIDERS)[number];

/** Where a checkout stands: waiting for the gateway, paid once (payment and receipt written), or not paid. */
export const CHECKOUT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** What a verified webhook did: paid, marked failed, refused for its amount, or came after the checkout was settled. */
export const WEBHOOK_OUTCOMES = ['succeeded', 'failed', 'amount_mismatch', 'late'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/**
 * A school's payment gateway: one per school. The secret key and the webhook secret are written
 * and never answered (write-only, kept out of the audit trail); the answer shows their last four
 * characters only (`••••1234`, set by the server). `webhookKey` names the school in the webhook's
 * address without its id.
 */
export const paymentGateways = defineResource({
  name: 'payment_gateways',
  type: 'PaymentGateway',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    gatewayProvider: enumOf(GATEWAY_PROVIDERS, { required: true, default: 'standin' }),
    gatewayPublicKey: text({ maxLength: 200 }),
    gatewaySecretKey: secret({ maxLength: 200 }),
    gatewayWebhookSecret: secret({ maxLength: 200 }),
    gatewaySecretKeyHint: text({ maxLength: 20, readOnly: true }),
    gatewayWebhookSecretHint: text({ maxLength: 20, readOnly: true }),
    gatewayWebhookKey: uuid(),
  },
  uniques: [['school']],
  filters: ['school', 'gatewayProvider'],
  orderFields: ['gatewayProvider'],
  defaultOrder: { gatewayProvider: 'asc' },
  list: ['school', 'gatewayProvider', 'gatewayPublicKey', 'gatewaySecretKeyHint', 'gatewayWebhookSecretHint'],
  labelField: 'gatewayProvider',
  access: access(staff, staff),
});

/**
 * One online payment started for a student's installments: the amount is the server's (their open
 * amounts when started), the gateway's answer and event are kept, and the payment and receipt it
 * became. Written by the server only; the family reads its own child's.
 */
export const onlineCheckouts = defineResource({
  name: 'online_checkouts',
  type: 'OnlineCheckout',
  scope: 'season',
  tenantField: 'school',
  seasonField: 'season',
  serverWritten: true,
  // When a family started it shows on the staff's list beside when it settled.
  timestamps: ['createdAt'],
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    studentId: refId('students', { required: true, sameSchool: true }),
    checkoutReference: uuid(),
    installments: json(),
    checkoutAmount: money({ required: true }),
    currency: text({ maxLength: 3 }),
    gatewayProvider: enumOf(GATEWAY_PROVIDERS, { required: true }),
    gatewayCheckoutId: text({ maxLength: 200 }),
    checkoutStatus: enumOf(CHECKOUT_STATUSES, { required: true, default: 'pending' }),
    paymentId: refId('student_payments'),
    receiptId: refId('receipts'),
    startedBy: refId('users', { onDelete: 'setNull' }),
    settledAt: dateTime(),
  },
  alternateKey: 'checkoutReference',
  uniques: [['paymentId']],
  ownVia: [{ field: 'studentId' }],
  filters: ['school', 'studentId', 'checkoutStatus', 'season'],
  orderFields: ['settledAt', 'checkoutAmount'],
  defaultOrder: { settledAt: 'desc' },
  list: ['studentId', 'checkoutAmount', 'checkoutStatus', 'gatewayProvider', 'settledAt'],
  cardTitle: ['checkoutAmount', 'checkoutStatus'],
  access: { ...access(staff, staff), list: staffAndFamilyReads, read: staffAndFamilyReads },
});

/**
 * Every verified webhook, once (`gatewayEventId` unique per gateway): a replay finds its row and
 * does nothing. An event refused for its amount is kept here with what it claimed.
 */
export const onlinePaymentEvents = defineResource({
  name: 'online_payment_events',
  type: 'OnlinePaymentEvent',
  scope: 'school',
  tenantField: 'school',
  serverWritten: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    gatewayProvider: enumOf(GATEWAY_PROVIDERS, { required: true }),
    gatewayEventId: text({ required: true, maxLength: 200 }),
    checkoutId: refId('online_checkouts', { sameSchool: true }),
    webhookOutcome: enumOf(WEBHOOK_OUTCOMES, { required: true }),
    eventAmount: money(),
    currency: text({ maxLength: 3 }),
    receivedAt: dateTime(),
    paymentId: int(),
  },
  uniques: [['gatewayProvider', 'gatewayEventId']],
  filters: ['school', 'checkoutId', 'webhookOutcome'],
  orderFields: ['receivedAt'],
  defaultOrder: { receivedAt: 'desc' },
  list: ['checkoutId', 'gatewayProvider', 'webhookOutcome', 'eventAmount', 'receivedAt'],
  access: access(staff, staff),
});
