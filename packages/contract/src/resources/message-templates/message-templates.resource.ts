import {
  access,
  dateTime,
  defineResource,
  enumOf,
  int,
  longText,
  ref,
  refId,
  staff,
  text,
} from '../../resource/index.ts';

/**
 * An SMS a school sends again and again. `body` may name `message_parameters` placeholders
 * (`{studentName}`), filled per recipient when previewed or sent.
 */
export const smsTemplates = defineResource({
  name: 'sms_templates',
  type: 'SmsTemplate',
  scope: 'school',
  createStatus: 200,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 150 }),
    body: longText({ required: true, maxLength: 1000, multiline: true }),
  },
  filters: ['school'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'body'],
  access: access(staff, staff),
});

/** A mail a school sends again and again: subject and body may both name placeholders. */
export const mailTemplates = defineResource({
  name: 'mail_templates',
  type: 'MailTemplate',
  scope: 'school',
  createStatus: 200,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 150 }),
    mailSubject: text({ required: true, maxLength: 200 }),
    body: longText({ required: true, maxLength: 20000, multiline: true }),
  },
  filters: ['school'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title', 'mailSubject'],
  list: ['title', 'mailSubject'],
  access: access(staff, staff),
});

export const MESSAGE_CHANNELS = ['sms', 'mail'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/**
 * Where the recipients come from; `overdue_payers` joins when finance exists (a pluggable source).
 * `students` with the children of one family is "a family"; `school` with an audience is a role
 * ("all parents of the school", "the teachers of the school").
 */
export const RECIPIENT_SOURCES = ['class', 'grade_level', 'course', 'overdue_payers', 'school', 'students'] as const;
export type RecipientSource = (typeof RECIPIENT_SOURCES)[number];
/** Who of the chosen students is written to: their guardians, themselves, or the teachers of their classes. */
export const RECIPIENT_AUDIENCES = ['guardians', 'students', 'teachers'] as const;
export type RecipientAudience = (typeof RECIPIENT_AUDIENCES)[number];
/** Why a person of the group is not reached (the preview lists them). */
/** `withdrew_consent`: the person withdrew their consent to notifications on this channel (docs/privacy.md). */
export const UNREACHABLE_REASONS = ['no_guardian', 'no_address', 'no_teacher', 'withdrew_consent'] as const;
export type UnreachableReason = (typeof UNREACHABLE_REASONS)[number];
/** The SMS gateway a send would leave by: an HTTP gateway, the local stand-in, or none (nothing is sent). */
export const SMS_GATEWAY_KINDS = ['http', 'local', 'none'] as const;
export type SmsGatewayKind = (typeof SMS_GATEWAY_KINDS)[number];
export const MESSAGE_SEND_STATES = ['queued', 'sending', 'done'] as const;
export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;

/**
 * One bulk send: written only by the send action and its job, read by staff for the progress bar
 * (`sent + failed` of `total`).
 */
export const messageSends = defineResource({
  name: 'message_sends',
  type: 'MessageSend',
  scope: 'school',
  serverWritten: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    channel: enumOf(MESSAGE_CHANNELS, { required: true }),
    templateTitle: text({ required: true, maxLength: 150 }),
    recipientSource: enumOf(RECIPIENT_SOURCES, { required: true }),
    audience: enumOf(RECIPIENT_AUDIENCES, { required: true }),
    total: int({ required: true, default: 0, min: 0 }),
    sent: int({ required: true, default: 0, min: 0 }),
    failed: int({ required: true, default: 0, min: 0 }),
    sendState: enumOf(MESSAGE_SEND_STATES, { required: true, default: 'queued' }),
    // setNull on purpose: the record outlives the account of who wrote it (shown as unknown author).
    createdBy: ref('users', { onDelete: 'setNull' }),
    finishedAt: dateTime(),
  },
  filters: ['school', 'channel', 'sendState'],
  orderFields: ['id'],
  defaultOrder: { id: 'desc' },
  list: ['channel', 'templateTitle', 'recipientSource', 'total', 'sent', 'failed', 'sendState'],
  labelField: 'templateTitle',
  // A teacher reads the sends they wrote (a class message's progress and log), no one else's.
  teacherVia: [{ by: 'createdBy' }],
  access: access([...staff, 'teacher:own'], []),
});

/** One line of a send's delivery log: who, where, what, and whether it left. */
export const messageDeliveries = defineResource({
  name: 'message_deliveries',
  type: 'MessageDelivery',
  scope: 'school',
  serverWritten: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    send: refId('message_sends', { required: true, onDelete: 'cascade', sameSchool: true }),
    // setNull on purpose: the delivery log keeps its line (name and address are copied) after the student goes.
    studentId: refId('students', { onDelete: 'setNull', sameSchool: true }),
    recipientName: text({ required: true, maxLength: 200 }),
    address: text({ required: true, maxLength: 200 }),
    mailSubject: text({ maxLength: 200 }),
    body: longText({ required: true, maxLength: 20000 }),
    deliveryState: enumOf(DELIVERY_STATES, { required: true, default: 'pending' }),
    attempts: int({ required: true, default: 0, min: 0 }),
    error: text({ maxLength: 500 }),
    sentAt: dateTime(),
  },
  uniques: [['send', 'address', 'studentId']],
  filters: ['school', 'send', 'deliveryState'],
  orderFields: ['id', 'sentAt'],
  defaultOrder: { id: 'asc' },
  list: ['recipientName', 'address', 'deliveryState', 'sentAt'],
  labelField: 'recipientName',
  // A line is a teacher's when its send is (they wrote it).
  teacherVia: [{ field: 'send' }],
  access: access([...staff, 'teacher:own'], []),
});
