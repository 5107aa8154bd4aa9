import { TOKEN_VALIDITY_SECONDS, type Audience } from '@kampus/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Caller } from '../../core/caller.ts';
import type { Db } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { authSessions } from '../../db/internal-tables.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/**
 * Access tokens are JWTs (HS256) naming a session row. A token works while its signature holds,
 * it has not expired (172800 s) and its session is neither revoked (logout, password change)
 * nor expired, so a token can be withdrawn at once on every node.
 */
export const issueToken = async (
  db: Db,
  key: Uint8Array,
  user: { id: number; uuid: string },
  impersonatorId: number | null = null,
): Promise<string> => {
  const expiresAt = new Date(Date.now() + TOKEN_VALIDITY_SECONDS * 1000);
  const [session] = await db.insert(authSessions).values({ userId: user.id, expiresAt, impersonatorId }).returning();
  if (!session) throw new Error('session not stored');
  return new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.uuid)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
};

export const revokeSession = async (db: Db, sessionId: string): Promise<void> => {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(authSessions.id, sessionId));
};

export const revokeUserSessions = async (db: Db, userId: number): Promise<void> => {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
};

/** The caller's session, user and memberships in one statement, prepared once per database. */
const buildCallerQuery = (db: Db) => {
  const users = resourceTable('users');
  const types = resourceTable('user_types');
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
      // Memberships ride along, so computing the caller's reach needs no query of its own.
      memberships: sql<
        number[]
      >`(select coalesce(array_agg(m.school_id), '{}') from user_schools m where m.user_id = ${col(users, 'id')})`,
    })
    .from(authSessions)
    .innerJoin(users, eq(col(users, 'id'), authSessions.userId))
    .innerJoin(types, eq(col(types, 'id'), col(users, 'userType')))
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

/** The caller a token stands for, or null when the token is not (or no longer) good. */
export const verifyToken = async (db: Db, key: Uint8Array, token: string): Promise<Caller | null> => {
  let sessionId: string;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string') return null;
    sessionId = payload.sid;
  } catch {
    return null;
  }
  const [row] = await prepared(db, 'kampus_verify_token', buildCallerQuery).execute({ sessionId });
  if (!row || row.isActive === false) return null;
  if (typeof row.expiresAt === 'string' && row.expiresAt < new Date().toISOString().slice(0, 10)) return null;
  return {
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
    memberships: (row.memberships ?? []).map(Number),
  };
};
