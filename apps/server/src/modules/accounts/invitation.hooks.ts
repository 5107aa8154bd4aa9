import { users } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
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
 * (no caller) invite no one either.
 */
export const invitationHooks = defineHooks(users, {
  afterCreate: async (tx: Db, ctx, row) => {
    if (ctx.caller === null || row.password !== null) return;
    const secret = await issuePasswordLink(tx, row.id, 'invite');
    await queueInvitationMail(tx, ctx.language, row.email, row.name, passwordLinkUrl(links.publicUrl, secret));
  },
});
