import { z } from 'zod';
import { MAIL_RECIPIENTS_MAX, MAIL_SECTIONS, mailAttachment } from './mails.resource.ts';
import { defineAction } from '../../action/define.ts';
import { binaryBody, idParam } from '../../action/params.ts';

const recipientIds = z
  .array(z.number().int().min(1).max(2147483647), { error: 'validation.invalid' })
  .max(MAIL_RECIPIENTS_MAX, { error: 'validation.too_large' })
  .default([]);

/** What one send names: the people, the message, and the draft it came from. */
export const sendMailBody = z.object({
  to: recipientIds,
  cc: recipientIds,
  bcc: recipientIds,
  subject: z.string().max(255, { error: 'validation.too_long' }).default(''),
  msgBody: z.string().max(100_000, { error: 'validation.too_long' }).default(''),
  attachment: z.array(mailAttachment).max(20, { error: 'validation.too_large' }).default([]),
  /** The caller's draft this send came from: removed in the same transaction. */
  draftId: z.number().int().min(1).max(2147483647).optional(),
  /** The caller's copy of the mail this answers. */
  inReplyTo: z.number().int().min(1).max(2147483647).optional(),
});
export type SendMailBody = z.input<typeof sendMailBody>;

/** A mail copy as `/api/mails/{id}` reads it. */
const mailCopy = z.looseObject({ id: z.number().int() }).meta({ description: 'A Mail, as /api/mails/{id} reads it' });

/**
 * POST /api/mails/send: the sender's copy and one copy per recipient (to, cc, bcc; bcc hidden
 * from the others) in one transaction; every recipient is checked against who may write to whom.
 */
export const sendMailAction = defineAction({
  name: 'sendMail',
  method: 'POST',
  path: '/api/mails/send',
  summary: 'Send a mail: the sender copy and one copy per recipient, in one transaction',
  tags: ['mails'],
  access: 'signedIn',
  transactional: true,
  idempotent: true,
  status: 201,
  input: { body: sendMailBody },
  output: z.object({ mail: mailCopy, delivered: z.number().int() }),
  responses: { 422: 'No recipient, or a recipient the caller may not write to' },
});

const sectionCount = z.object({ unreadCount: z.number().int(), totalCount: z.number().int() });

/** GET /api/mails/labels: the sidebar's sections, each with its unread and total counts. */
export const mailLabelsAction = defineAction({
  name: 'mailLabels',
  method: 'GET',
  path: '/api/mails/labels',
  summary: "The caller's mail sections with unread and total counts",
  tags: ['mails'],
  access: 'signedIn',
  output: z.object(
    Object.fromEntries(MAIL_SECTIONS.map((section) => [section, sectionCount])) as Record<
      (typeof MAIL_SECTIONS)[number],
      typeof sectionCount
    >,
  ),
});

/**
 * GET /api/mails/stream: Server-Sent Events. An event `mail` (data: the new copy's id and the
 * inbox's unread count) the moment a mail to the caller commits, on whichever node it was sent.
 */
export const mailStreamAction = defineAction({
  name: 'mailStream',
  method: 'GET',
  path: '/api/mails/stream',
  summary: 'Live delivery of new mail (Server-Sent Events)',
  tags: ['mails'],
  access: 'signedIn',
  tenancyHeaders: false,
  responseType: 'text/event-stream',
  output: z.string().meta({ description: 'event: mail, data: {"id":N,"unread":N}' }),
});

/** POST /api/mails/attachments?name=report.pdf: the body is the file (at most 2 MB); answers what a mail names. */
export const uploadMailAttachmentAction = defineAction({
  name: 'uploadMailAttachment',
  method: 'POST',
  path: '/api/mails/attachments',
  summary: 'Store a file to attach to a mail',
  tags: ['mails'],
  access: 'signedIn',
  requestType: '*/*',
  status: 201,
  input: { query: z.object({ name: z.string().max(200).optional() }), body: binaryBody },
  output: mailAttachment,
  responses: { 413: 'Larger than 2 MB', 422: 'An empty file' },
});

/** GET /api/mails/{id}/attachments/{index}: a file of one's own mail copy, as a download. */
export const readMailAttachmentAction = defineAction({
  name: 'readMailAttachment',
  method: 'GET',
  path: '/api/mails/{id}/attachments/{index}',
  summary: "A file attached to one's own mail",
  tags: ['mails'],
  access: 'signedIn',
  record: { resource: 'mails' },
  input: { params: z.object({ id: idParam, index: z.string().regex(/^\d{1,2}$/, { error: 'errors.not_found' }) }) },
  responseType: 'application/octet-stream',
  responses: { 404: 'No such mail of the caller, or no such file' },
});

/**
 * POST /api/mails/{id}/forward-attachments: the files of one's own copy, stored again as the
 * caller's own uploads, for the forward's compose window (a mail carries only its sender's files).
 */
export const forwardMailAttachmentsAction = defineAction({
  name: 'forwardMailAttachments',
  method: 'POST',
  path: '/api/mails/{id}/forward-attachments',
  summary: "Copy the files of one's own mail to forward them",
  tags: ['mails'],
  access: 'signedIn',
  record: { resource: 'mails' },
  status: 201,
  input: { params: z.object({ id: idParam }) },
  output: z.array(mailAttachment),
  responses: { 404: 'No such mail of the caller, or a file gone' },
});
