import { mailMessage, type MailMessage } from '@kampus/contract';
import type { SignedInContext } from '../../core/actions.ts';
import { violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';

/** The message a client sent, checked (422 on `email` when it is not one). */
export const parseMessage = (value: unknown): MailMessage => {
  const parsed = mailMessage.safeParse(value ?? {});
  if (!parsed.success) throw violation('email', 'validation.invalid');
  return parsed.data;
};

/** The caller as a mail names its sender: set by the server, never taken from the client. */
export const senderOf = (ctx: SignedInContext): NonNullable<MailMessage['sender']> => ({
  id: ctx.caller.id,
  name: `${ctx.caller.name} ${ctx.caller.lastName}`.trim(),
  email: ctx.caller.email,
});

/** What a recipient's copy holds: the sender's message without the bcc list. */
export const recipientMessage = (message: MailMessage): MailMessage => ({ ...message, bcc: [] });

/**
 * Now on the sender's school's clock. Stored with milliseconds so that mails of one second keep
 * their order in a list by `sentAt`; the wire shows `YYYY-MM-DD HH:mm:ss` as the spec writes it.
 */
export const sentNow = async (db: Db, ctx: SignedInContext): Promise<string> => {
  const at = new Date();
  const clock = await schoolClock(db, ctx.caller.schoolId, at);
  return `${clock.date} ${clock.time}.${String(at.getMilliseconds()).padStart(3, '0')}`;
};
