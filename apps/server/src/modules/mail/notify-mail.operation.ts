import { mails, translate, type Language, type RowOf } from '@kampus/contract';
import type { SignedInContext } from '../../core/actions.ts';
import type { Db } from '../../db/database.ts';
import { notifyUsers } from '../notifications/notify-users.operation.ts';
import { parseMessage, senderOf } from './mail-copy.ts';

/**
 * A mail delivered to someone's Kampus mailbox is told to them as a notification (issue 30, part
 * 3: "new mail"): in the bell at once, and by e-mail, SMS or push as they chose on their account
 * page, in the transaction that delivered it (a send refused on one recipient tells no one). It
 * names the sender and the subject, never the message: an e-mail or an SMS leaves the school's
 * systems, the mail's text stays in them. Each reader in their own language; the link opens the
 * copy in their inbox.
 */
export const notifyNewMail = async (tx: Db, ctx: SignedInContext, copy: RowOf<typeof mails>): Promise<void> => {
  // The copy's message as the mails hook wrote it: the sender set by the server, never by the client.
  const message = parseMessage(copy.email);
  const words = { sender: (message.sender ?? senderOf(ctx)).name, subject: message.subject };
  await notifyUsers(tx, {
    users: [copy.user],
    school: ctx.caller.schoolId,
    student: null,
    kind: 'new_mail',
    render: (reader: Language) => ({
      title: translate(reader, 'ui.new_mail.subject', words),
      body: translate(reader, 'ui.new_mail.body', words),
    }),
    link: `/mail/inbox/${copy.id}`,
    language: ctx.language,
  });
};
