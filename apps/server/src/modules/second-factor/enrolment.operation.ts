import { users } from '@kampus/contract';
import { recordAction } from '../../core/audit.ts';
import type { Caller, RequestContext } from '../../core/caller.ts';
import { requireCredentialReach } from '../../core/credential-reach.ts';
import { conflict, forbidden, violation } from '../../core/problem.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { authSessions } from '../../db/internal-tables.ts';
import { eq } from 'drizzle-orm';
import { confirmCurrentPassword, requireCredentialProof } from '../accounts/credentials.ts';
import type { LoginLimits } from '../auth/login.operation.ts';
import { refuseKeyBornSession, refuseWhileImpersonating } from '../auth/sessions.ts';
import { checkCode } from './code-tries.ts';
import {
  confirmTotp,
  hasTotp,
  proveSecondFactor,
  removeSecondFactor,
  replaceRecoveryCodes,
  storePendingTotp,
} from './factor-store.ts';
import { newTotpSecret, sealSecret, totpEnrolment } from './totp.ts';

/** A second factor is the person's own: never set up or removed by an impersonation or an API key. */
const refuseBorrowedSession = (caller: Caller): void => {
  refuseWhileImpersonating(caller);
  refuseKeyBornSession(caller);
};

const audit = (db: Db, ctx: RequestContext, caller: Caller, action: string) =>
  recordAction(db, ctx, { resource: users.name, id: caller.id, action, school: caller.schoolId });

/**
 * POST /{lang}/second-factor/totp: a new secret, kept sealed and not yet asked at sign-in; its
 * text and QR code are answered this once. Wants the same proof as any new credential (a
 * password sign-in of the last minutes, or the current password), so a stolen older token cannot
 * lock the owner out behind a factor of the thief's.
 */
export const startTotp = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  caller: Caller,
  input: { currentPassword: unknown; ip: string },
): Promise<{ secret: string; uri: string; qrCode: string }> => {
  refuseBorrowedSession(caller);
  if (await hasTotp(db, caller.id)) throw conflict('second_factor.already_on');
  await requireCredentialProof(db, key, limits, caller, input);
  const secret = newTotpSecret();
  if (!(await storePendingTotp(db, caller.id, sealSecret(key, secret)))) throw conflict('second_factor.already_on');
  return { secret, ...(await totpEnrolment(secret, caller.email)) };
};

/**
 * POST /{lang}/second-factor/totp/confirm: the first right code turns the app on and makes ten
 * recovery codes, answered once; the session that confirmed it has had its second factor now
 * (and, if the policy held it to enrolment, is free again).
 */
export const confirmTotpEnrolment = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  ctx: RequestContext,
  caller: Caller,
  input: { code: unknown; ip: string },
): Promise<{ recoveryCodes: string[] }> => {
  refuseBorrowedSession(caller);
  if (typeof input.code !== 'string' || input.code.trim() === '') throw violation('code', 'validation.required');
  const code = input.code;
  if (!(await checkCode(db, limits, caller.id, input.ip, () => confirmTotp(db, key, caller.id, code)))) {
    throw violation('code', 'second_factor.wrong_code');
  }
  return inTransaction(db, async (tx) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, caller.id);
    await tx
      .update(authSessions)
      .set({ secondFactorAt: new Date(), enrolOnly: false })
      .where(eq(authSessions.id, caller.sessionId));
    await audit(tx, ctx, caller, 'second_factor_on');
    return { recoveryCodes };
  });
};

/**
 * POST /{lang}/second-factor/disable: the current password or a code proves the owner (a code
 * is counted like one at sign-in, a password like a sign-in); the app and the recovery codes go.
 */
export const disableSecondFactor = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  ctx: RequestContext,
  caller: Caller,
  input: { currentPassword: unknown; code: unknown; ip: string },
): Promise<void> => {
  refuseBorrowedSession(caller);
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  const password = typeof input.currentPassword === 'string' ? input.currentPassword : '';
  if (code !== '') {
    if (!(await checkCode(db, limits, caller.id, input.ip, () => proveSecondFactor(db, key, caller.id, code)))) {
      throw violation('code', 'second_factor.wrong_code');
    }
  } else if (password !== '') {
    await confirmCurrentPassword(db, key, limits, { email: caller.email, pwd: password, ip: input.ip });
  } else {
    throw violation('code', 'second_factor.proof_required');
  }
  await inTransaction(db, async (tx) => {
    if (await removeSecondFactor(tx, caller.id)) await audit(tx, ctx, caller, 'second_factor_off');
  });
};

/**
 * DELETE /{lang}/users/{userId}/second-factor: headquarters staff or a superadmin remove a
 * person's second factor (their phone lost with the recovery codes). Credential reach: every
 * school of the person must be the caller's (`requireCredentialReach`); never one's own through
 * this door (one's own goes with a code or the password), never with an API key. Audited.
 */
export const resetSecondFactor = async (db: Db, ctx: RequestContext, caller: Caller, userId: number): Promise<void> => {
  refuseWhileImpersonating(caller);
  if (userId === caller.id) throw forbidden('errors.forbidden');
  await requireCredentialReach(db, ctx, userId);
  if (await removeSecondFactor(db, userId, { passkeys: true })) {
    await recordAction(db, ctx, { resource: users.name, id: userId, action: 'second_factor_reset' });
  }
};
