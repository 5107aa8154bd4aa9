import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@kampus/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { hitRateLimit, type RateLimit } from '../../core/rate-limit.ts';
import type { Db } from '../../db/database.ts';
import { emailVerifications } from '../../db/accounts-tables.ts';

/** A mailed code is valid this long, takes this many wrong tries, and an address gets this many an hour. */
export const VERIFY_CODE_MINUTES = 30;
const VERIFY_MAX_ATTEMPTS = 5;
const VERIFY_CODES_PER_HOUR = 5;

/** Codes mailed to one address, whatever they are for: counted before a code is made. */
const CODE_MAILS: RateLimit = { bucket: 'code-mail', limit: VERIFY_CODES_PER_HOUR, windowMinutes: 60 };

/**
 * What a code proves: `register` (an address before self-registration) or `login` (the second
 * factor of a sign-in to an account under attack). The purpose is part of the HMAC, so a code
 * made for one can never be used for the other.
 */
export type CodePurpose = 'register' | 'login';

const codeHash = (key: Uint8Array, purpose: CodePurpose, email: string, code: string): string =>
  createHmac('sha256', key)
    .update(purpose === 'register' ? `${email}\n${code}` : `${purpose}\n${email}\n${code}`)
    .digest('hex');

/** Makes a six-digit code for an address (older unused codes of it die); only its HMAC is stored. */
export const issueCode = async (
  tx: Db,
  key: Uint8Array,
  input: { email: string; purpose: CodePurpose; language: Language; name?: string | null; lastName?: string | null },
): Promise<string> => {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerifications.email, input.email), isNull(emailVerifications.usedAt)));
  await tx.insert(emailVerifications).values({
    email: input.email,
    codeHash: codeHash(key, input.purpose, input.email, code),
    name: input.name ?? null,
    lastName: input.lastName ?? null,
    language: input.language,
    expiresAt: sql`now() + make_interval(mins => ${VERIFY_CODE_MINUTES})`,
  });
  return code;
};

/** Whether this address may be mailed one more code this hour (counts it). */
export const mayMailCode = (db: Db, email: string): Promise<boolean> => hitRateLimit(db, CODE_MAILS, email);

/**
 * Checks a code against the address's newest live code. The attempt is counted first, in one
 * `UPDATE ... RETURNING` that only succeeds while attempts are left: however many guesses arrive
 * at once, at most VERIFY_MAX_ATTEMPTS are ever compared. Answers the code's row when it matches.
 */
export const checkCode = async (db: Db, key: Uint8Array, purpose: CodePurpose, email: string, code: string) => {
  const [pending] = await db
    .select()
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.email, email),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(emailVerifications.id))
    .limit(1);
  if (!pending) return undefined;
  const counted = await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(and(eq(emailVerifications.id, pending.id), lt(emailVerifications.attempts, VERIFY_MAX_ATTEMPTS)))
    .returning({ id: emailVerifications.id });
  if (counted.length === 0) return undefined;
  const expected = Buffer.from(pending.codeHash, 'hex');
  const given = Buffer.from(codeHash(key, purpose, email, code), 'hex');
  return timingSafeEqual(expected, given) ? pending : undefined;
};

/** Uses a code up; false when another request used it first (a code works once). */
export const consumeCode = async (tx: Db, id: number): Promise<boolean> => {
  const used = await tx
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.usedAt)))
    .returning({ id: emailVerifications.id });
  return used.length === 1;
};
