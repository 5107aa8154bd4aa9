import { users } from '@kampus/contract';
import { Problem, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { LoginLimits } from '../auth/login.operation.ts';
import { completeSignIn, type SignedIn } from '../auth/sign-in.ts';
import { passkeyRequestOptions } from './passkey-proof.ts';
import { proveFactor, type FactorProof } from './proof.ts';
import { readSecondStep } from './second-step.ts';
import type { RelyingParty } from './webauthn.ts';

/** The person a second-step token names (nobody is signed in yet: looked up as the system, in every school). */
const firstStepOf = async (db: Db, key: Uint8Array, token: unknown) => {
  const first = typeof token === 'string' ? await readSecondStep(key, token) : null;
  const user = first ? await system(db).of(users).first({ uuid: first.userUuid }) : undefined;
  if (!first || !user) throw new Problem(401, 'errors.unauthorized', 'login.second_step_expired');
  return { first, user };
};

/**
 * POST /{lang}/login/second-factor: the first step's token and a code of the person's second
 * factor (the app's, or a recovery code) or a passkey's answer become the session the first step
 * would have made. An expired or foreign token: 401 asking to sign in again; a wrong code or
 * passkey: 401; too many tries: 429.
 */
export const finishSecondStep = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  rp: RelyingParty,
  input: FactorProof & { secondStepToken: unknown },
): Promise<SignedIn> => {
  const hasPasskey = input.passkey !== undefined && input.passkey !== null;
  if (!hasPasskey && (typeof input.code !== 'string' || input.code.trim() === '')) {
    throw violation('code', 'validation.required');
  }
  const { first, user } = await firstStepOf(db, key, input.secondStepToken);
  if (!(await proveFactor(db, key, limits, rp, user.id, input))) {
    throw new Problem(401, 'errors.unauthorized', 'login.second_factor_wrong');
  }
  return completeSignIn(db, key, user, first.method);
};

/**
 * POST /{lang}/login/second-factor/passkey-options {secondStepToken}: a challenge for the
 * person's passkeys; 409 when they have none (the code is asked instead).
 */
export const secondStepPasskeyOptions = async (db: Db, key: Uint8Array, rp: RelyingParty, token: unknown) => {
  const { user } = await firstStepOf(db, key, token);
  const options = await passkeyRequestOptions(db, rp, user.id);
  if (!options) throw new Problem(409, 'errors.conflict', 'passkey.none');
  return options;
};
