import { z } from 'zod';
import { staff } from '../resource/access.ts';
import {
  MESSAGE_CHANNELS,
  RECIPIENT_AUDIENCES,
  RECIPIENT_SOURCES,
} from '../resources/message-templates/message-templates.resource.ts';
import { defineAction } from './define.ts';

const id = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_number' })
  .min(1, { error: 'validation.too_small' })
  .max(2147483647, { error: 'validation.too_large' });

/** Who a bulk send goes to: a source of students, then their guardians or the students themselves. */
export const recipientChoice = z.object({
  channel: z.enum(MESSAGE_CHANNELS, { error: 'validation.invalid_choice' }),
  templateId: id,
  source: z.enum(RECIPIENT_SOURCES, { error: 'validation.invalid_choice' }),
  audience: z.enum(RECIPIENT_AUDIENCES, { error: 'validation.invalid_choice' }).default('guardians'),
  /** source class: the class; grade_level: the grade level. */
  sourceId: id.optional(),
  /** source students: the chosen students. */
  studentIds: z.array(id).max(5000, { error: 'validation.too_large' }).optional(),
});
export type RecipientChoice = z.infer<typeof recipientChoice>;

const renderedMessage = z.object({
  recipientName: z.string(),
  address: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
});

/** POST /api/messages/preview: how many would get the message and the first of them, rendered from real records. */
export const previewMessagesAction = defineAction({
  name: 'previewMessages',
  method: 'POST',
  path: '/api/messages/preview',
  summary: 'Preview a bulk send: recipient count and the messages rendered for the first recipients',
  tags: ['messages'],
  access: staff,
  input: { body: recipientChoice },
  output: z.object({ total: z.number().int(), withoutAddress: z.number().int(), sample: z.array(renderedMessage) }),
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
