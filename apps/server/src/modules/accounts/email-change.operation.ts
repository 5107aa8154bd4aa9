import { normalizeEmail, users, type Language } from '@kampus/contract';
import { ne } from 'drizzle-orm';
import { systemContext, type RequestContext } from '../../core/caller.ts';
import { update } from '../../core/operations.ts';
import { Problem, unauthorized, unprocessable, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import type { LoginLimits } from '../auth/login.operation.ts';
import { refuseWhileImpersonating } from '../auth/sessions.ts';
import { emailLinkUrl, queueEmailChangeMail } from './account-mail.ts';
import { confirmCurrentPassword } from './credentials.ts';
import { consumePasswordLink, findPasswordLink, issuePasswordLink, retirePasswordLinks } from './password-tokens.ts';

const EMAIL_LINK: ['email'] = ['email'];

/** Whether another account holds the address: every school's, so read as the system. */
const usedByAnother = async (db: Db, userId: number, email: string): Promise<boolean> => {
  const accounts = system(db).of(users);
  return (await accounts.first({ email }, { also: ne(accounts.table.id, userId) })) !== undefined;
};

/**
 * A person's new e-mail address waits until they prove they read it: it is kept on a one-time
 * link (24 hours) mailed to the new address, and the account keeps its old address meanwhile.
 * A newer request replaces an older one. Runs in the caller's transaction (the mail too).
 */
export const requestEmailChange = async (
  tx: Db,
  input: { userId: number; email: string; language: Language; publicUrl: string },
): Promise<void> => {
  if (await usedByAnother(tx, input.userId, input.email)) throw violation('email', 'validation.not_unique');
  await retirePasswordLinks(tx, input.userId, EMAIL_LINK);
  const secret = await issuePasswordLink(tx, input.userId, 'email', input.email);
  await queueEmailChangeMail(tx, input.language, input.email, emailLinkUrl(input.publicUrl, secret));
};

/**
 * POST /{lang}/change-email: the account page's e-mail section. Like change-password, the
 * current password is checked first by the login operation (its failures count towards the
 * login rate limit); then the new address is mailed a confirmation link.
 */
export const changeEmail = async (
  db: Db,
  key: Uint8Array,
  limits: LoginLimits,
  ctx: RequestContext,
  input: { currentPassword: unknown; email: unknown; ip: string; publicUrl: string },
): Promise<{ email: string; pendingEmail: string | null }> => {
  const caller = ctx.caller;
  if (!caller) throw unauthorized();
  refuseWhileImpersonating(caller);
  const violations = [];
  if (typeof input.currentPassword !== 'string' || input.currentPassword === '') {
    violations.push({ propertyPath: 'currentPassword', message: 'validation.required' });
  }
  const email = typeof input.email === 'string' && input.email.trim() !== '' ? normalizeEmail(input.email) : null;
  if (email === null) violations.push({ propertyPath: 'email', message: 'validation.required' });
  else if (!email.ok) violations.push({ propertyPath: 'email', message: email.message });
  if (violations.length > 0 || !email?.ok) throw unprocessable(violations);
  await confirmCurrentPassword(db, key, limits, {
    email: caller.email,
    pwd: String(input.currentPassword),
    ip: input.ip,
  });
  if (email.value === caller.email) return { email: caller.email, pendingEmail: null };
  await inTransaction(db, (tx) =>
    requestEmailChange(tx, {
      userId: caller.id,
      email: email.value,
      language: ctx.language,
      publicUrl: input.publicUrl,
    }),
  );
  return { email: caller.email, pendingEmail: email.value };
};

/** POST /{lang}/confirm-email/{secret}: the link of the mail switches the account to the new address, once. */
export const confirmEmailChange = async (db: Db, secret: string): Promise<{ userId: string; email: string }> => {
  const invalid = () => new Problem(400, 'errors.bad_request', 'accounts.link_invalid');
  const link = await findPasswordLink(db, secret, EMAIL_LINK);
  if (!link || link.email === null) throw invalid();
  const email = link.email;
  return inTransaction(db, async (tx) => {
    if (!(await consumePasswordLink(tx, link.id))) throw invalid();
    if (await usedByAnother(tx, link.userId, email)) throw new Problem(409, 'errors.conflict', 'accounts.email_taken');
    // As the system: the person proved the address; the users hooks' credential rule is for callers.
    const row = await update(tx, systemContext(), users, link.userId, { email });
    return { userId: row.uuid, email };
  });
};
