import { DUTIES, userTypes, users as usersResource, type Audience, type Duty, type HeldDuty } from '@kampus/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { authSessions } from '../db/internal-tables.ts';
import { prepared } from '../db/prepared.ts';
import { tableOf } from '../db/resource-tables.ts';
import type { Caller } from './caller.ts';

/**
 * Who a session stands for, read on every request that misses the request cache: the engine's
 * own read (core), not a module's, so it reads the typed tables directly in one prepared statement.
 */
type SignInMethod = Caller['signIn']['method'];

/** The user's own columns a caller is made of, with their memberships and duties riding along. */
const userColumns = () => {
  const users = tableOf(usersResource);
  const types = tableOf(userTypes);
  return {
    users,
    types,
    columns: {
      id: users.id,
      uuid: users.uuid,
      email: users.email,
      name: users.name,
      lastName: users.lastName,
      schoolId: users.schoolId,
      superadmin: users.isSuperadmin,
      isActive: users.isActive,
      expiresAt: users.expiresAt,
      userTypeId: users.userType,
      audience: types.loginType,
      // Memberships ride along, so computing the caller's reach needs no query of its own.
      memberships: sql<
        number[]
      >`(select coalesce(array_agg(m.school_id), '{}') from user_schools m where m.user_id = ${users.id})`,
      // So do the duties held (the nurse's), as `duty@school` texts: the `duty:` grants need no query either.
      duties: sql<
        string[]
      >`(select coalesce(array_agg(d.duty || '@' || d.school_id), '{}') from staff_duties d where d.user_id = ${users.id})`,
    },
  };
};

/** The caller's session, user and memberships in one statement, prepared once per database. */
const buildCallerQuery = (db: Db) => {
  const { users, types, columns } = userColumns();
  const impersonators = alias(users, 'impersonator');
  return db
    .select({
      ...columns,
      impersonatorId: authSessions.impersonatorId,
      // An impersonation lives only as long as its impersonator may sign in.
      impersonatorFound: impersonators.id,
      impersonatorActive: impersonators.isActive,
      impersonatorExpiresAt: impersonators.expiresAt,
      method: authSessions.method,
      sessionSchools: authSessions.schools,
      apiKeyId: authSessions.apiKeyId,
      signedInAt: authSessions.createdAt,
      secondFactorAt: authSessions.secondFactorAt,
      enrolOnly: authSessions.enrolOnly,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .innerJoin(types, eq(types.id, users.userType))
    .leftJoin(impersonators, eq(impersonators.id, authSessions.impersonatorId))
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

const isDuty = (value: string): value is Duty => (DUTIES as readonly string[]).includes(value);

/** `nurse@3` texts as held duties; a value no longer a duty grants nothing. */
const heldDuties = (texts: readonly string[]): HeldDuty[] =>
  texts.flatMap((text) => {
    const [duty = '', school = ''] = text.split('@');
    return isDuty(duty) ? [{ duty, school: Number(school) }] : [];
  });

const today = (): string => new Date().toISOString().slice(0, 10);

/** Whether an account may still act: active and not past its expiry date. */
const usable = (isActive: unknown, expiresAt: unknown): boolean =>
  isActive !== false && !(typeof expiresAt === 'string' && expiresAt < today());

type UserRow = {
  id: number;
  uuid: string;
  email: unknown;
  name: unknown;
  lastName: unknown;
  schoolId: number;
  superadmin: unknown;
  audience: unknown;
  userTypeId: number;
  memberships: unknown[] | null;
  duties: string[] | null;
};

/** The caller's fields that come from the account itself (`userColumns`), whatever stands for the session. */
const accountFields = (row: UserRow) => ({
  id: row.id,
  uuid: row.uuid,
  email: String(row.email),
  name: String(row.name),
  lastName: String(row.lastName),
  schoolId: row.schoolId,
  superadmin: row.superadmin === true,
  audience: row.audience as Audience,
  userTypeId: row.userTypeId,
  memberships: (row.memberships ?? []).map(Number),
  duties: heldDuties(row.duties ?? []),
});

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
    ...accountFields(row),
    sessionId,
    impersonatorId: row.impersonatorId,
    signIn: { method: row.method as SignInMethod, at: new Date(row.signedInAt) },
    sessionSchools: row.sessionSchools === null ? null : row.sessionSchools.map(Number),
    apiKeyId: row.apiKeyId,
    secondFactorAt: row.secondFactorAt === null ? null : new Date(row.secondFactorAt),
    enrolOnly: row.enrolOnly,
  };
  return { caller, expiresOn };
};

/**
 * A user as a caller with no session behind it (a calendar feed's owner: the feed's secret is its
 * own key): the user's own reach and duties, as a session of theirs would have, with `sessionId`
 * naming what stands in for the session. Null when the account may not sign in.
 */
export const loadUserCaller = async (
  db: Db,
  userId: number,
  standIn: { sessionId: string; method: SignInMethod },
): Promise<Caller | null> => {
  const { users, types, columns } = userColumns();
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(types, eq(types.id, users.userType))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || !usable(row.isActive, row.expiresAt)) return null;
  return {
    ...accountFields(row),
    sessionId: standIn.sessionId,
    impersonatorId: null,
    signIn: { method: standIn.method, at: new Date() },
    sessionSchools: null,
    apiKeyId: null,
    secondFactorAt: null,
    enrolOnly: false,
  };
};
