import { translate, type Language } from '@kampus/contract';
import type { Db } from '../../db/database.ts';
import { enqueueMail } from '../../integrations/mail/mail-queue.ts';
import { PASSWORD_LINK_HOURS } from './password-tokens.ts';

/** The texts of the account mails, in the reader's language, queued in the caller's transaction. */
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const htmlWithLink = (language: Language, text: string, link: string): string => {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const body = escapeHtml(text).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`);
  return `<!doctype html><html lang="${language}" dir="${dir}"><body><p>${body}</p></body></html>`;
};

export const passwordLinkUrl = (publicUrl: string, secret: string): string => `${publicUrl}/reset-password/${secret}`;

export const emailLinkUrl = (publicUrl: string, secret: string): string => `${publicUrl}/confirm-email/${secret}`;

export const queueVerificationMail = (tx: Db, language: Language, to: string, code: string, minutes: number) =>
  enqueueMail(tx, {
    to,
    subject: translate(language, 'accounts.verify_subject'),
    text: translate(language, 'accounts.verify_body', { code, minutes: String(minutes) }),
  });

export const queueLoginCodeMail = (tx: Db, language: Language, to: string, code: string, minutes: number) =>
  enqueueMail(tx, {
    to,
    subject: translate(language, 'accounts.login_code_subject'),
    text: translate(language, 'accounts.login_code_body', { code, minutes: String(minutes) }),
  });

/** A mail whose point is one link: `<kind>_subject`, `<kind>_body` (with `{link}` and `values`), and the link as HTML. */
const queueLinkMail = (
  tx: Db,
  language: Language,
  to: string,
  kind: string,
  link: string,
  values: Record<string, string>,
) => {
  const text = translate(language, `accounts.${kind}_body`, { ...values, link });
  return enqueueMail(tx, {
    to,
    subject: translate(language, `accounts.${kind}_subject`, values),
    text,
    html: htmlWithLink(language, text, link),
  });
};

export const queueResetMail = (tx: Db, language: Language, to: string, link: string) =>
  queueLinkMail(tx, language, to, 'reset', link, { hours: String(PASSWORD_LINK_HOURS.reset) });

export const queueInvitationMail = (
  tx: Db,
  language: Language,
  to: string,
  invite: { name: string; school: string; link: string },
) =>
  queueLinkMail(tx, language, to, 'invite', invite.link, {
    name: invite.name,
    school: invite.school,
    days: String(PASSWORD_LINK_HOURS.invite / 24),
  });

/** To the new address: the link that confirms it (the account keeps its old address until then). */
export const queueEmailChangeMail = (tx: Db, language: Language, to: string, link: string) =>
  queueLinkMail(tx, language, to, 'email_change', link, { hours: String(PASSWORD_LINK_HOURS.email) });
