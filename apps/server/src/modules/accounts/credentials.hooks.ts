import { facebookUsers, googleUsers, users } from '@kampus/contract';
import { defineHooks, type Data, type HookData, type HookRow } from '../../core/hooks.ts';
import type { RequestContext } from '../../core/caller.ts';
import { requireCredentialReach } from '../../core/credential-reach.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { refuseWhileImpersonating } from '../auth/sessions.ts';
import { revokeLiveKeys } from '../developer/api-keys.operation.ts';
import { requireFreshSignIn } from './credentials.ts';
import { requestEmailChange } from './email-change.operation.ts';
import { publicLinkBase } from './invitation.hooks.ts';
import { pendingEmailOf } from './password-tokens.ts';

/**
 * The credentials of an account through `PATCH /api/users/{id}` (docs/security.md):
 * - while impersonating, no e-mail or password changes at all (403);
 * - one's own e-mail or password: only with a password sign-in of the last few minutes (403
 *   otherwise; the spec's flow signs in again and then PATCHes), and a new own e-mail waits,
 *   pending, until the link mailed to it is opened;
 * - staff changing another person's e-mail or password (the users screen) apply it at once:
 *   keeping a school's accounts right is their job, but only for a person whose every school
 *   they reach (`requireCredentialReach`: 403 for a teacher who also belongs to another school).
 * Internal work (no caller: seeds, confirmed links, resets) is not concerned.
 */
const credentialRule = async (
  tx: Db,
  ctx: RequestContext,
  data: HookData<typeof users>,
  current: HookRow<typeof users>,
): Promise<Data> => {
  const caller = ctx.caller;
  if (!caller) return data;
  const newEmail = typeof data.email === 'string' && data.email !== current.email;
  const newPassword = typeof data.password === 'string';
  if (!newEmail && !newPassword) return data;
  refuseWhileImpersonating(caller);
  if (current.id !== caller.id) {
    await requireCredentialReach(tx, ctx, current.id);
    return data;
  }
  requireFreshSignIn(caller);
  if (!newEmail) return data;
  const { email, ...rest } = data;
  if (typeof email !== 'string') return data;
  await requestEmailChange(tx, {
    userId: caller.id,
    email,
    language: ctx.language,
    publicUrl: publicLinkBase(),
  });
  return rest;
};

/**
 * A new password, however set (own, by staff, by a reset link), ends every other way in that
 * the old one opened: the user's API keys and the sessions made from them, and the linked Google
 * and Facebook sign-ins (a link added with a stolen session would otherwise survive the change).
 * The sessions themselves are ended by the users hooks. The person links their accounts again.
 */
const retireOtherCredentials = async (tx: Db, userId: number): Promise<void> => {
  await revokeLiveKeys(tx, userId);
  for (const resource of [googleUsers, facebookUsers]) await system(tx).of(resource).removeWhere({ user: userId });
};

export const credentialsHooks = defineHooks(users, {
  beforeUpdate: credentialRule,
  afterUpdate: async (tx, _ctx, row, previous) => {
    if (row.password !== previous.password) await retireOtherCredentials(tx, row.id);
  },
  // One's own record shows the address waiting for confirmation, so the person (and the
  // account page) know the change is not done yet. One query, only when the page holds it.
  expand: async (db, ctx, rows, out) => {
    const caller = ctx.caller;
    if (!caller) return;
    const index = rows.findIndex((row) => row.id === caller.id);
    const item = out[index];
    if (index < 0 || !item) return;
    const pending = await pendingEmailOf(db, caller.id);
    if (pending !== null) item.pendingEmail = pending;
  },
});

// Unlinking a Google or Facebook sign-in is a credential change too: not while impersonating,
// and only of a person whose every school the caller reaches.
export const socialUnlinkHooks = [googleUsers, facebookUsers].map((resource) =>
  defineHooks(resource, {
    beforeDelete: async (tx, ctx, row) => {
      refuseWhileImpersonating(ctx.caller);
      if (typeof row.user === 'number') await requireCredentialReach(tx, ctx, row.user);
    },
  }),
);
