import { facebookUsers, googleUsers, users } from '@kampus/contract';
import { defineHooks, type Data, type HookData, type HookRow } from '../../core/hooks.ts';
import type { RequestContext } from '../../core/caller.ts';
import type { Db } from '../../db/database.ts';
import { refuseWhileImpersonating, requireFreshSignIn } from './credentials.ts';
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
 *   keeping a school's accounts right is their job, and their reach is checked by the engine.
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
  if (current.id !== caller.id) return data;
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

export const credentialsHooks = defineHooks(users, {
  beforeUpdate: credentialRule,
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

// Unlinking a Google or Facebook sign-in is a credential change too: not while impersonating.
export const socialUnlinkHooks = [googleUsers, facebookUsers].map((resource) =>
  defineHooks(resource, { beforeDelete: (_tx, ctx) => refuseWhileImpersonating(ctx.caller) }),
);
