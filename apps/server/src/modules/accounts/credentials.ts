import type { Caller } from '../../core/caller.ts';
import { Problem, forbidden, unprocessable } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { login, type LoginLimits } from '../auth/login.operation.ts';
import { FRESH_SIGN_IN_MINUTES, freshPasswordSignIn } from '../auth/sessions.ts';

/**
 * Who may change sign-in credentials (e-mail, password, linked sign-ins). An impersonation
 * never does: it acts as the person, it is not them. One's own credentials want a password
 * sign-in of the last few minutes, so a stolen older token cannot take the account over.
 */
export const refuseWhileImpersonating = (caller: Caller | null): void => {
  if (caller && caller.impersonatorId !== null) throw forbidden('errors.impersonation_credentials');
};

export const requireFreshSignIn = (caller: Caller): void => {
  refuseWhileImpersonating(caller);
  if (!freshPasswordSignIn(caller)) {
    throw new Problem(403, 'errors.forbidden', 'errors.reauthentication_required', {
      minutes: String(FRESH_SIGN_IN_MINUTES),
    });
  }
};

/**
 * The current password, checked as a sign-in would check it (so wrong guesses count towards the
 * same limits); a wrong one is a 422 on `currentPassword`, not a 401 that would sign the page out.
 */
export const confirmCurrentPassword = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  input: { email: string; pwd: string; ip: string },
): Promise<void> => {
  try {
    await login(db, key, limits, input);
  } catch (error) {
    if (error instanceof Problem && error.status === 401) {
      throw unprocessable([{ propertyPath: 'currentPassword', message: 'accounts.wrong_current_password' }]);
    }
    throw error;
  }
};
