import { users, type Language } from '@kampus/contract';
import { eq, lt, sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../../db/database.ts';
import { loginAttempts } from '../../db/internal-tables.ts';
import { Problem } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import { enqueue } from '../../jobs/queue.ts';
import { LOGIN_CODE_JOB, type LoginCodePayload } from '../accounts/login-code.job.ts';
import { checkCode, consumeCode } from '../accounts/verification-codes.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';
import { SecondFactorRequired, signInUser } from './sign-in.ts';

export interface LoginLimits {
  maxFailures: number;
  windowMinutes: number;
}

/** A correct password on an account under attack: the sign-in needs the code just mailed. */
export class LoginCodeRequired extends Problem {
  constructor() {
    super(401, 'errors.unauthorized', 'login.code_required');
  }
}

/** Advisory lock class of the per-address attempt count (any constant of our own). */
const ATTEMPTS_LOCK = 7_270_001;

/**
 * Counts the attempt before any password is checked, under a transaction-scoped advisory lock
 * on the client address: concurrent attempts from one address are counted one after another, so
 * of any burst exactly the allowed number go on and the rest answer 429. The hard limits are per
 * address and per (account, address); failures of the account from everywhere only turn the
 * second factor on (`underAttack`), so no one locks a user out from their own addresses.
 */
const reserveAttempt = async (db: Db, limits: LoginLimits, email: string, ip: string) =>
  inTransaction(db, async (tx) => {
    await queryRows(tx, sql`select pg_advisory_xact_lock(${ATTEMPTS_LOCK}, hashtext(${ip}))`);
    const since = sql`now() - make_interval(mins => ${limits.windowMinutes})`;
    const [counts] = await queryRows(
      tx,
      sql`select count(*) filter (where ip = ${ip}) as from_ip,
                 count(*) filter (where ip = ${ip} and email = ${email}) as pair,
                 count(*) filter (where email = ${email}) as account
          from login_attempts where succeeded = false and at > ${since} and (ip = ${ip} or email = ${email})`,
    );
    if (Number(counts?.from_ip ?? 0) >= limits.maxFailures * 4 || Number(counts?.pair ?? 0) >= limits.maxFailures) {
      return null;
    }
    // Counted as a failure until the sign-in succeeds.
    const [row] = await tx
      .insert(loginAttempts)
      .values({ email, ip, succeeded: false })
      .returning({ id: loginAttempts.id });
    return { id: Number(row?.id), underAttack: Number(counts?.account ?? 0) >= limits.maxFailures };
  });

/**
 * Signs a user in by e-mail and password. Attempts are counted in the database (every node sees
 * them). When the account has failed too often from anywhere, a sign-in needs the code mailed to
 * the account as well: with no code or a wrong one, the answer is `login.code_required` whether
 * the password was right or not, so a guesser on a fresh address learns nothing past that point.
 * Whether an account is inactive or expired is said only after the right password (and code).
 */
export const login = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  input: {
    email: string;
    pwd: string;
    ip: string;
    /**
     * The sign-in form's second factor: the code (if any) and the language of its mail. Absent
     * for a caller already signed in (change-password re-checks the password only).
     */
    secondFactor?: { code?: string; language: Language };
  },
): Promise<{ userId: string; accessToken: string }> => {
  const email = input.email.trim().toLowerCase();
  const attempt = await reserveAttempt(db, limits, email, input.ip);
  if (!attempt) throw new Problem(429, 'errors.too_many_requests');
  // Attempts matter for the rate-limit window only: keep a day of them, not forever.
  await db.delete(loginAttempts).where(lt(loginAttempts.at, sql`now() - interval '1 day'`));
  // Nobody is signed in yet: the account is looked up as the system, in every school.
  const user = await system(db).of(users).first({ email });
  const valid = await verifyPassword(user ? user.password : DUMMY_HASH, input.pwd);
  const second = input.secondFactor;
  if (attempt.underAttack && second) {
    const code = second.code?.trim() ?? '';
    const proven = code !== '' ? await checkCode(db, key, 'login', email, code) : undefined;
    if (!proven || !user || !valid) {
      // Right password or not, the same job is queued (same path, same time); only for the
      // right one with no code tried does the job mail a code.
      const payload: LoginCodePayload = { email, language: second.language, send: !!user && valid && code === '' };
      await enqueue(db, LOGIN_CODE_JOB, { ...payload });
      throw new LoginCodeRequired();
    }
    if (!(await consumeCode(db, proven.id))) throw new LoginCodeRequired();
  }
  if (!user || !valid) throw new Problem(401, 'errors.unauthorized', 'login.invalid_credentials');
  const succeeded = () => db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attempt.id));
  try {
    const signedIn = await signInUser(db, key, user, 'password');
    await succeeded();
    return signedIn;
  } catch (error) {
    // The password was right: the attempt is no failure, whatever the second step brings.
    if (error instanceof SecondFactorRequired) await succeeded();
    throw error;
  }
};
