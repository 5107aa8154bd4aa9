import { eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller.ts';
import { Problem, violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { authSessions } from '../../db/internal-tables.ts';
import type { LoginLimits } from '../auth/login.operation.ts';
import { FRESH_SIGN_IN_MINUTES, refuseKeyBornSession, refuseWhileImpersonating } from '../auth/sessions.ts';
import { hasSecondFactor, hasTotp } from './factor-store.ts';
import { hasPasskey } from './passkey-store.ts';
import { proveFactor, type FactorProof } from './proof.ts';
import type { RelyingParty } from './webauthn.ts';

/** Whether the session had its second factor in the last few minutes (the sign-in's second step or a step-up). */
const freshSecondFactor = (caller: Caller, now: Date = new Date()): boolean =>
  caller.impersonatorId === null &&
  caller.secondFactorAt !== null &&
  now.getTime() - caller.secondFactorAt.getTime() <= FRESH_SIGN_IN_MINUTES * 60_000;

/**
 * A dangerous act (impersonating, making an API key, linking a sign-in) by someone with a second
 * factor wants it given in the last few minutes: else 403 `second_factor.step_up_required`, with
 * `stepUpRequired: true`, and the client asks for a code (`POST /{lang}/step-up`) and tries again.
 * Answers whether the person has a second factor (the caller's other proofs apply when not).
 */
export const requireFreshSecondFactor = async (db: Db, caller: Caller): Promise<boolean> => {
  if (!(await hasSecondFactor(db, caller.id))) return false;
  if (freshSecondFactor(caller)) return true;
  // The message names what the person has: a code, a passkey, or either.
  const [app, passkey] = [await hasTotp(db, caller.id), await hasPasskey(db, caller.id)];
  const message =
    app && passkey
      ? 'second_factor.step_up_required'
      : app
        ? 'second_factor.step_up_required_code'
        : 'second_factor.step_up_required_passkey';
  throw new Problem(403, 'errors.forbidden', message, { minutes: String(FRESH_SIGN_IN_MINUTES) }, undefined, {
    stepUpRequired: true,
  });
};

/**
 * A bulk export of personal data (the students' spreadsheet, the OneRoster roster) by a person in a
 * browser wants the second factor given in the last few minutes, as `requireFreshSecondFactor`
 * says. A client with an API key is not asked: it cannot answer a prompt, and its key was made
 * with the same proof (docs/security.md).
 */
export const requireFreshSecondFactorToExport = async (db: Db, caller: Caller): Promise<void> => {
  if (caller.apiKeyId !== null || caller.signIn.method === 'api-key') return;
  await requireFreshSecondFactor(db, caller);
};

/**
 * POST /{lang}/step-up {code} or {passkey}: a code of the app (or a recovery code), or a passkey's
 * answer to a step-up challenge, marks the session as having had its second factor now. Counted
 * like codes at sign-in; never for an impersonation or an API key.
 */
export const stepUp = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  rp: RelyingParty,
  caller: Caller,
  input: FactorProof,
): Promise<void> => {
  refuseWhileImpersonating(caller);
  refuseKeyBornSession(caller);
  if (!(await proveFactor(db, key, limits, rp, caller.id, input))) {
    throw violation(
      input.passkey ? 'passkey' : 'code',
      input.passkey ? 'passkey.not_verified' : 'second_factor.wrong_code',
    );
  }
  await db.update(authSessions).set({ secondFactorAt: new Date() }).where(eq(authSessions.id, caller.sessionId));
};
