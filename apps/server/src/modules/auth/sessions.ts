import { TOKEN_VALIDITY_SECONDS } from '@kampus/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Caller } from '../../core/caller.ts';
import { forbidden } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { authSessions } from '../../db/internal-tables.ts';

/** How a session began. Only a recent `password` one may change the user's own credentials. */
export type SignInMethod = Caller['signIn']['method'];

/** A password sign-in younger than this may change the user's own e-mail or password. */
export const FRESH_SIGN_IN_MINUTES = 5;

/**
 * An impersonation never changes sign-in credentials (e-mail, password, linked sign-ins, second
 * factors): it acts as the person, it is not them.
 */
export const refuseWhileImpersonating = (caller: Caller | null): void => {
  if (caller && caller.impersonatorId !== null) throw forbidden('errors.impersonation_credentials');
};

/**
 * A session made from an API key never makes, proves or turns off credentials (keys, second
 * factors, step-ups): a stolen key must not lead to a way in of its own.
 */
export const refuseKeyBornSession = (caller: Caller): void => {
  if (caller.apiKeyId !== null || caller.signIn.method === 'api-key') throw forbidden('developer.not_with_api_key');
};

export interface SessionOptions {
  method: SignInMethod;
  /** The impersonating user, for an impersonation session. */
  impersonatorId?: number | null;
  /** The schools an impersonation is limited to (where the impersonator manages the target). */
  schools?: number[] | null;
  /** The session this one is made from (an impersonation's start or end): its key and its end carry over. */
  from?: SessionOrigin | null;
  /** The latest the session may last (an impersonation's time limit); the usual 48 hours when later. */
  until?: Date;
  /** The sign-in passed its second step just now (step-up acts count from then). */
  secondFactor?: boolean;
  /** The policy wants a second factor the person has not enrolled: the session may only enrol one. */
  enrolOnly?: boolean;
}

/** What a session made from another one inherits: the API key it stands on, and its end. */
export interface SessionOrigin {
  apiKeyId: string | null;
  expiresAt: Date;
}

/**
 * The origin a new session made from the caller's carries. A session that comes from an API key
 * keeps the key's id, so it ends when the key is revoked and never mints keys, and lives no
 * longer than the session it was made from: a stolen key never turns into a longer-lived sign-in.
 * Other sessions pass nothing on (an impersonation of a password sign-in lives its own 48 hours).
 */
export const sessionOrigin = async (db: Db, caller: Caller): Promise<SessionOrigin | null> => {
  if (caller.apiKeyId === null) return null;
  const [row] = await db
    .select({ apiKeyId: authSessions.apiKeyId, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(eq(authSessions.id, caller.sessionId))
    .limit(1);
  return { apiKeyId: caller.apiKeyId, expiresAt: row ? new Date(row.expiresAt) : new Date() };
};

/**
 * The signing key as a WebCrypto key, imported once per key: given raw bytes, jose imports them
 * again on every sign and verify, which was 13% of the CPU of an item read in bench/.
 */
const cryptoKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
const hmacKey = (key: Uint8Array): Promise<webcrypto.CryptoKey> => {
  let imported = cryptoKeys.get(key);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    cryptoKeys.set(key, imported);
  }
  return imported;
};

/**
 * Access tokens are JWTs (HS256) naming a session row. A token works while its signature holds,
 * it has not expired (172800 s) and its session is neither revoked (logout, password change)
 * nor expired, so a token can be withdrawn at once on every node. The row records how the
 * session began and, for an impersonation, by whom and over which schools.
 */
export const issueToken = async (
  db: Db,
  key: Uint8Array,
  user: { id: number; uuid: string },
  options: SessionOptions,
): Promise<string> => {
  const validity = new Date(Date.now() + TOKEN_VALIDITY_SECONDS * 1000);
  const from = options.from ?? null;
  const ends = [validity, from?.expiresAt, options.until].filter((at): at is Date => at instanceof Date);
  const expiresAt = new Date(Math.min(...ends.map((at) => at.getTime())));
  const [session] = await db
    .insert(authSessions)
    .values({
      userId: user.id,
      expiresAt,
      method: options.method,
      impersonatorId: options.impersonatorId ?? null,
      schools: options.schools ?? null,
      apiKeyId: from?.apiKeyId ?? null,
      secondFactorAt: options.secondFactor === true ? new Date() : null,
      enrolOnly: options.enrolOnly === true,
    })
    .returning();
  if (!session) throw new Error('session not stored');
  return new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.uuid)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await hmacKey(key));
};

export const revokeSession = async (db: Db, sessionId: string): Promise<void> => {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(authSessions.id, sessionId));
};

/** Ends every session of a user, and every impersonation they are running (a token they hold too). */
export const revokeUserSessions = async (db: Db, userId: number): Promise<void> => {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(or(eq(authSessions.userId, userId), eq(authSessions.impersonatorId, userId)), isNull(authSessions.revokedAt)),
    );
};

/** Enough for every token in use on a busy node; past it the least recently used is forgotten (and verified again when used). */
const VERIFIED_TOKENS_KEPT = 10_000;
/** Tokens already verified, per key: what a token says never changes, only whether it has expired. */
const verifiedTokens = new WeakMap<Uint8Array, LRUCache<string, { sessionId: string; expiresAt: number }>>();

const verifiedToken = (key: Uint8Array, token: string, now: number): string | null | undefined => {
  const known = verifiedTokens.get(key)?.get(token);
  if (!known) return undefined;
  return known.expiresAt > now ? known.sessionId : null;
};

const rememberToken = (key: Uint8Array, token: string, sessionId: string, expiresAt: number): void => {
  let kept = verifiedTokens.get(key);
  if (!kept) {
    kept = new LRUCache({ max: VERIFIED_TOKENS_KEPT });
    verifiedTokens.set(key, kept);
  }
  kept.set(token, { sessionId, expiresAt });
};

/**
 * The session a token names, when its signature holds and it has not expired; no database read.
 * A signature is checked once per node: the WebCrypto verify was a seventh of an item read's CPU
 * in bench/. Expiry is checked on every use, and revocation is the session's, checked by the caller.
 */
export const tokenSessionId = async (key: Uint8Array, token: string): Promise<string | null> => {
  const now = Date.now() / 1000;
  const known = verifiedToken(key, token, now);
  if (known !== undefined) return known;
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), { algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string') return null;
    // jose refuses a token without a numeric exp only when asked; ours always carry one.
    if (typeof payload.exp === 'number') rememberToken(key, token, payload.sid, payload.exp);
    return payload.sid;
  } catch {
    return null;
  }
};

/** Whether the caller signed in with their password in the last few minutes (not a social, reset or impersonation session). */
export const freshPasswordSignIn = (caller: Caller, now: Date = new Date()): boolean =>
  caller.impersonatorId === null &&
  caller.signIn.method === 'password' &&
  now.getTime() - caller.signIn.at.getTime() <= FRESH_SIGN_IN_MINUTES * 60_000;
