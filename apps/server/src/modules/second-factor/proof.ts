import { violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import type { LoginLimits } from '../auth/login.operation.ts';
import { checkCode } from './code-tries.ts';
import { proveSecondFactor } from './factor-store.ts';
import { provePasskey } from './passkey-proof.ts';
import type { RelyingParty } from './webauthn.ts';

/** What a person may give as their second factor: a code (the app's or a recovery code), or a passkey's answer. */
export interface FactorProof {
  code: unknown;
  passkey: unknown;
  ip: string;
}

/**
 * Whether the proof is right for `userId`, counted like a code at sign-in (`checkCode`): a
 * passkey's answer when one is given, else the code. Neither given: 422 on `code`.
 */
export const proveFactor = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  rp: RelyingParty,
  userId: number,
  proof: FactorProof,
): Promise<boolean> => {
  const passkey = proof.passkey;
  if (passkey !== undefined && passkey !== null) {
    return checkCode(db, limits, userId, proof.ip, () => provePasskey(db, rp, userId, passkey));
  }
  if (typeof proof.code !== 'string' || proof.code.trim() === '') throw violation('code', 'validation.required');
  const code = proof.code;
  return checkCode(db, limits, userId, proof.ip, () => proveSecondFactor(db, key, userId, code));
};
