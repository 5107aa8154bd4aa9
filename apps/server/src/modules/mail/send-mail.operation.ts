import { mails, type MailMessage, type SendMailBody, type Violation } from '@kampus/contract';
import type { SignedInContext } from '../../core/actions.ts';
import { unprocessable } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { senderOf, sentNow } from './mail-copy.ts';
import { checkAttachments } from './mail-attachments.operation.ts';
import { mailPeople, refusedRecipients } from './mail-reach.operation.ts';

type Role = 'to' | 'cc' | 'bcc';
const ROLES: readonly Role[] = ['to', 'cc', 'bcc'];

/**
 * Sends one mail as one command, inside the caller's transaction: the sender's copy, one copy per
 * recipient (a person named twice gets one copy, in the first role: to before cc before bcc),
 * the draft removed, every delivery announced at commit. Any recipient the caller may not write
 * to refuses the whole send (422 naming `to[i]`, `cc[i]` or `bcc[i]`); nothing is written then.
 */
export const sendMail = async (
  tx: Db,
  ctx: SignedInContext,
  body: Required<Pick<SendMailBody, 'to' | 'cc' | 'bcc' | 'subject' | 'msgBody' | 'attachment'>> &
    Pick<SendMailBody, 'draftId' | 'inReplyTo'>,
) => {
  const firstRole = new Map<number, Role>();
  for (const role of ROLES) for (const id of body[role]) if (!firstRole.has(id)) firstRole.set(id, role);
  if (firstRole.size === 0) throw unprocessable([{ propertyPath: 'to', message: 'mail.no_recipient' }]);

  const refused = await refusedRecipients(tx, ctx, [...firstRole.keys()]);
  const violations: Violation[] = ROLES.flatMap((role) =>
    body[role].flatMap((id, index) =>
      refused.has(id) ? [{ propertyPath: `${role}[${index}]`, message: 'mail.recipient_refused' }] : [],
    ),
  );
  if (violations.length > 0) throw unprocessable(violations);

  const people = await mailPeople(tx, [...firstRole.keys()]);
  const named = (role: Role) =>
    [...firstRole].flatMap(([id, first]) => (first === role && people.has(id) ? [people.get(id)!] : []));
  const message: MailMessage = {
    subject: body.subject,
    msgBody: body.msgBody,
    attachment: body.attachment,
    sender: senderOf(ctx),
    to: named('to'),
    cc: named('cc'),
    bcc: named('bcc'),
    ...(body.inReplyTo ? { inReplyTo: body.inReplyTo } : {}),
  };
  checkAttachments(ctx, message);
  const sentAt = await sentNow(tx, ctx);
  const repo = scoped(tx, ctx).of(mails);
  // The draft must be the caller's (404 otherwise, before anything is written).
  if (body.draftId) await repo.get(body.draftId);
  const mine = await repo.insert({ email: message, user: ctx.caller.id, isSender: true, isRead: true, sentAt });
  // The mails hook makes each delivery what a recipient reads (no bcc list), stamps it and announces it.
  const copies = [...firstRole].map(([user, role]) => ({
    email: message,
    user,
    // Every received copy is `isTo` (the spec's inbox filter); cc and bcc say how it was addressed.
    isTo: true,
    isCc: role === 'cc',
    isBcc: role === 'bcc',
    sentAt,
  }));
  for (const copy of copies) await repo.insert(copy);
  if (body.draftId) await repo.remove(body.draftId);
  return { mail: mine, delivered: copies.length };
};
