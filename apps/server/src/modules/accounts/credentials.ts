import type { Caller } from '../../core/caller.ts';
import { Problem, unprocessable } from '../../core/problem.ts';
import type { Services } from '../../core/services.ts';
import type { Db } from '../../db/database.ts';
import { login, type LoginLimits } from '../auth/login.operation.ts';
import { FRESH_SIGN_IN_MINUTES, freshPasswordSignIn, refuseWhileImpersonating } from '../auth/sessions.ts';
import { SecondFactorRequired } from '../auth/sign-in.ts';
import { requireFreshSecondFactor } from '../second-factor/step-up.ts';

/**
 * Who may change sign-in credentials (e-mail, password, linked sign-ins): not an impersonation
 * (`refuseWhileImpersonating`), and one's own credentials want a password sign-in of the last few
 * minutes, so a stolen older token cannot take the account over.
 */
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
    // The password was right; only a sign-in would go on to the second factor.
    if (error instanceof SecondFactorRequired) return;
    if (error instanceof Problem && error.status === 401) {
      throw unprocessable([{ propertyPath: 'currentPassword', message: 'accounts.wrong_current_password' }]);
    }
    throw error;
  }
};

/** The sign-in limits a password confirmation counts towards (the same as the sign-in form's). */
export const loginLimitsOf = (services: Services): LoginLimits => ({
  maxFailures: services.config.loginMaxFailures,
  windowMinutes: services.config.loginWindowMinutes,
});

/**
 * Proof that the person at the keyboard is the account's owner, before a credential is added
 * (a linked sign-in, an API key): a password sign-in of the last few minutes, or the current
 * password given with the request. A stolen older token or an API key (its session is no password
 * sign-in) therefore cannot add a way in that would outlive it. Missing: 422 on `currentPassword`
 * saying so; wrong: 422 `accounts.wrong_current_password`, counted like a failed sign-in. Run
 * outside any transaction of the change, so that a wrong guess stays counted. Someone with a
 * second factor gives that instead, within the same few minutes (`requireFreshSecondFactor`:
 * 403 asking for a step-up until then).
 */
export const requireCredentialProof = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  caller: Caller,
  input: { currentPassword: unknown; ip: string },
): Promise<void> => {
  refuseWhileImpersonating(caller);
  // Someone with a second factor proves it is them with that (given in the last minutes).
  if (await requireFreshSecondFactor(db, caller)) return;
  if (freshPasswordSignIn(caller)) return;
  if (typeof input.currentPassword !== 'string' || input.currentPassword === '') {
    throw unprocessable([
      {
        propertyPath: 'currentPassword',
        message: 'accounts.current_password_required',
        values: { minutes: String(FRESH_SIGN_IN_MINUTES) },
      },
    ]);
  }
  await confirmCurrentPassword(db, key, limits, { email: caller.email, pwd: input.currentPassword, ip: input.ip });
};
