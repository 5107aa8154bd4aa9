import { mails } from '@kampus/contract';
import type { SignedInContext } from '../../core/actions.ts';
import { defineHooks } from '../../core/hooks.ts';
import { forbidden, violation } from '../../core/problem.ts';
import { parseMessage, recipientMessage, senderOf, sentNow } from './mail-copy.ts';
import { refusedRecipients } from './mail-reach.operation.ts';
import { announceMail } from './mail-push.ts';
import { checkAttachments } from './mail-attachments.operation.ts';
import { notifyNewMail } from './notify-mail.operation.ts';

/** Fields fixed when a copy is written: who it came from and how it was addressed. */
const FIXED = ['isSender', 'isTo', 'isCc', 'isBcc', 'user'] as const;

/**
 * The spec's own calls: POST the sender's record, then one POST per recipient. A record for
 * oneself is a sent copy or a draft; a record for someone else is a delivery, allowed only to a
 * person the caller may write to (403 otherwise), with the sender and the time set here and the
 * bcc list left out.
 */
export const mailsHooks = defineHooks(mails, {
  beforeCreate: async (tx, ctx, data) => {
    if (ctx.caller === null) return data;
    const signedIn = ctx as SignedInContext;
    const message = { ...parseMessage(data.email), sender: senderOf(signedIn) };
    checkAttachments(signedIn, message);
    const sentAt = await sentNow(tx, signedIn);
    // One's own copy may carry its own time (an imported or scheduled mail); a delivery never does.
    if (data.user === ctx.caller.id || data.user === undefined)
      return { ...data, email: message, sentAt: data.sentAt ?? sentAt };
    const refused = await refusedRecipients(tx, signedIn, [Number(data.user)]);
    if (refused.size > 0) throw forbidden('mail.recipient_refused');
    return {
      ...data,
      email: recipientMessage(message),
      isSender: false,
      isTo: true,
      isDraft: false,
      isRead: false,
      isStarred: false,
      isTrashed: false,
      sentAt,
    };
  },
  afterCreate: async (tx, ctx, row) => {
    if (ctx.caller === null || row.user === ctx.caller.id) return;
    await announceMail(tx, row.user, row.id);
    await notifyNewMail(tx, ctx as SignedInContext, row);
  },
  // A received or sent mail is what it was; only a draft's message changes (autosave).
  beforeUpdate: (_tx, ctx, data, current) => {
    for (const field of FIXED) {
      if (data[field] !== undefined && data[field] !== current[field])
        throw violation(field, 'validation.not_writable');
    }
    if (data.email === undefined) return data;
    if (!current.isDraft) throw violation('email', 'validation.not_writable');
    if (ctx.caller === null) return data;
    const message = { ...parseMessage(data.email), sender: senderOf(ctx as SignedInContext) };
    checkAttachments(ctx as SignedInContext, message);
    return { ...data, email: message };
  },
});
