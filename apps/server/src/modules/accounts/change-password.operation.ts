import { PASSWORD_RULE, users } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { update } from '../../core/operations.ts';
import { unauthorized, unprocessable } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import type { LoginLimits } from '../auth/login.operation.ts';
import { refuseWhileImpersonating } from '../auth/sessions.ts';
import { confirmCurrentPassword } from './credentials.ts';

/**
 * POST /{lang}/change-password: the account page's password section. The current password is
 * checked first, by the login operation itself (so its failures count towards the login rate
 * limit); a wrong one is a 422 on `currentPassword`. The new password goes through the users
 * operation, whose hooks hash it and end every session of the user: the person signs in again.
 */
export const changePassword = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  ctx: RequestContext,
  input: { currentPassword: unknown; newPassword: unknown; ip: string },
): Promise<void> => {
  const caller = ctx.caller;
  if (!caller) throw unauthorized();
  refuseWhileImpersonating(caller);
  const violations = [];
  if (typeof input.currentPassword !== 'string' || input.currentPassword === '') {
    violations.push({ propertyPath: 'currentPassword', message: 'validation.required' });
  }
  if (typeof input.newPassword !== 'string' || input.newPassword === '') {
    violations.push({ propertyPath: 'newPassword', message: 'validation.required' });
  } else if (!PASSWORD_RULE.test(input.newPassword)) {
    violations.push({ propertyPath: 'newPassword', message: 'validation.password_rule' });
  }
  if (violations.length > 0) throw unprocessable(violations);
  await confirmCurrentPassword(db, key, limits, {
    email: caller.email,
    pwd: String(input.currentPassword),
    ip: input.ip,
  });
  await update(db, ctx, users, caller.uuid, { password: input.newPassword });
};
