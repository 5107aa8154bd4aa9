import { isLanguage } from '@kampus/contract';
import type { Db } from '../../db/database.ts';
import { defineJob } from '../../jobs/registry.ts';
import { queueLoginCodeMail } from './account-mail.ts';
import { VERIFY_CODE_MINUTES, issueCode, mayMailCode } from './verification-codes.ts';

export const LOGIN_CODE_JOB = 'accounts.login-code';

/** The server key the codes' HMAC is keyed with; set when the routes are registered (as invitations' URL). */
const keys: { key: Uint8Array | null } = { key: null };

export const setLoginCodeKey = (key: Uint8Array): void => {
  keys.key = key;
};

export interface LoginCodePayload {
  email: string;
  language: string;
  /** Whether the password was right (and no code was tried): only then is a code mailed. */
  send: boolean;
}

/**
 * The sign-in code of an account under attack. The login queues this job after every refused
 * attempt in that state, right password or not (`send` says which), so both take the same path
 * and the same time; only here, out of the request, is a code made and mailed, a few an hour per
 * address at most.
 */
const sendLoginCode = async (tx: Db, payload: LoginCodePayload): Promise<void> => {
  if (!payload.send) return;
  // A node that never registered the routes cannot make a code the others would accept: retry elsewhere.
  if (!keys.key) throw new Error('login code key not set on this node');
  if (!(await mayMailCode(tx, payload.email))) return;
  const language = isLanguage(payload.language) ? payload.language : 'en';
  const code = await issueCode(tx, keys.key, { email: payload.email, purpose: 'login', language });
  await queueLoginCodeMail(tx, language, payload.email, code, VERIFY_CODE_MINUTES);
};

export const loginCodeJob = defineJob({
  task: LOGIN_CODE_JOB,
  maxAttempts: 3,
  forgetPayload: true,
  run: async (tx, job) => {
    await sendLoginCode(tx, {
      email: String(job.payload.email ?? ''),
      language: String(job.payload.language ?? 'en'),
      send: job.payload.send === true,
    });
  },
});
