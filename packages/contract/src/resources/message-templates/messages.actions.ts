import { z } from 'zod';
import { staff, staffAndTeachers } from '../../resource/access.ts';
import {
  MESSAGE_CHANNELS,
  RECIPIENT_AUDIENCES,
  RECIPIENT_SOURCES,
  SMS_GATEWAY_KINDS,
  UNREACHABLE_REASONS,
} from './message-templates.resource.ts';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';

const id = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_number' })
  .min(1, { error: 'validation.too_small' })
  .max(2147483647, { error: 'validation.too_large' });

/**
 * What is said: a template of the school (staff), or a text written for this send (a teacher has
 * no templates): `text` with, for mail, a `subject`. Either may name placeholders. The operation
 * asks for one of them (422 on `text`).
 */
const messageText = {
  channel: z.enum(MESSAGE_CHANNELS, { error: 'validation.invalid_choice' }),
  templateId: id.optional(),
  subject: z.string().trim().max(200, { error: 'validation.too_long' }).optional(),
  text: z.string().trim().max(5000, { error: 'validation.too_long' }).optional(),
  audience: z.enum(RECIPIENT_AUDIENCES, { error: 'validation.invalid_choice' }).default('guardians'),
};

/** Who a bulk send goes to: a source of students, then their guardians, themselves or their teachers. */
export const recipientChoice = z.object({
  ...messageText,
  source: z.enum(RECIPIENT_SOURCES, { error: 'validation.invalid_choice' }),
  /** source class: the class; grade_level: the grade level; course: the course. */
  sourceId: id.optional(),
  /** source students: the chosen students (a family: its children). */
  studentIds: z.array(id).max(5000, { error: 'validation.too_large' }).optional(),
});
export type RecipientChoice = z.infer<typeof recipientChoice>;

/** A message to one class (the path names it): its parents, its students or its teachers. */
export const classMessageChoice = z.object(messageText);
export type ClassMessageChoice = z.infer<typeof classMessageChoice>;

const renderedMessage = z.object({
  recipientName: z.string(),
  address: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
});

/** One person the send will reach: whose address, and whether it is the account's or the record's. */
const reachedPerson = z.object({
  recipientName: z.string(),
  studentName: z.string().nullable(),
  address: z.string(),
  addressFrom: z.enum(['account', 'record']),
});

/** One person (or student without anyone to write to) the send will not reach, and why. */
const unreachablePerson = z.object({
  recipientName: z.string(),
  studentName: z.string().nullable(),
  reason: z.enum(UNREACHABLE_REASONS),
});

/** What an SMS send costs and whether it can leave at all. */
const smsPreview = z.object({
  gateway: z.enum(SMS_GATEWAY_KINDS),
  encoding: z.enum(['gsm7', 'ucs2']),
  /** Of the longest message of the send. */
  characters: z.number().int(),
  parts: z.number().int(),
  /** All the SMS the send costs (each message's parts, summed). */
  totalParts: z.number().int(),
});

const previewOutput = z.object({
  total: z.number().int(),
  withoutAddress: z.number().int(),
  sample: z.array(renderedMessage),
  reached: z.array(reachedPerson),
  unreachable: z.array(unreachablePerson),
  sms: smsPreview.nullable(),
});
export type MessagePreviewOutput = z.infer<typeof previewOutput>;

/** POST /api/messages/preview: how many would get the message and the first of them, rendered from real records. */
export const previewMessagesAction = defineAction({
  name: 'previewMessages',
  method: 'POST',
  path: '/api/messages/preview',
  summary: 'Preview a bulk send: recipient count and the messages rendered for the first recipients',
  tags: ['messages'],
  access: staff,
  input: { body: recipientChoice },
  output: previewOutput,
});

/**
 * POST /api/messages/send: records one bulk send and a pending delivery per recipient, in one
 * transaction, and queues the job that sends them; answers the send (its progress is
 * `/api/message_sends/{id}`, its log `/api/message_deliveries?send={id}`).
 */
export const sendMessagesAction = defineAction({
  name: 'sendMessages',
  method: 'POST',
  path: '/api/messages/send',
  summary: 'Start a bulk send through the job queue',
  tags: ['messages'],
  access: staff,
  idempotent: true,
  transactional: true,
  input: { body: recipientChoice },
  output: z.looseObject({}).meta({ description: 'The MessageSend, as /api/message_sends/{id} reads it' }),
  status: 201,
  responses: { 422: 'No recipient, or a template or source out of reach' },
});

/**
 * POST /api/classes/{id}/messages/preview: a teacher's (or staff's) message to one class, before
 * it leaves: who is reached at which address, who is not and why, and for SMS its parts and
 * gateway. The class is loaded through the caller's grant: a teacher reaches only the classes
 * they teach (homeroom or a lesson), another's is 404.
 */
export const previewClassMessageAction = defineAction({
  name: 'previewClassMessage',
  method: 'POST',
  path: '/api/classes/{id}/messages/preview',
  summary: "Preview a message to a class's parents, students or teachers",
  tags: ['messages'],
  access: staffAndTeachers,
  record: { resource: 'classes' },
  input: { params: z.object({ id: idParam }), body: classMessageChoice },
  output: previewOutput,
  responses: { 404: 'No such class, or not one the caller teaches' },
});

/** POST /api/classes/{id}/messages/send: the same, sent through the job queue with a delivery log. */
export const sendClassMessageAction = defineAction({
  name: 'sendClassMessage',
  method: 'POST',
  path: '/api/classes/{id}/messages/send',
  summary: "Send a message to a class's parents, students or teachers",
  tags: ['messages'],
  access: staffAndTeachers,
  record: { resource: 'classes' },
  idempotent: true,
  transactional: true,
  input: { params: z.object({ id: idParam }), body: classMessageChoice },
  output: z.looseObject({}).meta({ description: 'The MessageSend, as /api/message_sends/{id} reads it' }),
  status: 201,
  responses: { 404: 'No such class, or not one the caller teaches', 422: 'No recipient, or no text' },
});
