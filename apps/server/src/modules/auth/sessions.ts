import { TOKEN_VALIDITY_SECONDS, type Audience } from '@kampus/contract';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Caller } from '../../core/caller.ts';
import type { Db } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { authSessions } from '../../db/internal-tables.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/** How a session began. Only a recent `password` one may change the user's own credentials. */
export type SignInMethod = Caller['signIn']['method'];

/** A password sign-in younger than this may change the user's own e-mail or password. */
export const FRESH_SIGN_IN_MINUTES = 5;

export interface SessionOptions {
  method: SignInMethod;
  /** The impersonating user, for an impersonation session. */
  impersonatorId?: number | null;
  /** The schools an impersonation is limited to (where the impersonator manages the target). */
  schools?: number[] | null;
}

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
  const expiresAt = new Date(Date.now() + TOKEN_VALIDITY_SECONDS * 1000);
  const [session] = await db
    .insert(authSessions)
    .values({
      userId: user.id,
      expiresAt,
      method: options.method,
      impersonatorId: options.impersonatorId ?? null,
      schools: options.schools ?? null,
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

/** The caller's session, user and memberships in one statement, prepared once per database. */
const buildCallerQuery = (db: Db) => {
  const users = resourceTable('users');
  const types = resourceTable('user_types');
  const impersonators = alias(users, 'impersonator');
  return db
    .select({
      id: col(users, 'id'),
      uuid: col(users, 'uuid'),
      email: col(users, 'email'),
      name: col(users, 'name'),
      lastName: col(users, 'lastName'),
      schoolId: col(users, 'schoolId'),
      superadmin: col(users, 'isSuperadmin'),
      isActive: col(users, 'isActive'),
      expiresAt: col(users, 'expiresAt'),
      userTypeId: col(users, 'userType'),
      audience: col(types, 'loginType'),
      impersonatorId: authSessions.impersonatorId,
      // An impersonation lives only as long as its impersonator may sign in.
      impersonatorFound: col(impersonators, 'id'),
      impersonatorActive: col(impersonators, 'isActive'),
      impersonatorExpiresAt: col(impersonators, 'expiresAt'),
      method: authSessions.method,
      sessionSchools: authSessions.schools,
      signedInAt: authSessions.createdAt,
      // Memberships ride along, so computing the caller's reach needs no query of its own.
      memberships: sql<
        number[]
      >`(select coalesce(array_agg(m.school_id), '{}') from user_schools m where m.user_id = ${col(users, 'id')})`,
    })
    .from(authSessions)
    .innerJoin(users, eq(col(users, 'id'), authSessions.userId))
    .innerJoin(types, eq(col(types, 'id'), col(users, 'userType')))
    .leftJoin(impersonators, eq(col(impersonators, 'id'), authSessions.impersonatorId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('kampus_verify_token');
};

const today = (): string => new Date().toISOString().slice(0, 10);

/** Whether an account may still act: active and not past its expiry date. */
const usable = (isActive: unknown, expiresAt: unknown): boolean =>
  isActive !== false && !(typeof expiresAt === 'string' && expiresAt < today());

/** Tokens already verified, per key: what a token says never changes, only whether it has expired. */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { sessionId: string; expiresAt: number }>>();
/** Enough for every token in use on a busy node; past it the oldest is forgotten (and verified again when used). */
const VERIFIED_TOKENS_KEPT = 10_000;

const verifiedToken = (key: Uint8Array, token: string, now: number): string | null | undefined => {
  const known = verifiedTokens.get(key)?.get(token);
  if (!known) return undefined;
  return known.expiresAt > now ? known.sessionId : null;
};

const rememberToken = (key: Uint8Array, token: string, sessionId: string, expiresAt: number): void => {
  let kept = verifiedTokens.get(key);
  if (!kept) {
    kept = new Map();
    verifiedTokens.set(key, kept);
  }
  if (kept.size >= VERIFIED_TOKENS_KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
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

/**
 * A live session's caller, with the expiry dates of the accounts it rests on: a cached session
 * checks them again on every use, so an account expiring at midnight stops at midnight.
 */
export interface SessionCaller {
  caller: Caller;
  expiresOn: string[];
}

/** Whether the accounts a (possibly cached) session rests on are still within their expiry dates. */
export const sessionUsable = (session: SessionCaller): boolean => session.expiresOn.every((date) => date >= today());

/** The caller a session stands for, or null when it is revoked, expired or its account may not sign in. */
export const loadSessionCaller = async (db: Db, sessionId: string): Promise<SessionCaller | null> => {
  const [row] = await prepared(db, 'kampus_verify_token', buildCallerQuery).execute({ sessionId });
  if (!row || !usable(row.isActive, row.expiresAt)) return null;
  const expiresOn = typeof row.expiresAt === 'string' ? [row.expiresAt] : [];
  if (row.impersonatorId !== null) {
    // A deleted, deactivated or expired impersonator ends the impersonation with them.
    if (row.impersonatorFound === null || !usable(row.impersonatorActive, row.impersonatorExpiresAt)) return null;
    if (typeof row.impersonatorExpiresAt === 'string') expiresOn.push(row.impersonatorExpiresAt);
  }
  const caller: Caller = {
    id: Number(row.id),
    uuid: String(row.uuid),
    email: String(row.email),
    name: String(row.name),
    lastName: String(row.lastName),
    schoolId: Number(row.schoolId),
    superadmin: row.superadmin === true,
    audience: row.audience as Audience,
    userTypeId: Number(row.userTypeId),
    sessionId,
    impersonatorId: row.impersonatorId,
    signIn: { method: row.method as SignInMethod, at: new Date(row.signedInAt) },
    sessionSchools: row.sessionSchools === null ? null : row.sessionSchools.map(Number),
    memberships: (row.memberships ?? []).map(Number),
  };
  return { caller, expiresOn };
};

/** Whether the caller signed in with their password in the last few minutes (not a social, reset or impersonation session). */
export const freshPasswordSignIn = (caller: Caller, now: Date = new Date()): boolean =>
  caller.impersonatorId === null &&
  caller.signIn.method === 'password' &&
  now.getTime() - caller.signIn.at.getTime() <= FRESH_SIGN_IN_MINUTES * 60_000;
