import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { users } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { recordAction } from '../../core/audit.ts';
import type { Caller, RequestContext } from '../../core/caller.ts';
import { conflict, notFound, violation } from '../../core/problem.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { authSessions } from '../../db/internal-tables.ts';
import { requireCredentialProof } from '../accounts/credentials.ts';
import type { LoginLimits } from '../auth/login.operation.ts';
import { refuseKeyBornSession, refuseWhileImpersonating } from '../auth/sessions.ts';
import { dropRecoveryCodesWithoutFactor, hasSecondFactor, replaceRecoveryCodes } from './factor-store.ts';
import { browserAnswer } from './passkey-proof.ts';
import { credentialOf, passkeysOf, removePasskey, storePasskey, type PasskeyView } from './passkey-store.ts';
import { requireFreshSecondFactor } from './step-up.ts';
import { challengeOf, storeChallenge, takeChallenge, type RelyingParty } from './webauthn.ts';

/** The longest name a passkey may have ("Office laptop", "Ayşe's phone"). */
const NAME_MAX = 100;

const refuseBorrowedSession = (caller: Caller): void => {
  refuseWhileImpersonating(caller);
  refuseKeyBornSession(caller);
};

/**
 * POST /{lang}/passkeys/registration-options: what the browser's `navigator.credentials.create`
 * needs, with a challenge kept server side. Adding a way in wants the proof any new credential
 * wants (`requireCredentialProof`: a recent password sign-in or the current password, and a
 * fresh second factor from whoever has one already).
 */
export const startPasskeyRegistration = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  rp: RelyingParty,
  caller: Caller,
  input: { currentPassword: unknown; ip: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> => {
  refuseBorrowedSession(caller);
  await requireCredentialProof(db, key, limits, caller, input);
  const existing = await passkeysOf(db, caller.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: caller.email,
    userDisplayName: `${caller.name} ${caller.lastName}`.trim(),
    userID: new TextEncoder().encode(caller.uuid),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: credentialOf(row).transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await storeChallenge(db, caller.id, 'register', options.challenge);
  return options;
};

/**
 * POST /{lang}/passkeys {name, response}: the browser's answer, verified against the challenge
 * (taken once), the configured origin and RP id; the passkey is stored and asked at sign-in
 * from now on. The first second factor of the account brings ten recovery codes, answered once,
 * and frees a session the policy held to enrolment.
 */
export const finishPasskeyRegistration = async (
  db: Db,
  rp: RelyingParty,
  ctx: RequestContext,
  caller: Caller,
  input: { name: unknown; response: unknown },
): Promise<{ passkey: PasskeyView; recoveryCodes: string[] | null }> => {
  refuseBorrowedSession(caller);
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') throw violation('name', 'validation.required');
  if (name.length > NAME_MAX) throw violation('name', 'passkey.name_too_long');
  const answer = browserAnswer(input.response);
  const challenge = answer ? challengeOf(answer.clientDataJSON) : null;
  if (!challenge || !(await takeChallenge(db, caller.id, 'register', challenge))) {
    throw violation('response', 'passkey.challenge_expired');
  }
  const verified = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) throw violation('response', 'passkey.not_verified');
  return inTransaction(db, async (tx) => {
    const first = !(await hasSecondFactor(tx, caller.id));
    const id = await storePasskey(tx, caller.id, name, verified.registrationInfo.credential);
    if (id === null) throw conflict('passkey.already_registered');
    const recoveryCodes = first ? await replaceRecoveryCodes(tx, caller.id) : null;
    await tx
      .update(authSessions)
      .set({ secondFactorAt: new Date(), enrolOnly: false })
      .where(eq(authSessions.id, caller.sessionId));
    await recordAction(tx, ctx, {
      resource: users.name,
      id: caller.id,
      action: 'passkey_added',
      school: caller.schoolId,
    });
    const now = new Date().toISOString();
    return { passkey: { id, name, createdAt: now, lastUsedAt: null }, recoveryCodes };
  });
};

/**
 * DELETE /{lang}/passkeys/{passkeyId}: one of the caller's own passkeys goes, after a step-up
 * (removing a factor is as dangerous as adding one). The last factor gone takes the recovery
 * codes with it.
 */
export const deletePasskey = async (db: Db, ctx: RequestContext, caller: Caller, passkeyId: number): Promise<void> => {
  refuseBorrowedSession(caller);
  await requireFreshSecondFactor(db, caller);
  await inTransaction(db, async (tx) => {
    if (!(await removePasskey(tx, caller.id, passkeyId))) throw notFound('passkey.not_found');
    await dropRecoveryCodesWithoutFactor(tx, caller.id);
    await recordAction(tx, ctx, {
      resource: users.name,
      id: caller.id,
      action: 'passkey_removed',
      school: caller.schoolId,
    });
  });
};
