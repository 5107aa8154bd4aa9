import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginAttempts } from '../../db/internal-tables.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { Problem } from '../../core/problem.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';
import { issueToken } from './sessions.ts';

export interface LoginLimits {
  maxFailures: number;
  windowMinutes: number;
}

const recentFailures = async (
  db: Db,
  column: typeof loginAttempts.email | typeof loginAttempts.ip,
  value: string,
  minutes: number,
) => {
  const since = sql`now() - make_interval(mins => ${minutes})`;
  const [row] = await db
    .select({ failures: sql<number>`count(*)` })
    .from(loginAttempts)
    .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.at, since)));
  return Number(row?.failures ?? 0);
};

/**
 * Signs a user in by e-mail and password. Failures are counted in the database (so every node
 * sees them): too many for an address, or from one IP, answer 429 until the window passes.
 */
export const login = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  input: { email: string; pwd: string; ip: string },
): Promise<{ userId: string; accessToken: string }> => {
  const email = input.email.trim().toLowerCase();
  if (
    (await recentFailures(db, loginAttempts.email, email, limits.windowMinutes)) >= limits.maxFailures ||
    (await recentFailures(db, loginAttempts.ip, input.ip, limits.windowMinutes)) >= limits.maxFailures * 4
  ) {
    throw new Problem(429, 'errors.too_many_requests');
  }
  const users = resourceTable('users');
  const [user] = await db
    .select()
    .from(users)
    .where(eq(col(users, 'email'), email))
    .limit(1);
  const valid = await verifyPassword(user ? (user.password as string | null) : DUMMY_HASH, input.pwd);
  const today = new Date().toISOString().slice(0, 10);
  const usable =
    user !== undefined &&
    valid &&
    user.isActive !== false &&
    !(typeof user.expiresAt === 'string' && user.expiresAt < today);
  await db.insert(loginAttempts).values({ email, ip: input.ip, succeeded: usable });
  // Attempts matter for the rate-limit window only: keep a day of them, not forever.
  await db.delete(loginAttempts).where(lt(loginAttempts.at, sql`now() - interval '1 day'`));
  if (!user || !usable) {
    const reason =
      !user || !valid ? 'login.invalid_credentials' : user.isActive === false ? 'login.inactive' : 'login.expired';
    throw new Problem(401, 'errors.unauthorized', reason);
  }
  const accessToken = await issueToken(
    db,
    key,
    { id: Number(user.id), uuid: String(user.uuid) },
    { method: 'password' },
  );
  return { userId: String(user.uuid), accessToken };
};
