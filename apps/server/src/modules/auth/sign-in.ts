import type { Row } from '../../core/hooks.ts';
import { Problem } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { hasSecondFactor } from '../second-factor/factor-store.ts';
import { hasPasskey } from '../second-factor/passkey-store.ts';
import { secondFactorRequiredForUser } from '../second-factor/policy.ts';
import { issueSecondStep } from '../second-factor/second-step.ts';
import { issueToken, type SignInMethod } from './sessions.ts';

export interface SignedIn {
  userId: string;
  accessToken: string;
}

/**
 * The first step was right but the person has a second factor: no session yet. The answer (401)
 * carries a short-lived token for the second step (`POST /{lang}/login/second-factor`), and
 * whether they have a passkey (the page offers "Use a passkey" only then; the password was right,
 * so this tells the person nothing about anyone else).
 */
export class SecondFactorRequired extends Problem {
  constructor(
    readonly secondStepToken: string,
    userId: string,
    passkey: boolean,
  ) {
    super(401, 'errors.unauthorized', 'login.second_factor_required', {}, undefined, {
      secondFactorRequired: true,
      secondStepToken,
      userId,
      passkey,
    });
  }
}

type Account = { id: number; uuid: string };

const accountOf = (user: Row): Account => {
  if (typeof user.id !== 'number' || typeof user.uuid !== 'string') throw new Error('a user row without id or uuid');
  return { id: user.id, uuid: user.uuid };
};

/** An inactive or expired account is refused with the same message whatever proved who it is. */
const refuseUnusable = (user: Row): void => {
  const today = new Date().toISOString().slice(0, 10);
  if (user.isActive === false) throw new Problem(401, 'errors.unauthorized', 'login.inactive');
  if (typeof user.expiresAt === 'string' && user.expiresAt < today) {
    throw new Problem(401, 'errors.unauthorized', 'login.expired');
  }
};

/**
 * A proven first step becomes a session, unless the person has a second factor: then it becomes
 * the second step's token (SecondFactorRequired), whatever the first step was (a password, a
 * social ID token, an OpenID Connect provider, a reset link).
 */
export const sessionOrSecondStep = async (
  db: Db,
  key: Uint8Array,
  user: Row,
  method: SignInMethod,
): Promise<SignedIn> => {
  const account = accountOf(user);
  if (await hasSecondFactor(db, account.id)) {
    throw new SecondFactorRequired(
      await issueSecondStep(key, { userUuid: account.uuid, method }),
      account.uuid,
      await hasPasskey(db, account.id),
    );
  }
  // Held to a second factor by the group's policy and without one: a session that may only enrol one.
  const enrolOnly =
    typeof user.schoolId === 'number' &&
    typeof user.userType === 'number' &&
    (await secondFactorRequiredForUser(db, {
      id: account.id,
      schoolId: user.schoolId,
      isSuperadmin: user.isSuperadmin === true,
      userType: user.userType,
    }));
  const accessToken = await issueToken(db, key, account, { method, enrolOnly });
  return { userId: account.uuid, accessToken };
};

/**
 * The one way a proven identity becomes a session, whatever proved it (a password, a social ID
 * token, an OpenID Connect provider): an inactive or expired account is refused with the same
 * message everywhere, a person with a second factor is asked for it, and every sign-in gets the
 * same kind of token.
 */
export const signInUser = async (db: Db, key: Uint8Array, user: Row, method: SignInMethod): Promise<SignedIn> => {
  refuseUnusable(user);
  return sessionOrSecondStep(db, key, user, method);
};

/** The second step passed: the session, marked as having had its second factor now. */
export const completeSignIn = async (db: Db, key: Uint8Array, user: Row, method: SignInMethod): Promise<SignedIn> => {
  refuseUnusable(user);
  const account = accountOf(user);
  const accessToken = await issueToken(db, key, account, { method, secondFactor: true });
  return { userId: account.uuid, accessToken };
};
