import type { Row } from '../../core/hooks.ts';
import { Problem } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { issueToken, type SignInMethod } from './sessions.ts';

export interface SignedIn {
  userId: string;
  accessToken: string;
}

/**
 * The one way a proven identity becomes a session, whatever proved it (a password, a social ID
 * token, an OpenID Connect provider): an inactive or expired account is refused with the same
 * message everywhere, and every sign-in gets the same kind of token.
 */
export const signInUser = async (db: Db, key: Uint8Array, user: Row, method: SignInMethod): Promise<SignedIn> => {
  const today = new Date().toISOString().slice(0, 10);
  if (user.isActive === false) throw new Problem(401, 'errors.unauthorized', 'login.inactive');
  if (typeof user.expiresAt === 'string' && user.expiresAt < today) {
    throw new Problem(401, 'errors.unauthorized', 'login.expired');
  }
  if (typeof user.id !== 'number' || typeof user.uuid !== 'string') throw new Error('a user row without id or uuid');
  const accessToken = await issueToken(db, key, { id: user.id, uuid: user.uuid }, { method });
  return { userId: user.uuid, accessToken };
};
