import type { Caller } from '../../core/caller.ts';
import { Problem, forbidden } from '../../core/problem.ts';
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
