import { z } from 'zod';
import { access, boolean, dateTime, defineResource, everyone, json, ref } from '../../resource/index.ts';

/** The mail sections of the spec (section 9), in the sidebar's order. */
export const MAIL_SECTIONS = ['inbox', 'starred', 'sent', 'drafts', 'trash'] as const;
export type MailSection = (typeof MAIL_SECTIONS)[number];

/** Longest subject and body a mail may carry (a body is rich text as HTML). */
export const MAIL_SUBJECT_MAX = 255;
export const MAIL_BODY_MAX = 100_000;
/** Most recipients one send may name (to, cc and bcc together). */
export const MAIL_RECIPIENTS_MAX = 200;

/** A person a mail names: kept as written at sending time, so a later rename does not rewrite mail. */
export const mailPerson = z.object({
  id: z.number().int(),
  name: z.string().max(210),
  email: z.string().max(320),
});

/** A stored file attached to a mail (the files integration's key). */
export const mailAttachment = z.object({
  key: z.string().min(1).max(512),
  name: z.string().min(1).max(255),
  size: z.number().int().min(0),
  contentType: z.string().max(255),
});

/**
 * The message of a mail copy (the spec's `email`: attachment, subject, msgBody, sender). Each
 * copy holds its own: the sender's names the bcc recipients, a recipient's never does.
 */
export const mailMessage = z.object({
  subject: z.string().max(MAIL_SUBJECT_MAX, { error: 'validation.too_long' }).default(''),
  msgBody: z.string().max(MAIL_BODY_MAX, { error: 'validation.too_long' }).default(''),
  attachment: z.array(mailAttachment).max(20).default([]),
  sender: mailPerson.optional(),
  to: z.array(mailPerson).max(MAIL_RECIPIENTS_MAX).default([]),
  cc: z.array(mailPerson).max(MAIL_RECIPIENTS_MAX).default([]),
  bcc: z.array(mailPerson).max(MAIL_RECIPIENTS_MAX).default([]),
  /** The mail this one answers (the reader's copy id), when it is a reply. */
  inReplyTo: z.number().int().optional(),
});
export type MailMessage = z.infer<typeof mailMessage>;

/**
 * One person's copy of a mail (api-contract: `mails`, scope user). Sending writes the sender's
 * copy and one per recipient; each reader stars, reads and trashes their own copy only. A create
 * may name another user as the owner: that is a delivery, which the mails hooks allow only to
 * someone the caller may write to (docs/mail.md).
 */
export const mails = defineResource({
  name: 'mails',
  type: 'Mail',
  scope: 'user',
  userField: 'user',
  deliveredToOthers: true,
  fields: {
    email: json({ required: true }),
    // Whom a copy is for: the mails hook checks who may write to whom (a parent names staff they cannot list).
    user: ref('users', { required: true, onDelete: 'cascade', schoolReach: true }),
    isSender: boolean({ default: false }),
    isTo: boolean({ default: false }),
    isCc: boolean({ default: false }),
    isBcc: boolean({ default: false }),
    isRead: boolean({ default: false }),
    isStarred: boolean({ default: false }),
    isTrashed: boolean({ default: false }),
    isDraft: boolean({ default: false }),
    sentAt: dateTime(),
  },
  filters: ['user', 'isSender', 'isTo', 'isCc', 'isBcc', 'isStarred', 'isDraft', 'isTrashed', 'isRead'],
  orderFields: ['sentAt'],
  defaultOrder: { sentAt: 'desc' },
  list: ['sentAt', 'isRead', 'isStarred'],
  access: access(everyone, everyone),
});
