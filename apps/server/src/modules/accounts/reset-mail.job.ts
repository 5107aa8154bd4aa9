import { isLanguage, users } from '@kampus/contract';
import { hitRateLimit, type RateLimit } from '../../core/rate-limit.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { defineJob } from '../../jobs/registry.ts';
import { passwordLinkUrl, queueResetMail } from './account-mail.ts';
import { issuePasswordLink, retirePasswordLinks } from './password-tokens.ts';

export const RESET_MAIL_JOB = 'accounts.reset-mail';

/** Reset links mailed to one account in an hour, at most. */
const RESET_LINKS_PER_HOUR = 5;
const RESET_LINKS: RateLimit = { bucket: 'reset-link', limit: RESET_LINKS_PER_HOUR, windowMinutes: 60 };

export interface ResetMailPayload {
  email: string;
  language: string;
  publicUrl: string;
}

/**
 * The work behind POST /{lang}/reset-password, done by the job worker so that the request takes
 * the same path for every address (no timing tells a known one): looks the account up, and for
 * an active one makes a 24-hour link and queues its mail, within five links an hour per account
 * (counted atomically, in this job's transaction: a failed job counts nothing).
 */
const sendResetMail = async (tx: Db, payload: ResetMailPayload): Promise<void> => {
  const user = await system(tx).of(users).first({ email: payload.email });
  if (!user || user.isActive === false) return;
  // No one floods an inbox with reset mails: a few an hour, then silence.
  if (!(await hitRateLimit(tx, RESET_LINKS, String(user.id)))) return;
  await retirePasswordLinks(tx, user.id);
  const secret = await issuePasswordLink(tx, user.id, 'reset');
  const language = isLanguage(payload.language) ? payload.language : 'en';
  await queueResetMail(tx, language, user.email, passwordLinkUrl(payload.publicUrl, secret));
};

export const resetMailJob = defineJob({
  task: RESET_MAIL_JOB,
  maxAttempts: 3,
  forgetPayload: true,
  run: async (tx, job) => {
    await sendResetMail(tx, {
      email: String(job.payload.email ?? ''),
      language: String(job.payload.language ?? 'en'),
      publicUrl: String(job.payload.publicUrl ?? ''),
    });
  },
});
