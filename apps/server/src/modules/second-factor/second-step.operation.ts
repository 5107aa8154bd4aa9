import { users } from '@kampus/contract';
import { Problem, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { LoginLimits } from '../auth/login.operation.ts';
import { completeSignIn, type SignedIn } from '../auth/sign-in.ts';
import { checkCode } from './code-tries.ts';
import { proveSecondFactor } from './factor-store.ts';
import { readSecondStep } from './second-step.ts';

/**
 * POST /{lang}/login/second-factor: the first step's token and a code of the person's second
 * factor (the app's, or a recovery code) become the session the first step would have made.
 * An expired or foreign token: 401 asking to sign in again; a wrong code: 401; too many tries: 429.
 */
export const finishSecondStep = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  input: { secondStepToken: unknown; code: unknown; ip: string },
): Promise<SignedIn> => {
  if (typeof input.code !== 'string' || input.code.trim() === '') throw violation('code', 'validation.required');
  const first = typeof input.secondStepToken === 'string' ? await readSecondStep(key, input.secondStepToken) : null;
  if (!first) throw new Problem(401, 'errors.unauthorized', 'login.second_step_expired');
  // Nobody is signed in yet: the account is looked up as the system, in every school.
  const user = await system(db).of(users).first({ uuid: first.userUuid });
  if (!user) throw new Problem(401, 'errors.unauthorized', 'login.second_step_expired');
  const code = input.code;
  if (!(await checkCode(db, limits, user.id, input.ip, () => proveSecondFactor(db, key, user.id, code)))) {
    throw new Problem(401, 'errors.unauthorized', 'login.second_factor_wrong');
  }
  return completeSignIn(db, key, user, first.method);
};
