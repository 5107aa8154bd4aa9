import { PASSWORD_RULE, users, type Language } from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { update } from '../../core/operations.ts';
import { Problem, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { sessionOrSecondStep } from '../auth/sign-in.ts';
import { enforceRateLimit } from '../../core/rate-limit.ts';
import { enqueue } from '../../jobs/queue.ts';
import { consumePasswordLink, findPasswordLink } from './password-tokens.ts';
import { mailsPerIp } from './register.operation.ts';
import { RESET_MAIL_JOB, type ResetMailPayload } from './reset-mail.job.ts';

const linkInvalid = () => new Problem(400, 'errors.bad_request', 'accounts.link_invalid');

/** The account a link names: whichever school it belongs to (the person is not signed in). */
const userById = (db: Db, id: number) => system(db).of(users).first({ id });

/**
 * POST /{lang}/reset-password: queues a job that mails a link valid 24 hours to an active
 * account of that address (reset-mail.job.ts). The request itself never looks the address up:
 * the answer and its timing are the same whether or not it exists (no account enumeration).
 * Anonymous mail requests are limited per client address (429 past it).
 */
export const requestPasswordReset = async (
  db: Db,
  input: { email: unknown; language: Language; publicUrl: string; ip: string; mailsPerIpHour: number },
): Promise<void> => {
  if (typeof input.email !== 'string' || input.email.trim() === '') throw violation('email', 'validation.required');
  await enforceRateLimit(db, mailsPerIp(input.mailsPerIpHour), input.ip);
  const payload: ResetMailPayload = {
    email: input.email.trim().toLowerCase(),
    language: input.language,
    publicUrl: input.publicUrl,
  };
  await enqueue(db, RESET_MAIL_JOB, { ...payload });
};

/** GET /{lang}/reset-password/{resetId}: whose link it is, so the page can name the account; 400 when expired or used. */
export const describePasswordLink = async (db: Db, resetId: string) => {
  const link = await findPasswordLink(db, resetId);
  const user = link ? await userById(db, link.userId) : undefined;
  if (!link || !user) throw linkInvalid();
  return { userId: user.uuid, email: user.email, kind: link.kind };
};

/**
 * POST /{lang}/reset-password/{resetId}: sets the new password once, for the user the link was
 * made for, ends every other session of that user and answers a fresh token (or, for a person
 * with a second factor, asks for it: 401 with the second step's token).
 */
export const resetPassword = async (
  db: Db,
  key: Uint8Array,
  resetId: string,
  input: { userId: unknown; email: unknown; newPassword: unknown },
): Promise<{ userId: string; token: string }> => {
  if (typeof input.newPassword !== 'string' || input.newPassword === '') {
    throw violation('newPassword', 'validation.required');
  }
  if (!PASSWORD_RULE.test(input.newPassword)) throw violation('newPassword', 'validation.password_rule');
  const link = await findPasswordLink(db, resetId);
  const user = link ? await userById(db, link.userId) : undefined;
  if (!link || !user) throw linkInvalid();
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  if (input.userId !== user.uuid || email !== user.email) throw linkInvalid();
  const newPassword = input.newPassword;
  await inTransaction(db, async (tx) => {
    if (!(await consumePasswordLink(tx, link.id))) throw linkInvalid();
    // Through the users operation: its hooks hash the password and end every session.
    await update(tx, systemContext(), users, user.id, { password: newPassword });
  });
  // A mailed link proves the address, not the second factor: a person with one is asked for it.
  const signedIn = await sessionOrSecondStep(db, key, user, 'reset');
  return { userId: signedIn.userId, token: signedIn.accessToken };
};
