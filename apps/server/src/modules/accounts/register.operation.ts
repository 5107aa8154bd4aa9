import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { USER_TYPE, normalizeEmail, users, type Language } from '@kampus/contract';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { systemContext } from '../../core/caller.ts';
import { create } from '../../core/operations.ts';
import { Problem, violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { emailVerifications } from '../../db/accounts-tables.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { queueVerificationMail } from './account-mail.ts';
import { issuePasswordLink } from './password-tokens.ts';

/** A mailed code is valid this long, takes this many wrong tries, and an address gets this many an hour. */
export const VERIFY_CODE_MINUTES = 30;
export const VERIFY_MAX_ATTEMPTS = 5;
export const VERIFY_CODES_PER_HOUR = 5;

const codeHash = (key: Uint8Array, email: string, code: string): string =>
  createHmac('sha256', key).update(`${email}\n${code}`).digest('hex');

const emailExists = async (db: Db, email: string): Promise<boolean> => {
  const table = resourceTable('users');
  const [row] = await db
    .select({ id: col(table, 'id') })
    .from(table)
    .where(eq(col(table, 'email'), email))
    .limit(1);
  return row !== undefined;
};

/**
 * Where a self-registered person lands: the first active school (by id) whose configuration
 * turns `parentSelfRegistration` on (a parent account) or else `studentSelfRegistration` (a
 * student account). No such school: 'No school found!'.
 */
export const findRegistrationSchool = async (db: Db): Promise<{ schoolId: number; userType: number } | null> => {
  const configs = resourceTable('configurations');
  const schools = resourceTable('schools');
  const rows = await db
    .select({ school: col(configs, 'school'), key: col(configs, 'key') })
    .from(configs)
    .innerJoin(schools, eq(col(schools, 'id'), col(configs, 'school')))
    .where(
      and(
        inArray(col(configs, 'key'), ['parentSelfRegistration', 'studentSelfRegistration']),
        inArray(col(configs, 'value'), ['1', 'true']),
        eq(col(schools, 'isActive'), true),
      ),
    )
    .orderBy(asc(col(configs, 'school')), desc(col(configs, 'key')));
  const first = rows[0];
  if (!first) return null;
  return {
    schoolId: Number(first.school),
    userType: first.key === 'parentSelfRegistration' ? USER_TYPE.parent : USER_TYPE.student,
  };
};

const checkedEmail = (input: unknown, field: string): string => {
  if (typeof input !== 'string' || input.trim() === '') throw violation(field, 'validation.required');
  const email = normalizeEmail(input);
  if (!email.ok) throw violation(field, email.message);
  return email.value;
};

const optionalName = (input: unknown): string | null =>
  typeof input === 'string' && input.trim() !== '' ? input.trim().slice(0, 100) : null;

/**
 * POST /{lang}/register-emails: mails a six-digit code to an address no account uses yet.
 * Only the code's HMAC is stored.
 */
export const requestRegistration = async (
  db: Db,
  key: Uint8Array,
  input: { emailAddress: unknown; name?: unknown; lastName?: unknown; language: Language },
): Promise<void> => {
  const email = checkedEmail(input.emailAddress, 'emailAddress');
  if (await emailExists(db, email)) throw new Problem(409, 'errors.conflict', 'accounts.user_exists');
  if (!(await findRegistrationSchool(db))) throw new Problem(404, 'errors.not_found', 'accounts.no_school');
  const [recent] = await db
    .select({ count: sql<number>`count(*)` })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.email, email), gt(emailVerifications.createdAt, sql`now() - interval '1 hour'`)));
  if (Number(recent?.count ?? 0) >= VERIFY_CODES_PER_HOUR) throw new Problem(429, 'errors.too_many_requests');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // A new code replaces the older ones of that address.
    await tx
      .update(emailVerifications)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailVerifications.email, email), isNull(emailVerifications.usedAt)));
    await tx.insert(emailVerifications).values({
      email,
      codeHash: codeHash(key, email, code),
      name: optionalName(input.name),
      lastName: optionalName(input.lastName),
      language: input.language,
      expiresAt: sql`now() + make_interval(mins => ${VERIFY_CODE_MINUTES})`,
    });
    await queueVerificationMail(tx as unknown as Db, input.language, email, code, VERIFY_CODE_MINUTES);
  });
};

const notVerified = () => new Problem(400, 'errors.bad_request', 'accounts.email_not_verified');

/**
 * POST /{lang}/verify-email: the right code (once, in time, within the attempts) creates the
 * account, without a password, and answers a one-hour link secret to set it.
 */
export const verifyEmail = async (
  db: Db,
  key: Uint8Array,
  input: { emailAddress: unknown; verifyCode: unknown },
): Promise<{ userId: string; email: string; resetId: string }> => {
  const email = checkedEmail(input.emailAddress, 'emailAddress');
  if (typeof input.verifyCode !== 'string' && typeof input.verifyCode !== 'number') {
    throw violation('verifyCode', 'validation.required');
  }
  const code = String(input.verifyCode).trim();
  if (code === '') throw violation('verifyCode', 'validation.required');
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
  if (!pending || pending.attempts >= VERIFY_MAX_ATTEMPTS) throw notVerified();
  const expected = Buffer.from(pending.codeHash, 'hex');
  const given = Buffer.from(codeHash(key, email, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(emailVerifications)
      .set({ attempts: sql`${emailVerifications.attempts} + 1` })
      .where(eq(emailVerifications.id, pending.id));
    throw notVerified();
  }
  const place = await findRegistrationSchool(db);
  if (!place) throw new Problem(404, 'errors.not_found', 'accounts.no_school');
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const used = await tx
      .update(emailVerifications)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailVerifications.id, pending.id), isNull(emailVerifications.usedAt)))
      .returning({ id: emailVerifications.id });
    if (used.length === 0) throw notVerified();
    if (await emailExists(tx, email)) throw new Problem(409, 'errors.conflict', 'accounts.user_exists');
    const user = await create(tx, systemContext(), users, {
      email,
      name: pending.name ?? email.split('@')[0],
      lastName: pending.lastName ?? '-',
      userType: place.userType,
      schoolId: place.schoolId,
    });
    const resetId = await issuePasswordLink(tx, Number(user.id), 'register');
    return { userId: String(user.uuid), email, resetId };
  });
};
