import { schools, users } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { passwordLinkUrl, queueInvitationMail } from './account-mail.ts';
import { issuePasswordLink } from './password-tokens.ts';

/** Where links in mails point; set from the settings when the routes are registered. */
const links = { publicUrl: 'http://localhost:8080' };

export const setInvitationPublicUrl = (publicUrl: string): void => {
  links.publicUrl = publicUrl;
};

/** The public address of the web app, for links in mails written by hooks. */
export const publicLinkBase = (): string => links.publicUrl;

/**
 * A user that staff create without a password gets an invitation: a link valid 7 days to set
 * one. The link and the mail are written in the create's own transaction (the mail through the
 * durable queue), so a create that rolls back invites no one. Seeds and other internal creates
 * (no caller) invite no one either. The mail names the school the account is made in (issue 27:
 * "the invitation names no school") and is written in the request's language: an enrolment
 * creates each guardian's account in the language chosen for that guardian.
 */
export const invitationHooks = defineHooks(users, {
  afterCreate: async (tx: Db, ctx, row) => {
    if (ctx.caller === null || row.password !== null) return;
    const secret = await issuePasswordLink(tx, row.id, 'invite');
    // The school the account was just made in: within the caller's reach, or the create was refused.
    const school = await scoped(tx, ctx).of(schools).first({ id: row.schoolId });
    await queueInvitationMail(tx, ctx.language, row.email, {
      name: row.name,
      school: school?.title ?? 'Kampus',
      link: passwordLinkUrl(links.publicUrl, secret),
    });
  },
});
