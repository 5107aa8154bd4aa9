import { USER_TYPE, configurations, normalizeEmail, schools, users, type Language } from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { create } from '../../core/operations.ts';
import { Problem, violation } from '../../core/problem.ts';
import { enforceRateLimit, type RateLimit } from '../../core/rate-limit.ts';
import { system } from '../../core/repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { queueVerificationMail } from './account-mail.ts';
import { issuePasswordLink } from './password-tokens.ts';
import { VERIFY_CODE_MINUTES, checkCode, consumeCode, issueCode, mayMailCode } from './verification-codes.ts';

// Registration is anonymous: it reads as the system, over every school.
const emailExists = async (db: Db, email: string): Promise<boolean> =>
  (await system(db).of(users).first({ email })) !== undefined;

/**
 * Where a self-registered person lands: the first active school (by id) whose configuration
 * turns `parentSelfRegistration` on (a parent account) or else `studentSelfRegistration` (a
 * student account). No such school: 'No school found!'.
 */
const findRegistrationSchool = async (db: Db): Promise<{ schoolId: number; userType: number } | null> => {
  const repo = system(db);
  const rows = await repo
    .of(configurations)
    .list(
      { key: ['parentSelfRegistration', 'studentSelfRegistration'], value: ['1', 'true'] },
      { order: { school: 'asc', key: 'desc' } },
    );
  if (rows.length === 0) return null;
  const active = await repo.of(schools).list({ id: [...new Set(rows.map((row) => row.school))], isActive: true });
  const activeIds = new Set(active.map((school) => school.id));
  const first = rows.find((row) => activeIds.has(row.school));
  if (!first) return null;
  return {
    schoolId: first.school,
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

/** Anonymous requests that send mail, per client address and hour (register codes and reset links together). */
export const mailsPerIp = (perHour: number): RateLimit => ({ bucket: 'mail-ip', limit: perHour, windowMinutes: 60 });

/**
 * POST /{lang}/register-emails: mails a six-digit code to an address no account uses yet.
 * Only the code's HMAC is stored. Both limits (per client address, per mailed address) are
 * counted atomically before any lookup, so concurrent requests cannot slip past them.
 */
export const requestRegistration = async (
  db: Db,
  key: Uint8Array,
  input: {
    emailAddress: unknown;
    name?: unknown;
    lastName?: unknown;
    language: Language;
    ip: string;
    mailsPerIpHour: number;
  },
): Promise<void> => {
  const email = checkedEmail(input.emailAddress, 'emailAddress');
  await enforceRateLimit(db, mailsPerIp(input.mailsPerIpHour), input.ip);
  if (await emailExists(db, email)) throw new Problem(409, 'errors.conflict', 'accounts.user_exists');
  if (!(await findRegistrationSchool(db))) throw new Problem(404, 'errors.not_found', 'accounts.no_school');
  if (!(await mayMailCode(db, email))) throw new Problem(429, 'errors.too_many_requests');
  await inTransaction(db, async (tx) => {
    const code = await issueCode(tx, key, {
      email,
      purpose: 'register',
      language: input.language,
      name: optionalName(input.name),
      lastName: optionalName(input.lastName),
    });
    await queueVerificationMail(tx, input.language, email, code, VERIFY_CODE_MINUTES);
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
  const pending = await checkCode(db, key, 'register', email, code);
  if (!pending) throw notVerified();
  const place = await findRegistrationSchool(db);
  if (!place) throw new Problem(404, 'errors.not_found', 'accounts.no_school');
  return inTransaction(db, async (tx) => {
    if (!(await consumeCode(tx, pending.id))) throw notVerified();
    if (await emailExists(tx, email)) throw new Problem(409, 'errors.conflict', 'accounts.user_exists');
    const user = await create(tx, systemContext(), users, {
      email,
      name: pending.name ?? email.split('@')[0],
      lastName: pending.lastName ?? '-',
      userType: place.userType,
      schoolId: place.schoolId,
    });
    const resetId = await issuePasswordLink(tx, user.id, 'register');
    return { userId: user.uuid, email, resetId };
  });
};
